// Sign-in callback parsing and its outcomes (S-05, S-40, E-14, E-18): the web session's alone, so
// none of it is in a visitor's first page (login-query.ts is what the app needs of them).
import { callbackFailedCode, networkTimeoutCode, type LoginError } from './login-query.ts';

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

/**
 * A LoginError from what `signinCallback` threw: the provider's fields, or the library's message
 * under `login_failed` when it refused the response itself (E-12, E-13, E-15, E-16).
 */
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

/** E-18: what the analytics seam is told about a sign-in outcome. */
export type AuthAnalyticsEvent =
  { type: 'LoginCanceled'; error: string } | { type: 'LoginFailed'; error: string };

export function analyticsEventFor(error: LoginError): AuthAnalyticsEvent {
  return error.error === 'access_denied'
    ? { type: 'LoginCanceled', error: error.error }
    : { type: 'LoginFailed', error: error.error };
}
