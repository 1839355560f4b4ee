import type { Language } from '../../api/index.ts';

/** What the session layer keeps of a signed-in user (S-18); components never parse tokens. */
export interface SignedInUser {
  accessToken: string;
  idToken: string | undefined;
  /** Access-token expiry, epoch seconds. */
  expiresAt: number | undefined;
  /** The user GUID (`sub`). */
  subject: string;
  givenName: string | undefined;
  familyName: string | undefined;
}

/**
 * The sign-in client the session layer drives: oidc-client-ts in the browser
 * (`oidc-auth-client.ts`), a fake in tests. Failures are the library's errors (`ErrorResponse`
 * with `error`, `ErrorTimeout`), which `renewal-error.ts` classifies.
 */
export interface AuthClient {
  /** The user in the shared user store, or null. */
  getUser(): Promise<SignedInUser | null>;
  /** Interactive sign-in (S-27 `max_age=0`); navigates away. */
  signinRedirect(language: Language): Promise<void>;
  /** Completes the interactive sign-in from the callback URL (checks of S-41). */
  signinCallback(url: string): Promise<SignedInUser>;
  /** Silent renewal (refresh token, else the iframe with `max_age=999999`): one token request. */
  signinSilent(language: Language): Promise<SignedInUser>;
  /** The end-session redirect (C-44); navigates away. */
  signoutRedirect(args: { idTokenHint: string | undefined; language: Language }): Promise<void>;
  /**
   * Every end of a session here (logout, time-out, clear): removes the stored user at once, then
   * revokes the refresh token it held (best effort, C-42). Nothing of the session stays in
   * storage while the revocation runs, nor if the tab closes before it is answered.
   */
  removeUserAndRevoke(): Promise<void>;
  removeUser(): Promise<void>;
}
