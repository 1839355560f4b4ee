// The whole session state the UI reads (AuthSnapshot) as one reducer: the auth state machine
// (auth-state.ts) with the login button, the continue action and the signed-in person beside it.
import { authMessageKeys, type AuthSnapshot, type SessionUser } from '../controller-types.ts';
import { authReducer, type AuthEvent } from './auth-state.ts';

/** Everything that changes the snapshot: the auth events, and the UI's actions on the session. */
export type SessionEvent =
  | AuthEvent
  /** The signed-in person changed (a sign-in, a renewal, another tab), or is gone (null). */
  | { type: 'UserChanged'; user: SessionUser | null }
  /** S-15: the login button. */
  | { type: 'LoginStarted' }
  | { type: 'LoginSucceeded' }
  /** `timedOut`: the provider did not answer in time (E-09). */
  | { type: 'LoginFailed'; timedOut?: boolean }
  /** The page came back from the back-forward cache: a login left `Loading` is `Idle` again. */
  | { type: 'PageRestored' }
  /** S-37, S-38: the time-out dialog's continue action. */
  | { type: 'ContinueStarted' }
  | { type: 'ContinueFinished'; renewed: boolean };

/** The session's snapshot transitions, in one pure function; unchanged state keeps its identity. */
export function sessionReducer(state: AuthSnapshot, event: SessionEvent): AuthSnapshot {
  switch (event.type) {
    case 'UserChanged':
      return { ...state, user: event.user };
    case 'LoginStarted':
      return { ...state, login: { kind: 'Loading' } };
    case 'LoginSucceeded':
      return { ...state, login: { kind: 'Success' } };
    case 'LoginFailed':
      // No message from the provider: its description is text from a URL.
      return {
        ...state,
        login: event.timedOut ? { kind: 'Error', timedOut: true } : { kind: 'Error' },
      };
    case 'PageRestored':
      return state.login.kind === 'Loading' ? { ...state, login: { kind: 'Idle' } } : state;
    case 'ContinueStarted':
      return { ...state, continuation: { kind: 'Loading' } };
    case 'ContinueFinished':
      return {
        ...state,
        continuation: event.renewed
          ? { kind: 'Success' }
          : { kind: 'Error', messageKey: authMessageKeys.continueFailed },
      };
    case 'SessionStarted':
    case 'SessionRefreshed':
    case 'SessionRestored': {
      const auth = authReducer(state.auth, event);
      // A session (re)confirmed clears a failed continue: the dialog's error is stale.
      const continuation =
        auth.kind === 'LoggedIn' && state.continuation.kind === 'Error'
          ? ({ kind: 'Idle' } as const)
          : state.continuation;
      return { ...state, auth, continuation };
    }
    case 'SessionNotFound':
    case 'SessionTimedOut':
    case 'SessionCleared':
    case 'LogoutStarted':
    case 'LoggedOut':
      return { ...state, auth: authReducer(state.auth, event) };
  }
}
