/** An unsigned JWT-shaped token for a subject: what the mock gateway reads to pick the person. */
export function testToken(subject: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: subject, aud: 'https://api.asiointi.example' })}.test`;
}

export const subjects = {
  mainUser: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
  newPatient: '6e1c6c93-1f14-48d9-8d84-b676036fccf1',
  deniedCustomer: 'd3d85ffd-ffc6-4020-8bb3-8c5a99b922cd',
  occupationalCustomer: 'aca5148b-ac78-4374-b0fa-704ca037a519',
} as const;
