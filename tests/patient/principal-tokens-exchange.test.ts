// Principal tokens with the real token exchange behind them (C-32, C-33): what the identity
// service's answers become (a failed call, never the main token; P-18 refusal), what the request carries, and the cache
// edges the module test leaves out: failures not kept, lifetime from the request, a sign-in
// in between. The clock is the module's injected `now`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureHttp,
  IdentityError,
  NetworkError,
  PatientScopeChangedError,
  setPatientScope,
  type CurrentPatientKey,
} from '../../src/api/index.ts';
import { exchangePrincipalToken } from '../../src/patient/add-principal/identity-calls.ts';
import { createPrincipalTokens, type ExchangedToken } from '../../src/patient/principal-tokens.ts';
import {
  configureIdentityHttp,
  identityError,
  stubIdentityBackend,
  type Answer,
} from './support/identity-backend.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const matti = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const audience = 'https://api.asiointi.example';
const tokenRoute = 'POST api.test/identity/token';
const patientCall = { contract: 'patient', operationId: 'getProfile' } as const;

const exchanged = (accessToken: string): Answer => ({
  status: 200,
  body: {
    access_token: accessToken,
    issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    token_type: 'Bearer',
    expires_in: 900,
  },
});

/** Principal tokens as the app wires them: the real exchange, a hand clock, reports kept. */
function realTokens() {
  let now = Date.parse('2026-11-24T10:00:00Z');
  const reports: { message: string; cause: unknown }[] = [];
  const tokens = createPrincipalTokens({
    exchange: (principalId, mainToken) => exchangePrincipalToken(audience, principalId, mainToken),
    registrationToken: () => null,
    now: () => now,
    report: (message, cause) => reports.push({ message, cause }),
  });
  const tokenFor = (patient: Exclude<CurrentPatientKey, 'main'>, mainToken = 'main-token') =>
    tokens.token({ patient, mainToken, call: patientCall });
  return {
    tokens,
    tokenFor,
    reports,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
  configureHttp({});
  vi.unstubAllGlobals();
});

describe('what the identity service’s answer to the exchange becomes (C-33, P-18)', () => {
  it('refuses a principal answered 400 principal_too_old, with nothing reported (P-18)', async () => {
    const backend = stubIdentityBackend({ [tokenRoute]: identityError(400, 'principal_too_old') });
    configureIdentityHttp();
    const { tokens, reports } = realTokens();
    expect(await tokens.prepare(eetu, 'main-token')).toEqual({ kind: 'TooOld' });
    expect(backend.to(tokenRoute)).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it.each([
    ['400 invalid_principal', identityError(400, 'invalid_principal')],
    ['401 invalid_token', identityError(401, 'invalid_token')],
    ['403 not_allowed', identityError(403, 'not_allowed')],
    ['500 internal', identityError(500, 'internal')],
  ])(
    'fails the call and the switch on %s, never the main token, and reports it',
    async (_, answer) => {
      stubIdentityBackend({ [tokenRoute]: answer });
      configureIdentityHttp();
      const { tokens, tokenFor, reports } = realTokens();
      await expect(tokenFor(`principal:${eetu}`)).rejects.toBeInstanceOf(IdentityError);
      expect(await tokens.prepare(eetu, 'main-token')).toMatchObject({ kind: 'Failed' });
      expect(reports).toHaveLength(2);
      for (const { message, cause } of reports) {
        expect(cause).toBeInstanceOf(IdentityError);
        expect(message).not.toContain('main-token');
      }
    },
  );

  it('fails the call when the identity service cannot be reached, never the main token', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    configureIdentityHttp();
    const { tokenFor, reports } = realTokens();
    await expect(tokenFor(`principal:${eetu}`)).rejects.toBeInstanceOf(NetworkError);
    expect(reports).toHaveLength(1);
  });
});

describe('the exchange request (C-32)', () => {
  it('carries the main token only as the form’s actor, with the subscription key, no bearer', async () => {
    const backend = stubIdentityBackend({ [tokenRoute]: exchanged('eetu-token') });
    configureIdentityHttp({ patientToken: () => Promise.resolve('main-token') });
    const { tokenFor } = realTokens();
    expect(await tokenFor(`principal:${eetu}`)).toBe('eetu-token');
    const [request] = backend.to(tokenRoute);
    expect(request).toMatchObject({
      authorization: null,
      subscriptionKey: 'gateway-key',
      body: { actor_token: 'main-token', subject_token: eetu, audience },
    });
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });
});

describe('the cache of principal tokens (P-16, K-19)', () => {
  it('keeps no failure: the next call exchanges again, and a success is then kept', async () => {
    const backend = stubIdentityBackend({ [tokenRoute]: identityError(500, 'internal') });
    configureIdentityHttp();
    const { tokenFor } = realTokens();
    await expect(tokenFor(`principal:${eetu}`)).rejects.toBeInstanceOf(IdentityError);
    backend.on(tokenRoute, exchanged('eetu-token'));
    expect(await tokenFor(`principal:${eetu}`)).toBe('eetu-token');
    expect(await tokenFor(`principal:${eetu}`)).toBe('eetu-token');
    expect(backend.to(tokenRoute)).toHaveLength(2);
  });

  it('counts expires_in from when the exchange was asked, so a slow answer is not kept too long', async () => {
    let now = 0;
    let answer: (token: ExchangedToken) => void = () => undefined;
    const exchange = vi.fn(
      () =>
        new Promise<ExchangedToken>((resolve) => {
          answer = resolve;
        }),
    );
    const tokens = createPrincipalTokens({
      exchange,
      registrationToken: () => null,
      now: () => now,
      report: () => undefined,
    });
    const tokenFor = () =>
      tokens.token({ patient: `principal:${eetu}`, mainToken: 'main-token', call: patientCall });
    const first = tokenFor();
    // The answer takes 30 s; its 900 s (less the 60 s margin) are counted from the request.
    now += 30_000;
    answer({ accessToken: 'first', expiresIn: 900 });
    expect(await first).toBe('first');
    now = 839_999;
    expect(await tokenFor()).toBe('first');
    now = 840_000;
    const second = tokenFor();
    answer({ accessToken: 'second', expiresIn: 900 });
    expect(await second).toBe('second');
    expect(exchange).toHaveBeenCalledTimes(2);
  });

  it('keeps one principal’s token when another principal’s expires', async () => {
    const backend = stubIdentityBackend({
      [tokenRoute]: (request) =>
        exchanged(`token-for-${String((request.body as Record<string, string>).subject_token)}`),
    });
    configureIdentityHttp();
    const ella = '3fd49fa6-a775-4851-9134-ca2053ef48c2';
    const { tokenFor, advance } = realTokens();
    await tokenFor(`principal:${eetu}`);
    advance(600_000);
    await tokenFor(`principal:${ella}`);
    advance(240_000);
    // Eetu's 900 s less the minute's margin have passed, Ella's have not.
    expect(await tokenFor(`principal:${eetu}`)).toBe(`token-for-${eetu}`);
    expect(await tokenFor(`principal:${ella}`)).toBe(`token-for-${ella}`);
    expect(
      backend.to(tokenRoute).map((r) => (r.body as Record<string, string>).subject_token),
    ).toEqual([eetu, ella, eetu]);
  });

  it('does not use an answer that arrives after another person signed in', async () => {
    let release: () => void = () => undefined;
    const backend = stubIdentityBackend({
      [tokenRoute]: (request) =>
        (request.body as Record<string, string>).actor_token === 'laura-main'
          ? new Promise<Answer>((resolve) => {
              release = () => {
                resolve(exchanged('laura-acting-for-eetu'));
              };
            })
          : exchanged('matti-acting-for-eetu'),
    });
    configureIdentityHttp();
    setPatientScope({ subject: laura, patient: 'main' });
    const { tokenFor, reports } = realTokens();
    const lauras = tokenFor(`principal:${eetu}`, 'laura-main');
    await vi.waitFor(
      () => {
        expect(backend.to(tokenRoute)).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    setPatientScope({ subject: matti, patient: 'main' });
    release();
    await expect(lauras).rejects.toBeInstanceOf(PatientScopeChangedError);
    expect(reports.map((r) => r.cause)).toEqual([expect.any(PatientScopeChangedError)]);
    expect(await tokenFor(`principal:${eetu}`, 'matti-main')).toBe('matti-acting-for-eetu');
  });
});
