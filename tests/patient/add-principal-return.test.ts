// The add-principal flow run end to end through the HTTP layer (P-20…P-27, C-27, C-28, C-30,
// C-31, E-25…E-29): start stores the transaction and leaves; the return exchanges the code and
// the token, registers the principal or sends them to onboarding, and switches the patient; each
// failure becomes the spec's code and leaves the user acting for themselves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, IdentityError, setPatientScope } from '../../src/api/index.ts';
import { createPatientToken, onBehalfOfKey } from '../../src/auth/index.ts';
import {
  AddPrincipalError,
  messageFor,
  type AddPrincipalCode,
  type AddPrincipalTransaction,
} from '../../src/patient/add-principal/add-principal.ts';
import { createAddPrincipalActions } from '../../src/patient/add-principal/add-principal-actions.ts';
import { createPatientStore } from '../../src/patient/patient-store.ts';
import { createPrincipalTokens, type ExchangedToken } from '../../src/patient/principal-tokens.ts';
import { createMemoryStorage, type MemoryStorage } from '../auth/support/memory-storage.ts';
import { completeProfile } from './onboarding/support/profiles.ts';
import {
  configureIdentityHttp,
  identityError,
  stubIdentityBackend,
  unsignedJwt,
  type Answer,
} from './support/identity-backend.ts';

const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const aino = '7c0e8f0a-3b5d-4d1e-9f42-2a6b8c1d9e55';
const now = Date.parse('2026-11-24T10:00:00Z');
const sessionInfo = {
  sessionId: 'a91344ea-60b3-4a1f-a53f-d71a10b7e902',
  userId: laura,
  requestId: 'eba5e86a-4626-4bd3-a066-40a4a481547e',
  clientId: 'asiointi-web',
};
const transaction: AddPrincipalTransaction = {
  sessionInfo,
  state: 'AbCdEfGhIjKlMnO',
  createdAt: now - 60_000,
  redirectUri: 'https://www.asiointi.example/fi/asiointi/',
  returnTo: '/fi/asiointi/omat-tiedot',
};
const config = {
  authorizeUrl: 'https://valtuudet.example/oauth/authorize',
  clientId: 'asiointi-web',
  subscriptionKey: 'gateway-key',
};

const route = {
  code: 'POST api.test/identity/oauth/token',
  onBehalfOf: 'POST obo.test/on-behalf-of/v1/oauth/get-on-behalf-of-token',
  profile: 'GET api.test/patient/profile',
  register: 'POST api.test/identity/principals',
  sessionInfo: 'GET api.test/identity/session-info',
} as const;

const codeToken: Answer = {
  status: 200,
  body: { access_token: 'code-token', scope: 'openid', token_type: 'Bearer', expires_in: 300 },
};
/** The chosen child's on-behalf-of token: the registration token (P-20), its subject the child. */
const oboTokenOf = (id: string) => unsignedJwt({ sub: id, act: { sub: laura } });
const onBehalfOf = (id: string, firstName: string): Answer => ({
  status: 200,
  body: {
    full_name: `${firstName} Mäkinen`,
    first_name: firstName,
    last_name: 'Mäkinen',
    access_token: oboTokenOf(id),
    issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    token_type: 'Bearer',
    expires_in: 900,
  },
});
const eetuProfile: Answer = {
  status: 200,
  body: { ...completeProfile, id: eetu, firstName: 'Eetu', givenNames: 'Eetu', email: undefined },
};
const noProfile: Answer = { status: 404, body: { code: 'NotFoundError', message: 'No profile' } };
const eetuRegistered: Answer = {
  status: 200,
  body: { id: eetu, firstName: 'Eetu', lastName: 'Mäkinen', onlinePaymentAllowed: true },
};
const returnWith = (query: string) => new URLSearchParams(query);
const codeReturn = returnWith(`obo_code=Xk3p&obo_state=${transaction.state}`);

let disposers: (() => void)[] = [];

/** Laura signed in, acting for herself, with the transaction stored (or the given storage). */
function flow(options: { storage?: MemoryStorage; backend?: Record<string, Answer> } = {}) {
  setPatientScope({ subject: laura, patient: 'main' });
  const backend = stubIdentityBackend(options.backend ?? {});
  const store = createPatientStore({
    sessionStorage: createMemoryStorage({ 'tap.patient_v1': '{"type":"main"}' }),
    setCookie: () => undefined,
    hostname: 'localhost',
    openChannel: undefined,
    fixed: false,
  });
  const exchange = vi.fn((principalId: string): Promise<ExchangedToken> =>
    Promise.resolve({ accessToken: `principal-token:${principalId}`, expiresIn: 900 }),
  );
  const tokens = createPrincipalTokens({
    exchange,
    registrationToken: (id) => store.registrationToken(id),
    now: () => now,
    report: () => undefined,
  });
  disposers.push(store.dispose, tokens.dispose);
  const mainToken = () => Promise.resolve('main-token');
  configureIdentityHttp({ patientToken: createPatientToken(mainToken, tokens.token) });
  const storage =
    options.storage ?? createMemoryStorage({ [onBehalfOfKey]: JSON.stringify(transaction) });
  const assign = vi.fn<(url: string) => void>();
  const actions = createAddPrincipalActions({
    store,
    tokens,
    mainToken,
    config,
    sessionStorage: storage,
    now: () => now,
    random: (bytes) => bytes.map((_, i) => i),
    assign,
  });
  return { actions, backend, store, exchange, storage, assign };
}

/** The code the return failed with, or 'resolved'. */
const failureOf = (promise: Promise<unknown>): Promise<AddPrincipalCode | 'resolved' | 'other'> =>
  promise.then(
    () => 'resolved' as const,
    (error: unknown) => (error instanceof AddPrincipalError ? error.code : 'other'),
  );

beforeEach(() => {
  disposers = [];
});

afterEach(() => {
  for (const dispose of disposers) {
    dispose();
  }
  setPatientScope({ subject: null, patient: 'main' });
  configureHttp({});
  vi.unstubAllGlobals();
});

describe('a return for a child who has a profile (P-24…P-27, C-27, C-28, C-30)', () => {
  it('exchanges the code, then the token, registers the child and acts for them', async () => {
    const { actions, backend, store, exchange, storage } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    expect(await actions.complete(codeReturn)).toEqual({
      kind: 'Registered',
      firstName: 'Eetu',
      lastName: 'Mäkinen',
      returnTo: transaction.returnTo,
    });
    expect(backend.sent.map((r) => `${r.method} ${r.at}`)).toEqual([
      route.code,
      route.onBehalfOf,
      route.profile,
      route.register,
    ]);
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
    expect(exchange).toHaveBeenCalledWith(eetu, 'main-token');
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
  });

  it('takes the names from the on-behalf-of answer when the registration answers only the id (C-30)', async () => {
    const { actions, store } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu Ilmari'),
        [route.profile]: eetuProfile,
        [route.register]: { status: 200, body: { id: eetu } },
      },
    });
    expect(await actions.complete(codeReturn)).toEqual({
      kind: 'Registered',
      firstName: 'Eetu Ilmari',
      lastName: 'Mäkinen',
      returnTo: transaction.returnTo,
    });
    expect(store.selection()).toEqual({ type: 'principal', id: eetu });
  });

  it('sends the code as a form with the stored redirect URI (C-27)', async () => {
    const { actions, backend } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    await actions.complete(codeReturn);
    const [request] = backend.to(route.code);
    expect(request?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.body).toEqual({
      grant_type: 'authorization_code',
      code: 'Xk3p',
      redirect_uri: transaction.redirectUri,
    });
    expect(request?.subscriptionKey).toBe('gateway-key');
  });

  it('sends the code’s token with the stored request and session ids to the on-behalf-of base (C-28, AMB-12)', async () => {
    const { actions, backend } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    await actions.complete(codeReturn);
    expect(backend.to(route.onBehalfOf).map((r) => r.body)).toEqual([
      {
        accessToken: 'code-token',
        requestId: sessionInfo.requestId,
        sessionId: sessionInfo.sessionId,
      },
    ]);
  });

  it('reads the profile and registers with the child’s on-behalf-of token, not the main token (P-20)', async () => {
    const { actions, backend } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    await actions.complete(codeReturn);
    for (const r of [...backend.to(route.profile), ...backend.to(route.register)]) {
      expect(r.authorization).toBe(`Bearer ${oboTokenOf(eetu)}`);
    }
    expect(backend.to(route.register)).toHaveLength(1);
  });

  it('registers the child but stays oneself when their token exchange fails (connectionError)', async () => {
    const { actions, backend, store, exchange } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    exchange.mockRejectedValueOnce(new Error('identity down'));
    expect(await failureOf(actions.complete(codeReturn))).toBe('unhandled-error');
    expect(backend.to(route.register)).toHaveLength(1);
    expect(store.selection()).toEqual({ type: 'main' });
  });
});

describe('a return for a child without a profile (P-25, P-28, P-31)', () => {
  it('goes to onboarding as register-principal with the registration token, registering nothing', async () => {
    const { actions, backend, store, exchange, storage } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(aino, 'Aino'),
        [route.profile]: noProfile,
      },
    });
    expect(await actions.complete(codeReturn)).toEqual({
      kind: 'Onboarding',
      returnTo: transaction.returnTo,
    });
    expect(store.selection()).toEqual({
      type: 'register-principal',
      id: aino,
      firstName: 'Aino',
      lastName: 'Mäkinen',
    });
    expect(store.registrationToken(aino)).toBe(oboTokenOf(aino));
    expect(backend.to(route.register)).toEqual([]);
    expect(exchange).not.toHaveBeenCalled();
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
  });
});

describe('a return that fails (E-25…E-29, P-18, P-27)', () => {
  it('refuses a child the on-behalf-of exchange finds too old: selected-principal-too-old → overAgeLimit', async () => {
    const { actions, backend, store } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: identityError(400, 'principal_too_old'),
      },
    });
    const code = await failureOf(actions.complete(codeReturn));
    expect(code).toBe('selected-principal-too-old');
    expect(messageFor(code as AddPrincipalCode)).toBe('overAgeLimit');
    expect(backend.to(route.profile)).toEqual([]);
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('refuses a registered child the token exchange finds too old, and returns to the main user', async () => {
    const { actions, store, exchange } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    exchange.mockRejectedValueOnce(
      new IdentityError('u', 400, 'principal_too_old', [], { error: 'principal_too_old' }),
    );
    expect(await failureOf(actions.complete(codeReturn))).toBe('selected-principal-too-old');
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('maps a refused code (400 invalid_grant) to suomifi-token-exchange-failed and asks nothing more', async () => {
    const { actions, backend, store } = flow({
      backend: { [route.code]: identityError(400, 'invalid_grant') },
    });
    expect(await failureOf(actions.complete(codeReturn))).toBe('suomifi-token-exchange-failed');
    expect(backend.sent.map((r) => `${r.method} ${r.at}`)).toEqual([route.code]);
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('maps another on-behalf-of failure to on-behalf-of-token-exchange-failed', async () => {
    const { actions } = flow({
      backend: { [route.code]: codeToken, [route.onBehalfOf]: identityError(500, 'internal') },
    });
    expect(await failureOf(actions.complete(codeReturn))).toBe(
      'on-behalf-of-token-exchange-failed',
    );
  });

  it.each([
    ['a state that is not ours', `obo_code=Xk3p&obo_state=ZZZZZZZZZZZZZZZ`],
    ['no state at all', 'obo_code=Xk3p'],
  ])('refuses %s before any call, and forgets the transaction (E-27)', async (_, query) => {
    const { actions, backend, storage, store } = flow();
    expect(await failureOf(actions.complete(returnWith(query)))).toBe(
      'no-suomifi-session-info-stored',
    );
    expect(backend.sent).toEqual([]);
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it('refuses a return whose transaction is 15 minutes old, before any call (NS-19)', async () => {
    const storage = createMemoryStorage({
      [onBehalfOfKey]: JSON.stringify({ ...transaction, createdAt: now - 15 * 60_000 }),
    });
    const { actions, backend } = flow({ storage });
    expect(await failureOf(actions.complete(codeReturn))).toBe('no-suomifi-session-info-stored');
    expect(backend.sent).toEqual([]);
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
  });

  it('treats a second return with the same address as having no transaction', async () => {
    const { actions } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
        [route.profile]: eetuProfile,
        [route.register]: eetuRegistered,
      },
    });
    await actions.complete(codeReturn);
    expect(await failureOf(actions.complete(codeReturn))).toBe('no-suomifi-session-info-stored');
  });

  it('maps an on-behalf-of token without a subject to unhandled-error', async () => {
    const { actions, backend, store } = flow({
      backend: {
        [route.code]: codeToken,
        [route.onBehalfOf]: {
          status: 200,
          body: {
            ...(onBehalfOf(eetu, 'Eetu').body as object),
            access_token: unsignedJwt({ act: { sub: laura } }),
          },
        },
      },
    });
    expect(await failureOf(actions.complete(codeReturn))).toBe('unhandled-error');
    expect(backend.to(route.profile)).toEqual([]);
    expect(store.selection()).toEqual({ type: 'main' });
  });

  it.each([
    [
      'the profile cannot be read (500)',
      { status: 500, body: { code: 'InternalError', message: 'Down' } },
      eetuRegistered,
    ],
    [
      'the registration is refused (400 invalid_principal)',
      eetuProfile,
      identityError(400, 'invalid_principal'),
    ],
  ])(
    'maps it to unhandled-error and returns to the main user when %s',
    async (_, profile, register) => {
      const { actions, store, exchange } = flow({
        backend: {
          [route.code]: codeToken,
          [route.onBehalfOf]: onBehalfOf(eetu, 'Eetu'),
          [route.profile]: profile,
          [route.register]: register,
        },
      });
      expect(await failureOf(actions.complete(codeReturn))).toBe('unhandled-error');
      expect(store.selection()).toEqual({ type: 'main' });
      expect(store.registrationToken(eetu)).toBeNull();
      expect(exchange).not.toHaveBeenCalled();
    },
  );

  it('maps an interrupted selection to interupted without any call (E-26)', async () => {
    const { actions, backend, storage } = flow();
    const code = await failureOf(
      actions.complete(returnWith(`obo_error=access_denied&obo_state=${transaction.state}`)),
    );
    expect(code).toBe('principal-selection-interrupted');
    expect(messageFor(code as AddPrincipalCode)).toBe('interupted');
    expect(backend.sent).toEqual([]);
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
  });
});

describe('starting the flow (P-21, P-22, C-31)', () => {
  it('asks session info with the main token, even while acting for a child', async () => {
    const storage = createMemoryStorage({});
    const { actions, backend, store, assign } = flow({
      storage,
      backend: { [route.sessionInfo]: { status: 200, body: sessionInfo } },
    });
    store.select({ type: 'principal', id: eetu });
    await actions.start({ redirectUri: transaction.redirectUri, returnTo: '/', language: 'fi' });
    expect(backend.to(route.sessionInfo).map((r) => r.authorization)).toEqual([
      'Bearer main-token',
    ]);
    expect(assign).toHaveBeenCalledTimes(1);
    const stored = JSON.parse(storage.getItem(onBehalfOfKey) ?? '{}') as AddPrincipalTransaction;
    const url = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(url.searchParams.get('state')).toBe(stored.state);
    expect(stored.state).toHaveLength(15);
  });

  it('stores nothing and stays on the page when session info fails', async () => {
    const storage = createMemoryStorage({});
    const { actions, assign } = flow({
      storage,
      backend: { [route.sessionInfo]: identityError(500, 'internal') },
    });
    await expect(
      actions.start({ redirectUri: transaction.redirectUri, returnTo: '/', language: 'fi' }),
    ).rejects.toBeInstanceOf(IdentityError);
    expect(storage.getItem(onBehalfOfKey)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
