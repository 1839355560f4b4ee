// C-38: the client validates the ID token. oidc-client-ts checks its nonce, `sub`, `auth_time`
// and `azp` only; this checks the rest: the signature against the provider's key set, `iss`,
// `aud` and `exp`. jose loads with the first check (a sign-in or a renewal), not with the page.
import type { JSONWebKeySet } from 'jose';

export interface IdTokenExpectations {
  /** The provider's `issuer` (its discovery document). */
  issuer: string;
  /** Our client id: the token must be issued to us. */
  audience: string;
  /** The provider's signing keys (its `jwks_uri`). */
  keys: JSONWebKeySet['keys'];
}

/** E-15: a sign-in or renewal whose user has no ID token is refused with this message. */
export const noIdTokenMessage = 'User from the auth server has no id token';

/** Leeway for clocks that disagree a little, in seconds. */
export const idTokenClockTolerance = 30;

/** Throws when the ID token is not signed by the provider, or not for us, or has expired. */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<void> {
  const { createLocalJWKSet, jwtVerify } = await import('jose');
  await jwtVerify(idToken, createLocalJWKSet({ keys: expected.keys }), {
    issuer: expected.issuer,
    audience: expected.audience,
    clockTolerance: idTokenClockTolerance,
  });
}
