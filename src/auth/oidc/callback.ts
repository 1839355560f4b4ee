// Sign-in callback parsing and its outcomes (S-05, S-06, S-40, E-14, E-18).

/** A failed sign-in as the login page shows it: code, description, uri (S-12). */
export interface LoginError {
  error: string;
  errorDescription: string | undefined;
  errorUri: string | undefined;
}

/** S-40: `code` means success; `error` means failure with its description and uri. */
export type SigninResponse =
  { kind: 'Code' } | { kind: 'Error'; error: LoginError } | { kind: 'Missing' };

const orUndefined = (value: string | null) => value ?? undefined;

export function parseSigninResponse(url: string): SigninResponse {
  const params = new URL(url).searchParams;
  const error = params.get('error');
  if (error !== null) {
    return {
      kind: 'Error',
      error: {
        error,
        errorDescription: orUndefined(params.get('error_description')),
        errorUri: orUndefined(params.get('error_uri')),
      },
    };
  }
  return params.has('code') ? { kind: 'Code' } : { kind: 'Missing' };
}

/** The code used when the library rejects a response without an OAuth error (E-12, E-13, E-15, E-16). */
export const callbackFailedCode = 'login_failed';

/** E-09: the code of a sign-in whose request to the provider got no answer in time. */
export const networkTimeoutCode = 'network_timeout';

/**
 * Whether a request to the provider timed out: oidc-client-ts's `ErrorTimeout` ('Network timed
 * out'), known by its `name` (the library loads lazily), here or as the cause of a wrapping error.
 */
export function isNetworkTimeout(thrown: unknown): boolean {
  for (let error = thrown, depth = 0; depth < 5; depth += 1) {
    if (typeof error !== 'object' || error === null) {
      return false;
    }
    if ('name' in error && error.name === 'ErrorTimeout') {
      return true;
    }
    error = 'cause' in error ? error.cause : undefined;
  }
  return false;
}

/** A LoginError from what `signinCallback` threw: the provider's fields, or the library's message. */
export function loginErrorFrom(thrown: unknown): LoginError {
  if (isNetworkTimeout(thrown)) {
    return {
      error: networkTimeoutCode,
      errorDescription: 'Network timed out',
      errorUri: undefined,
    };
  }
  if (typeof thrown === 'object' && thrown !== null && 'error' in thrown) {
    const { error } = thrown;
    if (typeof error === 'string') {
      const field = (name: string): string | undefined => {
        const value: unknown = (thrown as Record<string, unknown>)[name];
        return typeof value === 'string' ? value : undefined;
      };
      return { error, errorDescription: field('error_description'), errorUri: field('error_uri') };
    }
  }
  return {
    error: callbackFailedCode,
    errorDescription: thrown instanceof Error ? thrown.message : undefined,
    errorUri: undefined,
  };
}

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

/** E-18: what the analytics seam is told about a sign-in outcome. */
export type AuthAnalyticsEvent =
  { type: 'LoginCanceled'; error: string } | { type: 'LoginFailed'; error: string };

export function analyticsEventFor(error: LoginError): AuthAnalyticsEvent {
  return error.error === 'access_denied'
    ? { type: 'LoginCanceled', error: error.error }
    : { type: 'LoginFailed', error: error.error };
}
