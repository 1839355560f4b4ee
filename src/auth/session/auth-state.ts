import { idleTimeoutMs, absoluteExpiryMs } from '../constants.ts';
import { isLive, type SessionRecord } from './session-record.ts';

/** S-17: whether the variant is settled (`Complete`) or still being confirmed (`Pending`). */
export type AuthStage = 'Pending' | 'Complete';

/** Why the user is logged out; lets the UI tell a time-out from a sign-out. */
export type LoggedOutReason = 'NoSession' | 'TimedOut' | 'Cleared' | 'LoggedOut';

/** S-17 auth state. `LoggedOut`/`Pending` with reason `LoggedOut` is a sign-out in progress. */
export type AuthState =
  | { kind: 'LoggedOut'; stage: AuthStage; reason: LoggedOutReason }
  | { kind: 'LoggedIn'; stage: AuthStage; timeoutAt: Date; expiresAt: Date };

/** What happens to the session, here or in another tab (`remote`). */
export type AuthEvent =
  | { type: 'SessionStarted'; record: SessionRecord }
  | { type: 'SessionRefreshed'; record: SessionRecord }
  | { type: 'SessionRestored'; record: SessionRecord }
  | { type: 'SessionNotFound' }
  | { type: 'SessionTimedOut' }
  | { type: 'SessionCleared' }
  | { type: 'LogoutStarted' }
  | { type: 'LoggedOut' };

export const loggedInFrom = (record: SessionRecord, stage: AuthStage): AuthState => ({
  kind: 'LoggedIn',
  stage,
  timeoutAt: new Date(record.ttl * 1000),
  expiresAt: new Date(record.exp * 1000),
});

const loggedOut = (reason: LoggedOutReason, stage: AuthStage = 'Complete'): AuthState => ({
  kind: 'LoggedOut',
  stage,
  reason,
});

/**
 * S-28, S-29: the state before anything is confirmed. `LoggedIn`/`Pending` when a live session
 * is stored or the URL carries a sign-in `code` (the user is expected to be logged in);
 * otherwise `LoggedOut`/`Pending`, also on a page that requires authentication: nothing here
 * signs in silently without a stored session (docs/sign-in.md), so such a page would only show
 * itself to nobody before `RequireAuth` sends the visitor to the login route. Without a stored
 * record the dates are provisional (a fresh session's).
 */
export function initialAuthState(input: {
  record: SessionRecord | null;
  nowMs: number;
  hasCodeInUrl: boolean;
}): AuthState {
  const { record, nowMs } = input;
  if (record && isLive(record, nowMs)) {
    return loggedInFrom(record, 'Pending');
  }
  if (input.hasCodeInUrl) {
    return {
      kind: 'LoggedIn',
      stage: 'Pending',
      timeoutAt: new Date(nowMs + idleTimeoutMs),
      expiresAt: new Date(nowMs + absoluteExpiryMs),
    };
  }
  return loggedOut('NoSession', 'Pending');
}

/** The auth state machine: every transition of S-17…S-30 in one pure function. */
export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  switch (event.type) {
    case 'SessionStarted':
    case 'SessionRestored':
      return loggedInFrom(event.record, 'Complete');
    case 'SessionRefreshed':
      // Only a new sign-in logs back in: a late refresh after a time-out or sign-out does not.
      return state.kind === 'LoggedIn' ? loggedInFrom(event.record, 'Complete') : state;
    case 'SessionNotFound':
      return loggedOut('NoSession');
    case 'SessionTimedOut':
      return loggedOut('TimedOut');
    case 'SessionCleared':
      return loggedOut('Cleared');
    case 'LogoutStarted':
      return loggedOut('LoggedOut', 'Pending');
    case 'LoggedOut':
      return loggedOut('LoggedOut');
  }
}

/** S-28: the global logged-in flag. */
export const isLoggedIn = (state: AuthState): boolean => state.kind === 'LoggedIn';
