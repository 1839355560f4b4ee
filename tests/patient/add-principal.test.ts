// The add-principal flow (P-21…P-27, E-25…E-29, K-17, NS-19): the redirect, the 15-character
// state, the return with `obo_*`, the spec's error table, and the stored transaction.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, IdentityError, NotFoundError } from '../../src/api/index.ts';
import { onBehalfOfKey } from '../../src/auth/index.ts';
import {
  AddPrincipalError,
  authorizeUrl,
  exchangeReturn,
  hasProfile,
  isAddPrincipalReturn,
  messageFor,
  randomState,
  readTransaction,
  stateLength,
  transactionTtlMs,
  withoutReturnParameters,
  type AddPrincipalCode,
  type AddPrincipalTransaction,
  type CompletionDeps,
} from '../../src/patient/add-principal/add-principal.ts';
import { createAddPrincipalActions } from '../../src/patient/add-principal/add-principal-actions.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';

const sessionInfo = {
  sessionId: 'a91344ea-60b3-4a1f-a53f-d71a10b7e902',
  userId: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
  requestId: 'eba5e86a-4626-4bd3-a066-40a4a481547e',
  clientId: 'asiointi-web',
};
const now = Date.parse('2026-11-24T10:00:00Z');
const transaction: AddPrincipalTransaction = {
  sessionInfo,
  state: 'AbCdEfGhIjKlMnO',
  createdAt: now,
  redirectUri: 'https://www.asiointi.example/fi/asiointi/',
  returnTo: '/fi/asiointi/omat-tiedot',
};
const config = {
  authorizeUrl: 'https://valtuudet.example/oauth/authorize',
  clientId: 'asiointi-web',
  subscriptionKey: 'gateway-key',
};

describe('the redirect (P-21, P-22, K-17)', () => {
  it('makes a state of 15 URL-safe characters from random bytes', () => {
    const state = randomState((bytes) => bytes.map((_, i) => i * 17));
    expect(state).toHaveLength(stateLength);
    expect(state).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(randomState((bytes) => bytes.fill(0))).toBe('AAAAAAAAAAAAAAA');
  });

  it('draws again for bytes 248–255, so every character is equally likely', () => {
    // The first draw is all 248…255 except one 61 ('9'); the second draw fills the rest with 1 ('B').
    let draw = 0;
    const state = randomState((bytes) =>
      draw++ === 0 ? bytes.map((_, i) => (i === 3 ? 61 : 248 + (i % 8))) : bytes.fill(1),
    );
    expect(state).toBe(`9${'B'.repeat(14)}`);
    expect(draw).toBe(2);
  });

  it('sends the code flow parameters, the user, the language and the subscription key', () => {
    const url = new URL(authorizeUrl(config, transaction, 'sv'));
    expect(`${url.origin}${url.pathname}`).toBe(config.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'asiointi-web',
      redirect_uri: transaction.redirectUri,
      state: transaction.state,
      user: sessionInfo.userId,
      lang: 'sv',
      'subscription-key': 'gateway-key',
    });
  });
});

describe('the return (P-23, P-27)', () => {
  it('is recognized by obo_code or obo_error', () => {
    expect(isAddPrincipalReturn(new URLSearchParams('obo_code=x&obo_state=y'))).toBe(true);
    expect(isAddPrincipalReturn(new URLSearchParams('obo_error=access_denied'))).toBe(true);
    expect(isAddPrincipalReturn(new URLSearchParams('returnTo=/x'))).toBe(false);
  });

  it('leaves the address without its obo_* parameters, keeping the others', () => {
    const search = new URLSearchParams(
      'obo_code=c&obo_state=s&obo_error=e&obo_error_description=d&obo_error_uri=u&lahde=uutiskirje',
    );
    expect(withoutReturnParameters(search).toString()).toBe('lahde=uutiskirje');
  });
});

describe('the stored transaction (NS-19)', () => {
  const stored = (value: unknown) =>
    createMemoryStorage({
      [onBehalfOfKey]: typeof value === 'string' ? value : JSON.stringify(value),
    });

  it('is read back while younger than 15 minutes', () => {
    expect(readTransaction(stored(transaction), onBehalfOfKey, now + transactionTtlMs - 1)).toEqual(
      transaction,
    );
    expect(readTransaction(stored(transaction), onBehalfOfKey, now + transactionTtlMs)).toBeNull();
  });

  it.each([
    ['missing', createMemoryStorage({})],
    ['unparsable', stored('{nope')],
    ['a state of the wrong length', stored({ ...transaction, state: 'short' })],
    ['without session info', stored({ ...transaction, sessionInfo: undefined })],
  ])('is none when %s', (_, storage) => {
    expect(readTransaction(storage, onBehalfOfKey, now)).toBeNull();
  });
});

/** E-26…E-29: the spec's table from code to message. */
const table: [AddPrincipalCode, string][] = [
  ['principal-selection-interrupted', 'interupted'],
  ['no-suomifi-session-info-stored', 'connectionError'],
  ['suomifi-token-exchange-failed', 'connectionError'],
  ['selected-principal-too-old', 'overAgeLimit'],
  ['on-behalf-of-token-exchange-failed', 'connectionError'],
  ['unhandled-error', 'connectionError'],
];

describe('the error table (E-25…E-29)', () => {
  it.each(table)('%s → %s', (code, message) => {
    expect(messageFor(code)).toBe(message);
  });
});

describe('exchanging the return (P-23, P-24)', () => {
  const chosen = { firstName: 'Eetu', lastName: 'Mäkinen', accessToken: 'obo-token' };
  const deps = (overrides: Partial<CompletionDeps> = {}): CompletionDeps => ({
    exchangeCode: vi.fn(() => Promise.resolve('code-token')),
    onBehalfOf: vi.fn(() => Promise.resolve(chosen)),
    ...overrides,
  });
  const ok = new URLSearchParams(`obo_code=Xk3p&obo_state=${transaction.state}`);
  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof AddPrincipalError ? error.code : 'other'),
    );

  it('exchanges the code, then the token with the session’s request and session ids', async () => {
    const d = deps();
    expect(await exchangeReturn(ok, transaction, d)).toEqual(chosen);
    expect(d.exchangeCode).toHaveBeenCalledWith('Xk3p', transaction.redirectUri);
    expect(d.onBehalfOf).toHaveBeenCalledWith({
      accessToken: 'code-token',
      requestId: sessionInfo.requestId,
      sessionId: sessionInfo.sessionId,
    });
  });

  it('maps each failure to the spec’s code', async () => {
    const tooOld = new IdentityError('u', 400, 'principal_too_old', [], {});
    expect(
      await codeOf(
        exchangeReturn(new URLSearchParams('obo_error=access_denied'), transaction, deps()),
      ),
    ).toBe('principal-selection-interrupted');
    expect(await codeOf(exchangeReturn(ok, null, deps()))).toBe('no-suomifi-session-info-stored');
    expect(
      await codeOf(
        exchangeReturn(
          new URLSearchParams('obo_code=Xk3p&obo_state=someone-elses1'),
          transaction,
          deps(),
        ),
      ),
    ).toBe('no-suomifi-session-info-stored');
    expect(
      await codeOf(
        exchangeReturn(
          new URLSearchParams(`obo_error=server_error&obo_state=${transaction.state}`),
          transaction,
          deps(),
        ),
      ),
    ).toBe('unhandled-error');
    expect(
      await codeOf(
        exchangeReturn(
          ok,
          transaction,
          deps({ exchangeCode: () => Promise.reject(new Error('x')) }),
        ),
      ),
    ).toBe('suomifi-token-exchange-failed');
    expect(
      await codeOf(
        exchangeReturn(ok, transaction, deps({ onBehalfOf: () => Promise.reject(tooOld) })),
      ),
    ).toBe('selected-principal-too-old');
    expect(
      await codeOf(
        exchangeReturn(ok, transaction, deps({ onBehalfOf: () => Promise.reject(new Error('x')) })),
      ),
    ).toBe('on-behalf-of-token-exchange-failed');
  });

  it('tells a registered principal (a profile) from one to onboard (404)', async () => {
    expect(await hasProfile(() => Promise.resolve({}))).toBe(true);
    expect(
      await hasProfile(() => Promise.reject(new NotFoundError('u', 404, 'NotFoundError', [], {}))),
    ).toBe(false);
    await expect(hasProfile(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });
});

describe('starting the flow (P-21, P-22)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureHttp({});
  });

  it('stores the transaction with a fresh state and leaves for the authorization page', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(sessionInfo)));
    configureHttp({
      baseUrl: () => 'http://api.test/identity',
      subscriptionKey: 'key',
      patientToken: () => Promise.resolve('main-token'),
      report: () => undefined,
    });
    const storage = createMemoryStorage({});
    const assigned: string[] = [];
    const actions = createAddPrincipalActions({
      store: {} as never,
      tokens: {} as never,
      mainToken: () => Promise.resolve('main-token'),
      config,
      sessionStorage: storage,
      now: () => now,
      random: (bytes) => bytes.fill(1),
      assign: (url) => assigned.push(url),
    });
    await actions.start({
      redirectUri: transaction.redirectUri,
      returnTo: '/fi/asiointi/omat-tiedot',
      language: 'fi',
    });
    const saved = readTransaction(storage, onBehalfOfKey, now);
    expect(saved).toEqual({ ...transaction, state: 'BBBBBBBBBBBBBBB' });
    expect(new URL(assigned[0] ?? '').searchParams.get('state')).toBe('BBBBBBBBBBBBBBB');
  });

  it('removes the stored transaction on return, also when the selection was interrupted', async () => {
    const storage = createMemoryStorage({ [onBehalfOfKey]: JSON.stringify(transaction) });
    const select = vi.fn();
    const actions = createAddPrincipalActions({
      store: { select, beginRegistration: vi.fn() } as never,
      tokens: {} as never,
      mainToken: () => Promise.resolve('main-token'),
      config,
      sessionStorage: storage,
      now: () => now,
      random: (bytes) => bytes,
      assign: () => undefined,
    });
    const failure = await actions
      .complete(new URLSearchParams('obo_error=access_denied'))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AddPrincipalError);
    expect((failure as AddPrincipalError).code).toBe('principal-selection-interrupted');
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
    expect(select).not.toHaveBeenCalled();
  });
});
