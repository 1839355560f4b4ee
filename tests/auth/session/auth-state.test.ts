import { describe, expect, it } from 'vitest';
import {
  authReducer,
  initialAuthState,
  isLoggedIn,
  type AuthEvent,
  type AuthState,
} from '../../../src/auth/session/auth-state.ts';

const t0 = Date.UTC(2026, 10, 2, 8, 0, 0);
const record = { ttl: t0 / 1000 + 1200, exp: t0 / 1000 + 7200 };
const later = { ttl: t0 / 1000 + 1500, exp: t0 / 1000 + 7200 };

const loggedIn = (stage: 'Pending' | 'Complete', r = record): AuthState => ({
  kind: 'LoggedIn',
  stage,
  timeoutAt: new Date(r.ttl * 1000),
  expiresAt: new Date(r.exp * 1000),
});
const loggedOut = (
  reason: 'NoSession' | 'TimedOut' | 'Cleared' | 'LoggedOut',
  stage: 'Pending' | 'Complete' = 'Complete',
): AuthState => ({ kind: 'LoggedOut', stage, reason });

describe('initial auth state (S-28, S-29)', () => {
  it('is LoggedIn/Pending with the stored dates when a live session is stored', () => {
    expect(initialAuthState({ record, nowMs: t0, hasCodeInUrl: false })).toEqual(
      loggedIn('Pending'),
    );
  });

  it('is LoggedIn/Pending with provisional dates when a sign-in code is in the URL', () => {
    const state = initialAuthState({ record: null, nowMs: t0, hasCodeInUrl: true });
    expect(state).toEqual({
      kind: 'LoggedIn',
      stage: 'Pending',
      timeoutAt: new Date(t0 + 20 * 60_000),
      expiresAt: new Date(t0 + 120 * 60_000),
    });
  });

  it('is LoggedOut/Pending otherwise, also when the stored session has passed', () => {
    const input = { nowMs: t0, hasCodeInUrl: false };
    expect(initialAuthState({ ...input, record: null })).toEqual(loggedOut('NoSession', 'Pending'));
    expect(initialAuthState({ ...input, record: { ttl: t0 / 1000, exp: t0 / 1000 + 10 } })).toEqual(
      loggedOut('NoSession', 'Pending'),
    );
  });
});

describe('auth reducer (S-17)', () => {
  const states: Record<string, AuthState> = {
    'LoggedOut/Pending': loggedOut('NoSession', 'Pending'),
    'LoggedIn/Pending': loggedIn('Pending'),
    'LoggedIn/Complete': loggedIn('Complete'),
    'LoggedOut/Complete (timed out)': loggedOut('TimedOut'),
    'signing out': loggedOut('LoggedOut', 'Pending'),
  };
  const cases: [string, AuthEvent, string, AuthState][] = [];
  for (const [name, state] of Object.entries(states)) {
    cases.push([
      name,
      { type: 'SessionStarted', record: later },
      'LoggedIn/Complete',
      loggedIn('Complete', later),
    ]);
    cases.push([
      name,
      { type: 'SessionRestored', record: later },
      'LoggedIn/Complete',
      loggedIn('Complete', later),
    ]);
    cases.push([
      name,
      { type: 'SessionRefreshed', record: later },
      state.kind === 'LoggedIn' ? 'LoggedIn/Complete' : 'unchanged',
      state.kind === 'LoggedIn' ? loggedIn('Complete', later) : state,
    ]);
    cases.push([name, { type: 'SessionNotFound' }, 'LoggedOut NoSession', loggedOut('NoSession')]);
    cases.push([name, { type: 'SessionTimedOut' }, 'LoggedOut TimedOut', loggedOut('TimedOut')]);
    cases.push([name, { type: 'SessionCleared' }, 'LoggedOut Cleared', loggedOut('Cleared')]);
    cases.push([
      name,
      { type: 'LogoutStarted' },
      'LoggedOut/Pending LoggedOut',
      loggedOut('LoggedOut', 'Pending'),
    ]);
    cases.push([
      name,
      { type: 'LoggedOut' },
      'LoggedOut/Complete LoggedOut',
      loggedOut('LoggedOut'),
    ]);
  }

  it.each(cases)('%s + %o → %s', (_from, event, _to, expected) => {
    const from = states[_from];
    if (!from) {
      throw new Error(`no state ${_from}`);
    }
    expect(authReducer(from, event)).toEqual(expected);
  });

  it('derives the global logged-in flag (S-28)', () => {
    expect(isLoggedIn(loggedIn('Pending'))).toBe(true);
    expect(isLoggedIn(loggedOut('TimedOut'))).toBe(false);
  });
});
