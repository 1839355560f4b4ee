// Acting for a principal (P-16…P-20, K-19, C-32): the token each call carries, the exchange and
// its cache, a failed exchange that never falls back to the main token (our departure from P-17,
// docs/acting-on-behalf.md), and the too-old refusal (P-18).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureHttp,
  IdentityError,
  setPatientScope,
  type CurrentPatientKey,
} from '../../src/api/index.ts';
import {
  accessTokenType,
  exchangePrincipalToken,
  principalIdTokenType,
  tokenExchangeGrant,
} from '../../src/patient/add-principal/identity-calls.ts';
import { createPrincipalTokens, type ExchangedToken } from '../../src/patient/principal-tokens.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const ella = '3fd49fa6-a775-4851-9134-ca2053ef48c2';

const patientCall = { contract: 'patient', operationId: 'getProfile' } as const;

function setup(exchange: (principalId: string, mainToken: string) => Promise<ExchangedToken>) {
  let now = Date.parse('2026-11-24T10:00:00Z');
  const reports: [string, unknown][] = [];
  const exchanges = vi.fn(exchange);
  const tokens = createPrincipalTokens({
    exchange: exchanges,
    registrationToken: (id) => (id === 'aino' ? 'registration-token' : null),
    now: () => now,
    report: (message, cause) => reports.push([message, cause]),
  });
  const tokenFor = (
    patient: CurrentPatientKey,
    call: { contract: string; operationId: string } = patientCall,
  ) =>
    tokens.token({ patient, mainToken: 'main-token', call } as Parameters<typeof tokens.token>[0]);
  return {
    tokens,
    tokenFor,
    exchanges,
    reports,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

afterEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
});

describe('the token of a call (P-16, C-29)', () => {
  it('is the main token for every identity call, also while acting for a principal', async () => {
    const { tokenFor, exchanges } = setup(() =>
      Promise.resolve({ accessToken: 'x', expiresIn: 900 }),
    );
    expect(
      await tokenFor(`principal:${eetu}`, { contract: 'identity', operationId: 'listPrincipals' }),
    ).toBe('main-token');
    expect(exchanges).not.toHaveBeenCalled();
  });

  it('is the principal’s exchanged token for a principal, the main token as actor', async () => {
    const { tokenFor, exchanges } = setup((id) =>
      Promise.resolve({ accessToken: `token-for-${id}`, expiresIn: 900 }),
    );
    expect(await tokenFor(`principal:${eetu}`)).toBe(`token-for-${eetu}`);
    expect(exchanges).toHaveBeenCalledWith(eetu, 'main-token');
  });

  it('is the registration token while registering a principal, also for registerPrincipal', async () => {
    const { tokenFor } = setup(() => Promise.reject(new Error('no exchange')));
    expect(await tokenFor('register-principal:aino')).toBe('registration-token');
    expect(
      await tokenFor('register-principal:aino', {
        contract: 'identity',
        operationId: 'registerPrincipal',
      }),
    ).toBe('registration-token');
    expect(
      await tokenFor('register-principal:aino', {
        contract: 'identity',
        operationId: 'listPrincipals',
      }),
    ).toBe('main-token');
    await expect(tokenFor('register-principal:someone-else')).rejects.toThrow();
  });
});

describe('the cache (K-19)', () => {
  it('keeps a principal’s token until a minute before expires_in, then exchanges again', async () => {
    let n = 0;
    const { tokenFor, exchanges, advance } = setup(() =>
      Promise.resolve({ accessToken: `token-${String(++n)}`, expiresIn: 900 }),
    );
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-1');
    // 900 s less the 60 s margin: a token in its last minute could expire on its way.
    advance(839_999);
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-1');
    advance(1);
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-2');
    expect(exchanges).toHaveBeenCalledTimes(2);
  });

  it('keeps one token per principal and shares one exchange between concurrent calls', async () => {
    const { tokenFor, exchanges } = setup((id) =>
      Promise.resolve({ accessToken: `token-for-${id}`, expiresIn: 900 }),
    );
    const [a, b, c] = await Promise.all([
      tokenFor(`principal:${eetu}`),
      tokenFor(`principal:${eetu}`),
      tokenFor(`principal:${ella}`),
    ]);
    expect([a, b, c]).toEqual([`token-for-${eetu}`, `token-for-${eetu}`, `token-for-${ella}`]);
    expect(exchanges).toHaveBeenCalledTimes(2);
  });

  it('forgets every token when another person signs in', async () => {
    const { tokenFor, exchanges, tokens } = setup(() =>
      Promise.resolve({ accessToken: 'token', expiresIn: 900 }),
    );
    setPatientScope({ subject: laura, patient: 'main' });
    await tokenFor(`principal:${eetu}`);
    setPatientScope({ subject: 'someone-else', patient: 'main' });
    await tokenFor(`principal:${eetu}`);
    expect(exchanges).toHaveBeenCalledTimes(2);
    tokens.dispose();
  });

  it('keeps nothing from an exchange that ends after another person signed in', async () => {
    const answers: ((token: string) => void)[] = [];
    const { tokenFor, exchanges, tokens } = setup(
      () =>
        new Promise((resolve) => {
          answers.push((accessToken) => {
            resolve({ accessToken, expiresIn: 900 });
          });
        }),
    );
    setPatientScope({ subject: laura, patient: 'main' });
    const lauras = tokenFor(`principal:${eetu}`);
    setPatientScope({ subject: 'someone-else', patient: 'main' });
    const others = tokenFor(`principal:${eetu}`);
    expect(exchanges).toHaveBeenCalledTimes(2);
    // The previous person's exchange ends first: its token is not kept, and the new person's
    // exchange still under way is still the one shared.
    answers[0]?.('lauras-token');
    await lauras;
    const sharing = tokenFor(`principal:${eetu}`);
    expect(exchanges).toHaveBeenCalledTimes(2);
    answers[1]?.('others-token');
    expect(await others).toBe('others-token');
    expect(await sharing).toBe('others-token');
    expect(await tokenFor(`principal:${eetu}`)).toBe('others-token');
    expect(exchanges).toHaveBeenCalledTimes(2);
    tokens.dispose();
  });

  it('forgets a refused token only while it is still the cached one', async () => {
    let n = 0;
    const { tokenFor, exchanges, tokens } = setup(() =>
      Promise.resolve({ accessToken: `token-${String(++n)}`, expiresIn: 900 }),
    );
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-1');
    expect(
      tokens.refused({ patient: `principal:${eetu}`, call: patientCall, token: 'token-1' }),
    ).toBe(true);
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-2');
    // Another call refused with the old token while this one renewed it: the new one stays.
    expect(
      tokens.refused({ patient: `principal:${eetu}`, call: patientCall, token: 'token-1' }),
    ).toBe(true);
    expect(await tokenFor(`principal:${eetu}`)).toBe('token-2');
    expect(exchanges).toHaveBeenCalledTimes(2);
  });

  it('renews no main token and no registration token', () => {
    const { tokens } = setup(() => Promise.resolve({ accessToken: 'token', expiresIn: 900 }));
    const identityCall = { contract: 'identity', operationId: 'listPrincipals' } as const;
    expect(tokens.refused({ patient: 'main', call: patientCall, token: 'main-token' })).toBe(false);
    expect(
      tokens.refused({ patient: `principal:${eetu}`, call: identityCall, token: 'main-token' }),
    ).toBe(false);
    expect(
      tokens.refused({ patient: 'register-principal:aino', call: patientCall, token: 'x' }),
    ).toBe(false);
  });

  it('forgets one principal’s token on request', async () => {
    const { tokenFor, exchanges, tokens } = setup(() =>
      Promise.resolve({ accessToken: 'token', expiresIn: 900 }),
    );
    await tokenFor(`principal:${eetu}`);
    tokens.forget(`principal:${eetu}`);
    await tokenFor(`principal:${eetu}`);
    expect(exchanges).toHaveBeenCalledTimes(2);
  });
});

describe('a failing exchange', () => {
  it('fails the principal’s call, never with the main token, and reports it without a token', async () => {
    const failure = new Error('identity down');
    const { tokenFor, reports } = setup(() => Promise.reject(failure));
    await expect(tokenFor(`principal:${eetu}`)).rejects.toBe(failure);
    expect(reports).toEqual([[expect.any(String) as unknown, failure]]);
    expect(JSON.stringify(reports)).not.toContain('main-token');
  });

  it('refuses a principal too old for the registry before switching (P-18)', async () => {
    const tooOld = new IdentityError(
      'http://api.test/identity/token',
      400,
      'principal_too_old',
      [],
      { error: 'principal_too_old' },
    );
    const { tokens, reports } = setup(() => Promise.reject(tooOld));
    expect(await tokens.prepare(eetu, 'main-token')).toEqual({ kind: 'TooOld' });
    expect(reports).toEqual([]);
  });

  it('prepares a principal: ready after an exchange, failed (reported) after another failure', async () => {
    const down = new Error('down');
    const { tokens, reports } = setup((id) =>
      id === eetu
        ? Promise.resolve({ accessToken: 'token', expiresIn: 900 })
        : Promise.reject(down),
    );
    expect(await tokens.prepare(eetu, 'main-token')).toEqual({ kind: 'Ready' });
    expect(await tokens.prepare(ella, 'main-token')).toEqual({ kind: 'Failed', error: down });
    expect(reports).toHaveLength(1);
  });
});

describe('the token exchange request (C-32, NS-17)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({});
  });

  it('posts the main token as actor and the principal id as subject, as a form', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      requests.push(request);
      return Promise.resolve(
        Response.json({
          access_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkNjEifQ.',
          token_type: 'Bearer',
          expires_in: 900,
          issued_token_type: accessTokenType,
        }),
      );
    });
    configureHttp({
      baseUrl: () => 'http://api.test/identity',
      subscriptionKey: 'key',
      patientToken: () => Promise.resolve('main-token'),
      report: () => undefined,
    });
    const token = await exchangePrincipalToken('https://api.asiointi.example', eetu, 'main-token');
    expect(token).toEqual({
      accessToken: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJkNjEifQ.',
      expiresIn: 900,
    });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://api.test/identity/token');
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(await request?.text());
    expect(Object.fromEntries(form)).toEqual({
      audience: 'https://api.asiointi.example',
      grant_type: tokenExchangeGrant,
      actor_token: 'main-token',
      actor_token_type: accessTokenType,
      subject_token: eetu,
      subject_token_type: principalIdTokenType,
    });
  });
});
