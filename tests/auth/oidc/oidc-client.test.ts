import {
  IndexedDbDPoPStore,
  InMemoryWebStorage,
  UserManager,
  type INavigator,
  type IWindow,
} from 'oidc-client-ts';
import { decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOidcAuthClient } from '../../../src/auth/oidc/oidc-auth-client.ts';
import {
  signinRedirectArgs,
  signinSilentArgs,
  signoutRedirectArgs,
  usesFakeIdp,
  userManagerSettings,
  type SignInConfig,
} from '../../../src/auth/oidc/oidc-settings.ts';
import { classifyRenewalError } from '../../../src/auth/session/renewal-error.ts';
import { createMemoryDpopStore, stubWindowCrypto } from '../support/memory-dpop-store.ts';
import { createMemoryStorage } from '../support/memory-storage.ts';

const authority = 'http://localhost:4000';
const config: SignInConfig = {
  authority,
  clientId: 'asiointi-web',
  origin: 'http://localhost:5173',
  production: false,
};
const subject = 'ba882c38-4efc-41c7-87ac-a7951d1df174';

describe('UserManager settings (C-43, S-27, S-42, TOOLCHAIN)', () => {
  const settings = userManagerSettings(config, 'sv', new InMemoryWebStorage());

  it('use code + PKCE with openid profile, per-language callbacks and the you-logged-out page', () => {
    expect(settings).toMatchObject({
      authority,
      client_id: 'asiointi-web',
      response_type: 'code',
      scope: 'openid profile',
      ui_locales: 'sv',
      redirect_uri: 'http://localhost:5173/sv/e-tjanster/identifiering/callback',
      silent_redirect_uri: 'http://localhost:5173/sv/e-tjanster/identifiering/silent-renew',
      post_logout_redirect_uri: 'http://localhost:5173/sv/e-tjanster/identifiering/du-loggades-ut',
      requestTimeoutInSeconds: 10,
      silentRequestTimeoutInSeconds: 10,
      staleStateAgeInSeconds: 900,
      automaticSilentRenew: false,
      loadUserInfo: false,
    });
    expect(settings.disablePKCE).toBeUndefined();
  });

  it('turn DPoP on, its non-extractable key in IndexedDB, the authorization code left unbound', () => {
    expect(settings.dpop?.store).toBeInstanceOf(IndexedDbDPoPStore);
    expect(settings.dpop?.bind_authorization_code).toBe(false);
  });

  it('never carry max_age (it would break every silent renewal)', () => {
    expect(settings).not.toHaveProperty('max_age');
  });

  it('put max_age 0 on the interactive redirect and 999999 on silent sign-in', () => {
    expect(signinRedirectArgs(config, 'en', true)).toEqual({
      redirect_uri: 'http://localhost:5173/en/e-services/identification/callback',
      ui_locales: 'en',
      max_age: 0,
      extraQueryParams: { language: 'en', idp: 'fakebank' },
    });
    expect(signinSilentArgs('fi', false)).toEqual({
      ui_locales: 'fi',
      max_age: 999999,
      extraQueryParams: { language: 'fi' },
      silentRequestTimeoutInSeconds: 10,
    });
  });

  it('use the fake bank only outside production, unless tap.disable_fake_idp is "true" (S-02)', () => {
    expect(usesFakeIdp(false, createMemoryStorage())).toBe(true);
    expect(usesFakeIdp(false, createMemoryStorage({ 'tap.disable_fake_idp': 'true' }))).toBe(false);
    expect(usesFakeIdp(false, createMemoryStorage({ 'tap.disable_fake_idp': 'yes' }))).toBe(true);
    expect(usesFakeIdp(true, createMemoryStorage())).toBe(false);
  });
});

/** A navigator that records where the library sends the browser and answers with `respond`. */
function fakeNavigator(respond: (url: URL) => string | undefined) {
  const visited: URL[] = [];
  const navigator: INavigator = {
    prepare: () =>
      Promise.resolve<IWindow>({
        navigate: ({ url }) => {
          const parsed = new URL(url);
          visited.push(parsed);
          const answer = respond(parsed);
          return answer === undefined
            ? new Promise(() => undefined)
            : Promise.resolve({ url: answer });
        },
        close: () => undefined,
      }),
    callback: () => Promise.resolve(),
  };
  return { navigator, visited };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) =>
  `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}.sig`;

describe('the oidc-client-ts adapter, against a scripted provider', () => {
  let storage: InMemoryWebStorage;
  let dpopStore: ReturnType<typeof createMemoryDpopStore>;
  let tokenRequests: URLSearchParams[];
  /** The DPoP header of each token request, in order. */
  let dpopProofs: (string | null)[];
  let revocations: URLSearchParams[];
  let tokenAnswer: () => Promise<Response>;
  /** The provider's signing key, and its public half as the provider publishes it. */
  let providerKey: CryptoKey;
  let providerJwk: Record<string, string>;
  /** ID token claims each test may change: issuer, audience, expiry, signing key. */
  let idTokenIssue: {
    issuer: string;
    audience: string;
    expiresIn: number;
    key?: CryptoKey;
    /** The provider's clock at issue, in seconds; the device's clock by default. */
    issuedAt?: number;
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    providerKey = pair.privateKey;
    const { n = '', e = '' }: JWK = await exportJWK(pair.publicKey);
    providerJwk = { kty: 'RSA', n, e, kid: 'provider-1', alg: 'RS256', use: 'sig' };
  });

  /** A signed ID token, as the provider issues it (or as a test tampers with it). */
  const signedIdToken = () =>
    new SignJWT({ given_name: 'Maija', family_name: 'Meikäläinen' })
      .setProtectedHeader({ alg: 'RS256', kid: 'provider-1' })
      .setIssuer(idTokenIssue.issuer)
      .setAudience(idTokenIssue.audience)
      .setSubject(subject)
      .setIssuedAt(idTokenIssue.issuedAt ?? Math.floor(Date.now() / 1000))
      .setExpirationTime(
        (idTokenIssue.issuedAt ?? Math.floor(Date.now() / 1000)) + idTokenIssue.expiresIn,
      )
      .sign(idTokenIssue.key ?? providerKey);

  const now = () => Math.floor(Date.now() / 1000);
  const tokens = (n: number) => ({
    access_token: jwt({ sub: subject, n }),
    id_token: jwt({
      iss: authority,
      aud: 'asiointi-web',
      sub: subject,
      iat: now(),
      exp: now() + 3600,
      given_name: 'Maija',
      family_name: 'Meikäläinen',
    }),
    refresh_token: `refresh-${n}`,
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'openid profile',
  });

  beforeEach(() => {
    storage = new InMemoryWebStorage();
    dpopStore = createMemoryDpopStore();
    stubWindowCrypto();
    tokenRequests = [];
    dpopProofs = [];
    revocations = [];
    let issued = 0;
    idTokenIssue = { issuer: authority, audience: 'asiointi-web', expiresIn: 3600 };
    tokenAnswer = async () => {
      issued += 1;
      return Response.json({ ...tokens(issued), id_token: await signedIdToken() });
    };
    const form = (init?: RequestInit) =>
      new URLSearchParams(
        typeof init?.body === 'string' ? init.body : (init?.body as URLSearchParams),
      );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${authority}/token`) {
        tokenRequests.push(form(init));
        dpopProofs.push(new Headers(init?.headers).get('DPoP'));
        return tokenAnswer();
      }
      if (url === `${authority}/token/revocation`) {
        revocations.push(form(init));
        return Promise.resolve(new Response(null, { status: 200 }));
      }
      return Promise.resolve(new Response('not found', { status: 404 }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const metadata = {
    issuer: authority,
    authorization_endpoint: `${authority}/auth`,
    token_endpoint: `${authority}/token`,
    end_session_endpoint: `${authority}/session/end`,
    revocation_endpoint: `${authority}/token/revocation`,
    jwks_uri: `${authority}/jwks`,
  };

  function client(
    options: {
      redirect?: (url: URL) => string | undefined;
      iframe?: (url: URL) => string | undefined;
    } = {},
  ) {
    const redirect = fakeNavigator(options.redirect ?? (() => undefined));
    const iframe = fakeNavigator(options.iframe ?? (() => undefined));
    const manager = new UserManager(
      {
        ...userManagerSettings(config, 'fi', storage, dpopStore),
        metadata,
        signingKeys: [providerJwk],
      },
      redirect.navigator,
      undefined,
      iframe.navigator,
    );
    return { auth: createOidcAuthClient(config, manager, storage), redirect, iframe };
  }

  it('redirects with code + PKCE S256, max_age=0, the language and the fake bank', async () => {
    const { auth, redirect } = client();
    void auth.signinRedirect('en');
    await vi.waitFor(
      () => {
        expect(redirect.visited).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    const params = redirect.visited[0]?.searchParams;
    expect(`${redirect.visited[0]?.origin ?? ''}${redirect.visited[0]?.pathname ?? ''}`).toBe(
      `${authority}/auth`,
    );
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      client_id: 'asiointi-web',
      redirect_uri: 'http://localhost:5173/en/e-services/identification/callback',
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
      max_age: '0',
      ui_locales: 'en',
      language: 'en',
      idp: 'fakebank',
    });
    expect(params?.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params?.get('state')).toBeTruthy();
  });

  it('completes the callback into a stored user with the ID token claims (S-18)', async () => {
    const { auth, redirect } = client();
    void auth.signinRedirect('fi');
    await vi.waitFor(
      () => {
        expect(redirect.visited).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    const state = redirect.visited[0]?.searchParams.get('state') ?? '';
    const user = await auth.signinCallback(
      `http://localhost:5173/fi/asiointi/tunnistaminen/callback?code=the-code&state=${state}`,
    );
    expect(user).toMatchObject({
      subject,
      givenName: 'Maija',
      familyName: 'Meikäläinen',
      accessToken: tokens(1).access_token,
    });
    expect(tokenRequests[0]?.get('grant_type')).toBe('authorization_code');
    expect(tokenRequests[0]?.get('code')).toBe('the-code');
    expect(tokenRequests[0]?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
    await expect(auth.getUser()).resolves.toMatchObject({ subject });
  });

  const refusedIdTokens: [string, boolean, Partial<typeof idTokenIssue>][] = [
    ['signed with another key', true, {}],
    ['issued by another provider', false, { issuer: 'https://elsewhere.example' }],
    ['issued to another client', false, { audience: 'someone-else' }],
    ['expired', false, { expiresIn: -120 }],
  ];

  it.each(refusedIdTokens)(
    'refuses an ID token %s at the callback and keeps no user (C-38)',
    async (_what, otherKey, changes) => {
      const key = otherKey ? (await generateKeyPair('RS256')).privateKey : undefined;
      idTokenIssue = { ...idTokenIssue, ...changes, ...(key && { key }) };
      const { auth, redirect } = client();
      void auth.signinRedirect('fi');
      await vi.waitFor(
        () => {
          expect(redirect.visited).toHaveLength(1);
        },
        { timeout: 5_000 },
      );
      const state = redirect.visited[0]?.searchParams.get('state') ?? '';
      await expect(
        auth.signinCallback(`http://localhost:5173/x?code=c&state=${state}`),
      ).rejects.toThrow('The ID token did not validate');
      await expect(auth.getUser()).resolves.toBeNull();
    },
  );

  // With `openid` in the answer's scope the library fails on the missing token itself; an answer
  // that narrows the scope gets past it.
  it.each([
    ['a scope without openid', { scope: 'profile' }, 'User from the auth server has no id token'],
    ['the openid scope', {}, 'Invalid token specified'],
  ])(
    'refuses a code exchange with %s that brings no ID token, and keeps no user (E-15)',
    async (_what, answer, message) => {
      tokenAnswer = () => {
        const { id_token: _dropped, ...withoutIdToken } = tokens(1);
        return Promise.resolve(Response.json({ ...withoutIdToken, ...answer }));
      };
      const { auth, redirect } = client();
      void auth.signinRedirect('fi');
      await vi.waitFor(
        () => {
          expect(redirect.visited).toHaveLength(1);
        },
        { timeout: 5_000 },
      );
      const state = redirect.visited[0]?.searchParams.get('state') ?? '';
      await expect(
        auth.signinCallback(`http://localhost:5173/x?code=c&state=${state}`),
      ).rejects.toThrow(message);
      await expect(auth.getUser()).resolves.toBeNull();
    },
  );

  /** The URL of the first request made, once it is made. */
  function firstRequest() {
    let resolve: (url: string) => void = () => undefined;
    const promise = new Promise<string>((settle) => {
      resolve = settle;
    });
    return { promise, resolve };
  }

  /** A provider that never answers: the request hangs until the library aborts it. */
  const neverAnswers = (init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });

  it('gives up a code exchange the provider never answers after 10 s: Network timed out (E-09)', async () => {
    const { auth, redirect } = client();
    void auth.signinRedirect('fi');
    await vi.waitFor(
      () => {
        expect(redirect.visited).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    const state = redirect.visited[0]?.searchParams.get('state') ?? '';
    const requested = firstRequest();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requested.resolve(input instanceof Request ? input.url : String(input));
      return neverAnswers(init);
    });
    // Only the library's time-out is faked (vi.waitFor would move a fake clock on).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settled = vi.fn();
      const exchange = auth.signinCallback(`http://localhost:5173/x?code=c&state=${state}`);
      exchange.then(settled, settled);
      await expect(requested.promise).resolves.toBe(`${authority}/token`);
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(exchange).rejects.toMatchObject({
        name: 'ErrorTimeout',
        message: 'Network timed out',
      });
    } finally {
      vi.useRealTimers();
    }
    await expect(auth.getUser()).resolves.toBeNull();
  });

  it('gives up a sign-in whose discovery document never comes after 10 s (E-09)', async () => {
    const requested = firstRequest();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      requested.resolve(input instanceof Request ? input.url : String(input));
      return neverAnswers(init);
    });
    const redirect = fakeNavigator(() => undefined);
    // The production settings alone: the metadata and key set come from the provider.
    const manager = new UserManager(
      userManagerSettings(config, 'fi', storage, dpopStore),
      redirect.navigator,
    );
    const auth = createOidcAuthClient(config, manager, storage);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const settled = vi.fn();
      const started = auth.signinRedirect('fi');
      started.then(settled, settled);
      await expect(requested.promise).resolves.toBe(
        `${authority}/.well-known/openid-configuration`,
      );
      await vi.advanceTimersByTimeAsync(9_999);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(started).rejects.toThrow('Network timed out');
      expect(redirect.visited).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails a sign-in whose provider is out of reach before preparing the redirect, which would stop the page', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const prepared = vi.fn();
    const closed = vi.fn();
    // The library's own redirect navigator closes with `window.stop()`.
    const navigator: INavigator = {
      prepare: () => {
        prepared();
        return Promise.resolve<IWindow>({
          navigate: () => new Promise(() => undefined),
          close: closed,
        });
      },
      callback: () => Promise.resolve(),
    };
    const manager = new UserManager(
      userManagerSettings(config, 'fi', storage, dpopStore),
      navigator,
    );
    const auth = createOidcAuthClient(config, manager, storage);
    await expect(auth.signinRedirect('fi')).rejects.toThrow('Failed to fetch');
    expect(prepared).not.toHaveBeenCalled();
    expect(closed).not.toHaveBeenCalled();
  });

  it('accepts an ID token a few seconds past its expiry (clock leeway)', async () => {
    idTokenIssue = { ...idTokenIssue, expiresIn: -10 };
    await expect(signedIn()).resolves.toBeDefined();
  });

  it('signs in on a device whose clock is two hours fast: exp is checked on the provider’s clock', async () => {
    const providerNow = Date.now();
    vi.useFakeTimers({ now: providerNow + 2 * 60 * 60 * 1000, toFake: ['Date'] });
    try {
      // The provider's hour-long ID token, issued at its own time: already expired on the device.
      idTokenIssue = { ...idTokenIssue, issuedAt: Math.floor(providerNow / 1000) };
      const { auth } = await signedIn();
      await expect(auth.getUser()).resolves.toMatchObject({ subject });
      // A renewal's new ID token is checked the same way.
      await expect(auth.signinSilent('fi')).resolves.toMatchObject({ subject });
      // One expired on the provider's own clock is still refused.
      idTokenIssue = { ...idTokenIssue, expiresIn: -120 };
      await expect(auth.signinSilent('fi')).rejects.toThrow('The ID token did not validate');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a callback whose state is not ours (E-13)', async () => {
    const { auth } = client();
    await expect(
      auth.signinCallback(
        'http://localhost:5173/fi/asiointi/tunnistaminen/callback?code=c&state=forged',
      ),
    ).rejects.toThrow(/state/i);
    expect(tokenRequests).toHaveLength(0);
  });

  async function signedIn() {
    const created = client();
    void created.auth.signinRedirect('fi');
    await vi.waitFor(
      () => {
        expect(created.redirect.visited).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    const state = created.redirect.visited[0]?.searchParams.get('state') ?? '';
    await created.auth.signinCallback(`http://localhost:5173/x?code=c&state=${state}`);
    return created;
  }

  it('proves one DPoP key at every token request: the code exchange and each renewal', async () => {
    const { auth } = await signedIn();
    await auth.signinSilent('fi');
    await auth.signinSilent('fi');
    expect(dpopProofs).toHaveLength(3);
    const keys = dpopProofs.map((proof) => {
      const header = decodeProtectedHeader(proof ?? '');
      expect(header.typ).toBe('dpop+jwt');
      return JSON.stringify(header.jwk);
    });
    expect(new Set(keys).size).toBe(1);
    expect(dpopStore.keys()).toEqual(['asiointi-web']);
  });

  it('forgets the DPoP key with the user: every end of a session removes both', async () => {
    const ended = await signedIn();
    expect(dpopStore.keys()).toEqual(['asiointi-web']);
    await ended.auth.removeUserAndRevoke();
    expect(dpopStore.keys()).toEqual([]);

    const removed = await signedIn();
    expect(dpopStore.keys()).toEqual(['asiointi-web']);
    await removed.auth.removeUser();
    expect(dpopStore.keys()).toEqual([]);
  });

  it('renews silently with the refresh token: one token request, no iframe', async () => {
    const { auth, iframe } = await signedIn();
    const renewed = await auth.signinSilent('fi');
    expect(renewed.accessToken).toBe(tokens(2).access_token);
    expect(tokenRequests).toHaveLength(2);
    expect(Object.fromEntries(tokenRequests[1] ?? [])).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
    expect(tokenRequests[1]?.has('redirect_uri')).toBe(false);
    expect(iframe.visited).toHaveLength(0);
  });

  it('without a refresh token, signs in silently in the iframe with max_age=999999 (S-27)', async () => {
    const { auth, iframe } = client({
      iframe: (url) =>
        `http://localhost:5173/fi/asiointi/tunnistaminen/silent-renew?error=login_required&state=${url.searchParams.get('state') ?? ''}`,
    });
    const failure = await auth.signinSilent('fi').catch((error: unknown) => error);
    const params = iframe.visited[0]?.searchParams;
    expect(params?.get('prompt')).toBe('none');
    expect(params?.get('max_age')).toBe('999999');
    expect(params?.get('redirect_uri')).toBe(
      'http://localhost:5173/fi/asiointi/tunnistaminen/silent-renew',
    );
    expect(classifyRenewalError(failure)).toBe('LoginRequired');
  });

  it('signs out through the end session with the ID token hint, client id, you-logged-out page and state (C-44)', async () => {
    const { auth, redirect } = await signedIn();
    const idToken = (await auth.getUser())?.idToken;
    void auth.signoutRedirect({ idTokenHint: idToken, language: 'sv' });
    await vi.waitFor(
      () => {
        expect(redirect.visited).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    const end = redirect.visited[1];
    expect(`${end?.origin ?? ''}${end?.pathname ?? ''}`).toBe(`${authority}/session/end`);
    const params = end?.searchParams ?? new URLSearchParams();
    expect([...params.keys()].sort()).toEqual([
      'client_id',
      'id_token_hint',
      'post_logout_redirect_uri',
      'state',
    ]);
    expect(params.get('id_token_hint')).toBe(idToken);
    expect(params.get('client_id')).toBe('asiointi-web');
    expect(params.get('post_logout_redirect_uri')).toBe(
      'http://localhost:5173/sv/e-tjanster/identifiering/du-loggades-ut',
    );
    expect(params.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await expect(auth.getUser()).resolves.toBeNull();
    // Nothing of the sign-out is stored: no user, and no state of the library's.
    expect(storage.length).toBe(0);
  });

  it('without an ID token hint still sends the client id once, and a new state each time (C-44)', async () => {
    const { auth, redirect } = await signedIn();
    await auth.removeUser();
    void auth.signoutRedirect({ idTokenHint: undefined, language: 'fi' });
    await vi.waitFor(
      () => {
        expect(redirect.visited).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    const params = redirect.visited[1]?.searchParams ?? new URLSearchParams();
    expect(params.getAll('client_id')).toEqual(['asiointi-web']);
    expect(params.has('id_token_hint')).toBe(false);
    expect(params.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(signoutRedirectArgs(config, 'fi', 'hint').extraQueryParams?.state).not.toBe(
      params.get('state'),
    );
  });

  it('removes the user first, then revokes its refresh token; nothing is stored again', async () => {
    const { auth } = await signedIn();
    const storedAtRevocation: (string | null)[] = [];
    const answered = vi.fn();
    const stubbed = vi.mocked(fetch);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === `${authority}/token/revocation`) {
        for (let index = 0; index < storage.length; index += 1) {
          storedAtRevocation.push(storage.key(index));
        }
        const response = await stubbed(input, init);
        answered();
        return response;
      }
      return stubbed(input, init);
    });
    await auth.removeUserAndRevoke();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(revocations[0] ?? [])).toMatchObject({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
    });
    // The user was gone before the revocation was sent, and its answer stored nothing again.
    expect(storedAtRevocation.filter((key) => key?.includes('user:'))).toEqual([]);
    await expect(auth.getUser()).resolves.toBeNull();
  });
});
