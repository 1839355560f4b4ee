import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  analyticsEventFor,
  loginErrorFrom,
  parseSigninResponse,
} from '../../../src/auth/oidc/callback.ts';
import {
  authenticationRequiredQuery,
  loginErrorCode,
  loginErrorQuery,
} from '../../../src/auth/oidc/login-query.ts';

const callback = 'http://localhost:5173/fi/asiointi/tunnistaminen/callback';

describe('sign-in response parsing (S-40)', () => {
  it('reads a code as success', () => {
    expect(parseSigninResponse(`${callback}?code=abc&state=1`)).toEqual({ kind: 'Code' });
  });

  it('reads an error with its description and uri', () => {
    expect(
      parseSigninResponse(
        `${callback}?error=access_denied&error_description=End-User%20aborted&error_uri=https%3A%2F%2Fidp.example%2Fe&state=1`,
      ),
    ).toEqual({
      kind: 'Error',
      error: {
        error: 'access_denied',
        errorDescription: 'End-User aborted',
        errorUri: 'https://idp.example/e',
      },
    });
  });

  it('prefers the error when both are present, and reports neither as missing', () => {
    expect(parseSigninResponse(`${callback}?code=a&error=server_error`)).toMatchObject({
      kind: 'Error',
    });
    expect(parseSigninResponse(callback)).toEqual({ kind: 'Missing' });
  });
});

describe('login errors from the library (E-12…E-16)', () => {
  it('keeps the OAuth fields of an ErrorResponse', () => {
    expect(
      loginErrorFrom(
        new ErrorResponse({ error: 'invalid_grant', error_description: 'grant expired' }),
      ),
    ).toEqual({ error: 'invalid_grant', errorDescription: 'grant expired', errorUri: undefined });
  });

  it('turns a state or token check failure into login_failed with its message', () => {
    expect(loginErrorFrom(new Error('No matching state found in storage'))).toEqual({
      error: 'login_failed',
      errorDescription: 'No matching state found in storage',
      errorUri: undefined,
    });
    expect(loginErrorFrom('weird')).toEqual({
      error: 'login_failed',
      errorDescription: undefined,
      errorUri: undefined,
    });
  });

  it('builds the login route query with a known code only, never the description or uri', () => {
    expect(
      loginErrorQuery({
        error: 'access_denied',
        errorDescription: 'd',
        errorUri: 'https://u',
      }).toString(),
    ).toBe('error=access_denied');
    expect(
      loginErrorQuery({
        error: 'Call 0700 123 456',
        errorDescription: 'Your account is locked',
        errorUri: undefined,
      }).toString(),
    ).toBe('error=login_failed');
  });

  it('tracks access_denied as canceled and anything else as failed (E-18)', () => {
    const base = { errorDescription: undefined, errorUri: undefined };
    expect(analyticsEventFor({ error: 'access_denied', ...base })).toEqual({
      type: 'LoginCanceled',
      error: 'access_denied',
    });
    expect(analyticsEventFor({ error: 'server_error', ...base })).toEqual({
      type: 'LoginFailed',
      error: 'server_error',
    });
  });
});

describe('authentication required (S-07)', () => {
  it('sends the reason and the current path with its query and hash to the login route', () => {
    expect(authenticationRequiredQuery('/fi/asiointi/omat-tiedot?tab=a#b').toString()).toBe(
      'reason=authenticationRequired&returnTo=%2Ffi%2Fasiointi%2Fomat-tiedot%3Ftab%3Da%23b',
    );
  });
});

describe('a sign-in the provider did not answer in time (E-09)', () => {
  it("reads the library's 'Network timed out', also as the cause of another error", () => {
    const timedOut = {
      error: 'network_timeout',
      errorDescription: 'Network timed out',
      errorUri: undefined,
    };
    expect(loginErrorFrom(new ErrorTimeout('Network timed out'))).toEqual(timedOut);
    expect(
      loginErrorFrom(new Error('The ID token did not validate', { cause: new ErrorTimeout('x') })),
    ).toEqual(timedOut);
    expect(loginErrorFrom(new Error('Failed to fetch'))).toMatchObject({ error: 'login_failed' });
  });

  it('passes network_timeout on to the login page as a code of its own', () => {
    expect(
      loginErrorQuery({
        error: 'network_timeout',
        errorDescription: 'x',
        errorUri: undefined,
      }).toString(),
    ).toBe('error=network_timeout');
    expect(loginErrorCode('network_timeout')).toBe('network_timeout');
    expect(loginErrorCode('server_error')).toBe('login_failed');
  });
});
