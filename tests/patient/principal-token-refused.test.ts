// A principal's token the API refuses (401 InvalidTokenError): the HTTP layer has the patient layer
// forget it, exchanges a new one once and makes the call again; only a second refusal is the
// call's answer. Through both HTTP paths (the generated hooks and the openapi-fetch clients),
// with the real principal tokens, a hand clock and a stubbed fetch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getProfile } from '../../generated/patient/patient.ts';
import { operations } from '../../generated/patient/operations.ts';
import type { paths } from '../../generated/patient/paths.ts';
import {
  createApiClient,
  InvalidTokenError,
  NotAuthorizedError,
  setPatientScope,
  type CurrentPatientKey,
} from '../../src/api/index.ts';
import { createPatientToken } from '../../src/auth/index.ts';
import { exchangePrincipalToken } from '../../src/patient/add-principal/identity-calls.ts';
import { createPrincipalTokens } from '../../src/patient/principal-tokens.ts';
import {
  configureIdentityHttp,
  stubIdentityBackend,
  type Answer,
} from './support/identity-backend.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const tokenRoute = 'POST api.test/identity/token';
const profileRoute = 'GET api.test/patient/profile';
const eetusProfile = { id: eetu, lastName: 'Mäkinen', hasSocialInsuranceCardImage: false };
const refused: Answer = {
  status: 401,
  body: { code: 'InvalidTokenError', message: 'The access token is not valid for this API.' },
};
const notAuthorized: Answer = {
  status: 401,
  body: { code: 'NotAuthorizedError', message: 'Not authorized.' },
};

/** Laura acting for `patient`; each exchange answers the next token `obo-1`, `obo-2`, … */
function actingFor(patient: CurrentPatientKey, profile: Answer[]) {
  let exchanged = 0;
  const backend = stubIdentityBackend({
    [tokenRoute]: () => ({
      status: 200,
      body: {
        access_token: `obo-${String(++exchanged)}`,
        issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        token_type: 'Bearer',
        expires_in: 900,
      },
    }),
    [profileRoute]: () => profile.shift() ?? { status: 200, body: eetusProfile },
  });
  let now = Date.parse('2026-11-24T10:00:00Z');
  const tokens = createPrincipalTokens({
    exchange: (id, mainToken) =>
      exchangePrincipalToken('https://api.asiointi.example', id, mainToken),
    registrationToken: () => null,
    now: () => now,
    report: () => undefined,
  });
  disposers.push(tokens.dispose);
  setPatientScope({ subject: laura, patient });
  configureIdentityHttp({
    patientToken: createPatientToken(() => Promise.resolve('main-token'), tokens.token),
    patientTokenRefused: tokens.refused,
  });
  const bearers = (route: string) => backend.to(route).map((r) => r.authorization);
  return {
    backend,
    bearers,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

let disposers: (() => void)[] = [];

afterEach(() => {
  for (const dispose of disposers) {
    dispose();
  }
  disposers = [];
  setPatientScope({ subject: null, patient: 'main' });
  vi.unstubAllGlobals();
});

const throughClient = async () => {
  const { data } = await createApiClient<paths>('patient', operations).GET('/profile');
  return data;
};

describe.each([
  ['a generated hook', () => getProfile()],
  ['an openapi-fetch client', throughClient],
])('a principal’s token the API refuses, through %s', (_, profile) => {
  it('is forgotten, exchanged again once, and the call made again with the new token', async () => {
    const { backend, bearers } = actingFor(`principal:${eetu}`, [refused]);
    expect(await profile()).toEqual(eetusProfile);
    expect(bearers(profileRoute)).toEqual(['Bearer obo-1', 'Bearer obo-2']);
    expect(backend.to(tokenRoute)).toHaveLength(2);
    // The new token is the one kept.
    expect(await profile()).toEqual(eetusProfile);
    expect(bearers(profileRoute)).toEqual(['Bearer obo-1', 'Bearer obo-2', 'Bearer obo-2']);
    expect(backend.to(tokenRoute)).toHaveLength(2);
  });

  it('is the call’s error only when the new token is refused too, after one exchange', async () => {
    const { backend, bearers } = actingFor(`principal:${eetu}`, [refused, refused]);
    await expect(profile()).rejects.toBeInstanceOf(InvalidTokenError);
    expect(bearers(profileRoute)).toEqual(['Bearer obo-1', 'Bearer obo-2']);
    expect(backend.to(tokenRoute)).toHaveLength(2);
  });

  it('is not renewed when the answer is another 401 (NotAuthorizedError)', async () => {
    const { backend } = actingFor(`principal:${eetu}`, [notAuthorized]);
    await expect(profile()).rejects.toBeInstanceOf(NotAuthorizedError);
    expect(backend.to(profileRoute)).toHaveLength(1);
    expect(backend.to(tokenRoute)).toHaveLength(1);
  });

  it('leaves the main user’s refused token to the session: no exchange, no second call', async () => {
    const { backend, bearers } = actingFor('main', [refused]);
    await expect(profile()).rejects.toBeInstanceOf(InvalidTokenError);
    expect(bearers(profileRoute)).toEqual(['Bearer main-token']);
    expect(backend.to(tokenRoute)).toHaveLength(0);
  });
});

describe('a principal’s cached token (K-19)', () => {
  it('is exchanged anew a minute before its expires_in, before the API can refuse it', async () => {
    const { bearers, advance } = actingFor(`principal:${eetu}`, []);
    await getProfile();
    advance(839_999);
    await getProfile();
    advance(1);
    await getProfile();
    expect(bearers(profileRoute)).toEqual(['Bearer obo-1', 'Bearer obo-1', 'Bearer obo-2']);
  });
});
