import type { AuthState } from './session/index.ts';
import type { LoginError } from './oidc/index.ts';

/**
 * Message keys the UI translates (catalogues live in src/i18n). English texts from the spec:
 * loginFailed 'Login failed. Please try again.' (E-02; the login page's own key, one text for
 * both), continueFailed 'Unable to continue. Please try again soon.' (E-03).
 */
export const authMessageKeys = {
  loginFailed: 'identification.login.failed',
  loginTimedOut: 'identification.login.error.timedOut',
  continueFailed: 'auth.session.continueFailed',
} as const;

/** E-07: how a failed renewal is reported (never shown to the user). */
export const refreshFailedMessage = 'Failed to refresh session';

/**
 * S-15: the login button's state; an `Error` without a message shows E-02, or `loginTimedOut`
 * when the provider did not answer in time (E-09). The button stays the retry.
 */
export type LoginState =
  | { kind: 'Idle' }
  | { kind: 'Loading' }
  | { kind: 'Success' }
  | { kind: 'Error'; message?: string; timedOut?: boolean };

/** S-15, S-37, S-38: the continue action of the time-out dialog. */
export type ContinueState =
  | { kind: 'Idle' }
  | { kind: 'Loading' }
  | { kind: 'Success' }
  | { kind: 'Error'; messageKey: typeof authMessageKeys.continueFailed };

/** The signed-in person as the header shows them (from the ID token; S-17 header context). */
export interface SessionUser {
  subject: string;
  givenName: string | undefined;
  familyName: string | undefined;
}

/** Everything the UI reads about the session. */
export interface AuthSnapshot {
  /** `embedded`: inside the native app, which owns sign-in (S-44). */
  mode: 'web' | 'embedded';
  auth: AuthState;
  user: SessionUser | null;
  login: LoginState;
  continuation: ContinueState;
}

/**
 * Where the router should go; the shell maps each target to the localized route.
 * - `timeout`: the "you were logged out" page, after an idle time-out (S-22).
 * - `loggedOut`: the "you logged out" page, in tabs that followed a sign-out.
 * - `path`: after a successful sign-in callback (S-05), a safe same-origin path.
 * - `login`: after a failed sign-in callback (S-06), with the error for the login page.
 * - `host`: embedded mode only; the native app should act (for now: `logout`).
 */
export type AuthIntent =
  | { kind: 'navigate'; to: 'timeout' }
  | { kind: 'navigate'; to: 'loggedOut' }
  | { kind: 'navigate'; to: 'path'; path: string }
  | { kind: 'navigate'; to: 'login'; error: LoginError }
  | { kind: 'host'; action: 'logout' };

/** Where problems are reported (E-07 and others): a message and its cause, never tokens. */
export type AuthReport = (problem: { message: string; cause: unknown }) => void;

/** The session as the app and the UI drive it, in web or embedded mode. */
export interface AuthController {
  getSnapshot: () => AuthSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** Intents that arise on their own (time-out, another tab's sign-out). */
  onIntent: (listener: (intent: AuthIntent) => void) => () => void;
  /** Reads the stored session and confirms it (Pending → Complete). Call once at app start. */
  start: () => Promise<void>;
  /** Starts the interactive sign-in; `returnTo` is the login route's query value (AMB-43). */
  login: (returnTo?: string) => Promise<void>;
  /** The page came back from the back-forward cache: a login left `Loading` is `Idle` again. */
  pageRestored: () => void;
  /** Completes the sign-in on the callback route; returns where to go (not also emitted). */
  handleCallback: (url: string) => Promise<AuthIntent>;
  /** Signs out in every tab; one tab performs the end-session redirect (S-25). */
  logout: () => Promise<void>;
  /** The time-out dialog's continue (and close) action (S-37, S-38). */
  continueSession: () => Promise<void>;
  /** S-32 session-keeping marker: renews now and every 5 minutes until the returned stop. */
  keepSessionAlive: () => () => void;
  /** User activity (S-31): renews when the last renewal is over 5 minutes old. */
  noteActivity: () => void;
  /** The main user's access token, renewed first when about to expire; null when logged out. */
  accessToken: () => Promise<string | null>;
  dispose: () => void;
}
