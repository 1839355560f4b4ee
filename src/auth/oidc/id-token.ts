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

/**
 * The time `exp` is checked at: the provider's own clock when it issued the token (`iat`), not
 * the device's, which may be hours off. Every ID token checked here has just come from the
 * provider's token endpoint in answer to this browser's own request (a code with PKCE and nonce,
 * or its DPoP-bound refresh token), so its freshness does not rest on the device's clock.
 * Without a numeric `iat` (required by OpenID Connect) the device's clock.
 */
function providerTimeOf(claims: { iat?: unknown }): Date | undefined {
  return typeof claims.iat === 'number' && Number.isFinite(claims.iat)
    ? new Date(claims.iat * 1000)
    : undefined;
}

/** Throws when the ID token is not signed by the provider, or not for us, or has expired. */
export async function verifyIdToken(idToken: string, expected: IdTokenExpectations): Promise<void> {
  const { createLocalJWKSet, decodeJwt, jwtVerify } = await import('jose');
  const issuedAt = providerTimeOf(decodeJwt(idToken));
  await jwtVerify(idToken, createLocalJWKSet({ keys: expected.keys }), {
    issuer: expected.issuer,
    audience: expected.audience,
    clockTolerance: idTokenClockTolerance,
    ...(issuedAt && { currentDate: issuedAt }),
  });
}
