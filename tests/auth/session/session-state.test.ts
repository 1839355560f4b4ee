import { describe, expect, it } from 'vitest';
import type { AuthSnapshot } from '../../../src/auth/controller-types.ts';
import { sessionReducer } from '../../../src/auth/session/session-state.ts';

const record = { ttl: 1_900_000_000, exp: 1_900_003_600 };
const snapshot = (over: Partial<AuthSnapshot> = {}): AuthSnapshot => ({
  mode: 'web',
  auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' },
  user: null,
  login: { kind: 'Idle' },
  continuation: { kind: 'Idle' },
  ...over,
});

describe('session reducer: the login, continue and user state beside the auth state', () => {
  it('drives the login button (S-15) and forgets a Loading left by the back-forward cache', () => {
    const loading = sessionReducer(snapshot(), { type: 'LoginStarted' });
    expect(loading.login).toEqual({ kind: 'Loading' });
    expect(sessionReducer(loading, { type: 'PageRestored' }).login).toEqual({ kind: 'Idle' });
    const failed = sessionReducer(loading, { type: 'LoginFailed' });
    expect(failed.login).toEqual({ kind: 'Error' });
    expect(sessionReducer(failed, { type: 'PageRestored' })).toBe(failed);
  });

  it('a failed continue is Idle again once the session is refreshed, not once it ends', () => {
    const failed = sessionReducer(snapshot(), { type: 'ContinueFinished', renewed: false });
    expect(failed.continuation).toEqual({
      kind: 'Error',
      messageKey: 'auth.session.continueFailed',
    });
    const started = sessionReducer(failed, { type: 'SessionStarted', record });
    expect(started.continuation).toEqual({ kind: 'Idle' });
    expect(started.auth).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(sessionReducer(failed, { type: 'SessionRefreshed', record }).continuation.kind).toBe(
      'Error',
    );
  });

  it('keeps the signed-in person as the header shows them', () => {
    const user = { subject: 's', givenName: 'Maija', familyName: 'Meikäläinen' };
    const next = sessionReducer(snapshot(), { type: 'UserChanged', user });
    expect(next.user).toEqual(user);
    expect(sessionReducer(next, { type: 'UserChanged', user: null }).user).toBeNull();
  });
});
