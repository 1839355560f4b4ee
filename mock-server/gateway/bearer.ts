/**
 * Who a request is from, for the mock gateway: the `sub` of the bearer token's JWT payload, or,
 * when the request carries no bearer token, the `sub` of the JWT in its body's credential field
 * (`actor_token` of the token exchange, `accessToken` of the on-behalf-of exchange,
 * `subject_token` of the self-triage token exchange, which has no actor: the token endpoints take
 * their credentials in the body). `act.sub` names the main user acting for a
 * principal (the register-principal and token-exchange tokens).
 *
 * The signature is NOT checked, and neither are `exp`, `iss` or `aud`: this is a local mock that
 * only chooses which contract example answers, and the examples' own tokens carry a fake
 * signature. Never reuse this to authenticate anything.
 */
import type { RequestParameters } from './example-index.ts';
import { personaBySubject, type Persona } from '../personas.ts';

/** The body fields that carry the caller's token on the endpoints without a bearer token. */
// `subject_token` comes last: in a principal's exchange it is the principal's id, and the caller
// is the actor.
export const bodyCredentialFields = ['actor_token', 'accessToken', 'subject_token'] as const;

export interface TokenClaims {
  sub?: string;
  /** `act.sub`: who acts on behalf of `sub` (RFC 8693). */
  actor?: string;
}

/** The claims of a JWT (`header.payload.signature`) that the mock reads; undefined if none. */
export function jwtClaims(token: string | undefined): TokenClaims | undefined {
  const payload = /^([^.\s]+)\.([^.\s]+)\.([^.\s]*)$/.exec(token?.trim() ?? '')?.[2];
  if (payload === undefined) {
    return undefined;
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined; // Not a JWT payload: an anonymous request as far as the mock is concerned.
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) {
    return undefined;
  }
  const { sub, act } = claims as { sub?: unknown; act?: unknown };
  const actor =
    typeof act === 'object' && act !== null ? (act as { sub?: unknown }).sub : undefined;
  return {
    ...(typeof sub === 'string' ? { sub } : {}),
    ...(typeof actor === 'string' ? { actor } : {}),
  };
}

/** The token of `Authorization: Bearer <token>`, or undefined when there is none. */
export function bearerToken(authorization: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '')?.[1];
}

/** The `sub` claim of `Authorization: Bearer <jwt>`, or undefined when there is none. */
export function bearerSubject(authorization: string | undefined): string | undefined {
  return jwtClaims(bearerToken(authorization))?.sub;
}

/** The test person whose token the request carries, if any. */
export function bearerPersona(authorization: string | undefined): Persona | undefined {
  const subject = bearerSubject(authorization);
  return subject === undefined ? undefined : personaBySubject(subject);
}

/**
 * The claims of the caller's token: the bearer token's; without an `Authorization: Bearer`
 * header, the JWT of the first credential field the body has.
 */
export function callerClaims(
  authorization: string | undefined,
  body: RequestParameters = {},
): TokenClaims | undefined {
  const bearer = bearerToken(authorization);
  if (bearer !== undefined) {
    return jwtClaims(bearer);
  }
  const field = bodyCredentialFields.find((name) => body[name] !== undefined);
  return field === undefined ? undefined : jwtClaims(body[field]);
}

/** The caller as a test person (see `callerClaims`), and the person acting for them, if any. */
export function callerPersonas(
  authorization: string | undefined,
  body: RequestParameters = {},
): { caller: Persona | undefined; actor: Persona | undefined } {
  const claims = callerClaims(authorization, body);
  return {
    caller: claims?.sub === undefined ? undefined : personaBySubject(claims.sub),
    actor: claims?.actor === undefined ? undefined : personaBySubject(claims.actor),
  };
}
