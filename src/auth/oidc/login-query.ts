// What the app makes of a sign-in's outcome for the login page (S-06, S-07, S-12): its query and
// the codes it shows. The callback's own parsing is callback.ts, which only the web session loads.

/** A failed sign-in as the login page shows it: code, description, uri (S-12). */
export interface LoginError {
  error: string;
  errorDescription: string | undefined;
  errorUri: string | undefined;
}

/** The code of a sign-in that failed without an OAuth error of the provider's (`loginErrorFrom`). */
export const callbackFailedCode = 'login_failed';

/** E-09: the code of a sign-in whose request to the provider got no answer in time. */
export const networkTimeoutCode = 'network_timeout';

/**
 * The codes the login page knows and shows as translated messages: a canceled sign-in, one that
 * timed out, and a failed one. Any other code becomes `login_failed` on its way to the login page.
 */
export const loginErrorCodes = ['access_denied', networkTimeoutCode, callbackFailedCode] as const;
export type LoginErrorCode = (typeof loginErrorCodes)[number];

export function loginErrorCode(error: string): LoginErrorCode {
  return loginErrorCodes.find((code) => code === error) ?? callbackFailedCode;
}

/**
 * The query of the login route that shows a sign-in error (S-06): only a known code. The
 * provider's `error_description` and `error_uri` are never passed on: the login page shows
 * translated text, not text from a URL.
 */
export function loginErrorQuery(error: LoginError): URLSearchParams {
  return new URLSearchParams({ error: loginErrorCode(error.error) });
}

/**
 * S-07: the login route's query when a page requires authentication and no token can be had
 * silently: reason `authenticationRequired` (the login page hides its cancel button, S-13) and
 * `returnTo` = the current path with its query and hash.
 */
export function authenticationRequiredQuery(currentPath: string): URLSearchParams {
  return new URLSearchParams({ reason: 'authenticationRequired', returnTo: currentPath });
}
