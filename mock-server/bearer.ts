/**
 * Who a request is from, for the mock gateway: the `sub` of the bearer token's JWT payload.
 *
 * The signature is NOT checked, and neither are `exp`, `iss` or `aud`: this is a local mock that
 * only chooses which contract example answers, and the examples' own tokens carry a fake
 * signature. Never reuse this to authenticate anything.
 */
import { personaBySubject, type Persona } from './personas.ts';

/** The `sub` claim of `Authorization: Bearer <jwt>`, or undefined when there is none. */
export function bearerSubject(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+([^.\s]+)\.([^.\s]+)\.([^.\s]*)$/i.exec(authorization?.trim() ?? '');
  const payload = match?.[2];
  if (payload === undefined) {
    return undefined;
  }
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims === 'object' && claims !== null && 'sub' in claims) {
      return typeof claims.sub === 'string' ? claims.sub : undefined;
    }
  } catch {
    // Not a JWT payload: an anonymous request as far as the mock is concerned.
  }
  return undefined;
}

/** The test person whose token the request carries, if any. */
export function bearerPersona(authorization: string | undefined): Persona | undefined {
  const subject = bearerSubject(authorization);
  return subject === undefined ? undefined : personaBySubject(subject);
}
