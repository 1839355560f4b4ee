/**
 * An unsigned JWT-shaped token (`alg: none`) with the given claims: the mock gateway and the
 * embedded host read only the payload, never the signature.
 */
export function unsignedJwt(claims: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** A test token for a subject: what the mock gateway reads to pick the person. */
export function testToken(subject: string): string {
  return unsignedJwt({ sub: subject, aud: 'https://api.asiointi.example' });
}

export const subjects = {
  mainUser: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
  newPatient: '6e1c6c93-1f14-48d9-8d84-b676036fccf1',
  deniedCustomer: 'd3d85ffd-ffc6-4020-8bb3-8c5a99b922cd',
  occupationalCustomer: 'aca5148b-ac78-4374-b0fa-704ca037a519',
} as const;
