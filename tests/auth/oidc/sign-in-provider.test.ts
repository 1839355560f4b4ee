// The session's oidc-client-ts settings against the real local sign-in provider of the mock
// stack (oidc-provider): interactive sign-in with PKCE, refresh-token renewal with rotation,
// one renewal across tabs, refresh tokens bound to the browser's DPoP key, and the end-session
// request. A "browser" is its local storage and its DPoP key store, shared by its tabs.
import {
  InMemoryWebStorage,
  UserManager,
  WebStorageStateStore,
  type INavigator,
} from 'oidc-client-ts';
import { exportJWK, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { personaByKey } from '../../../mock-server/personas.ts';
import {
  startSignInProvider,
  type SignInProvider,
} from '../../../mock-server/sign-in/sign-in-provider.ts';
import type { AuthClient } from '../../../src/auth/session/auth-client.ts';
import { realClock } from '../../../src/auth/session/clock.ts';
import { webLocks } from '../../../src/auth/session/locks.ts';
import { createOidcAuthClient } from '../../../src/auth/oidc/oidc-auth-client.ts';
import { userManagerSettings, type SignInConfig } from '../../../src/auth/oidc/oidc-settings.ts';
import { renewAcrossTabs } from '../../../src/auth/session/renewal.ts';
import { createFakeLockManager } from '../support/fake-lock-manager.ts';
import { createMemoryDpopStore, stubWindowCrypto } from '../support/memory-dpop-store.ts';

const origin = 'http://localhost:5173';
const laura = personaByKey('mainUser');

/** Just enough of a browser: cookies by name, redirects followed by hand. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1).trim();
        if (value === '') {
          cookies.delete(pair.slice(0, eq).trim());
        } else {
          cookies.set(pair.slice(0, eq).trim(), value);
        }
      }
    },
  };
}

let provider: SignInProvider;
const tokenRequests: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  provider = await startSignInProvider({ port: 0, log: () => undefined });
  // Count what reaches the token endpoint, whoever sends it.
  globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${provider.issuer}/token`) {
      tokenRequests.push(
        String(init?.body instanceof URLSearchParams ? init.body.get('grant_type') : ''),
      );
    }
    return realFetch(input, init);
  };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  await provider.close();
});

beforeEach(() => {
  stubWindowCrypto();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Browser {
  storage: InMemoryWebStorage;
  dpopStore: ReturnType<typeof createMemoryDpopStore>;
}

const newBrowser = (): Browser => ({
  storage: new InMemoryWebStorage(),
  dpopStore: createMemoryDpopStore(),
});

/** The refresh token the browser keeps in local storage, as a script could read it. */
async function storedRefreshToken({ storage }: Browser): Promise<string> {
  const raw = await new WebStorageStateStore({ store: storage }).get(
    `user:${provider.issuer}:asiointi-web`,
  );
  return (JSON.parse(raw ?? '{}') as { refresh_token?: string }).refresh_token ?? '';
}

/** A refresh request sent from outside the browser, with a DPoP proof when given. */
function plainRefresh(refreshToken: string, dpop?: string): Promise<Response> {
  return realFetch(`${provider.issuer}/token`, {
    method: 'POST',
    headers: dpop ? { DPoP: dpop } : {},
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'asiointi-web',
      refresh_token: refreshToken,
    }),
  });
}

/** The browser's address bar: where the library sent it last. */
function addressBar() {
  const visited: URL[] = [];
  const navigator: INavigator = {
    prepare: () =>
      Promise.resolve({
        navigate: ({ url }) => {
          visited.push(new URL(url));
          return new Promise(() => undefined);
        },
        close: () => undefined,
      }),
    callback: () => Promise.resolve(),
  };
  return { navigator, visited };
}

function tab({ storage, dpopStore }: Browser) {
  const config: SignInConfig = {
    authority: provider.issuer,
    clientId: 'asiointi-web',
    origin,
    production: false,
  };
  const bar = addressBar();
  const manager = new UserManager(
    userManagerSettings(config, 'fi', storage, dpopStore),
    bar.navigator,
  );
  return { client: createOidcAuthClient(config, manager, storage), bar };
}

/** The person at the test bank: follows the authorization request and picks a persona. */
async function identifyAs(authorize: URL, personaKey: string): Promise<string> {
  const jar = cookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await realFetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
    });
    jar.store(response);
    return new URL(response.headers.get('location') ?? '', provider.issuer);
  };
  const interaction = await go(authorize.href);
  expect(interaction.pathname).toMatch(/^\/interaction\//);
  const resume = await go(`${provider.issuer}${interaction.pathname}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ persona: personaKey }),
  });
  return (await go(resume.href)).href;
}

async function signedIn(browser: Browser): Promise<AuthClient> {
  const { client, bar } = tab(browser);
  void client.signinRedirect('fi');
  await expect.poll(() => bar.visited.length).toBe(1);
  const authorize = bar.visited[0];
  if (!authorize) {
    throw new Error('no authorization request');
  }
  const callback = await identifyAs(authorize, 'mainUser');
  expect(callback).toMatch(`${origin}/fi/asiointi/tunnistaminen/callback?code=`);
  await client.signinCallback(callback);
  return client;
}

describe('the session against the local sign-in provider', () => {
  it('signs in with code + PKCE through the fake bank and keeps the ID token claims', async () => {
    const browser = newBrowser();
    const client = await signedIn(browser);
    const user = await client.getUser();
    expect(user).toMatchObject({
      subject: laura?.subject,
      givenName: laura?.givenNames,
      familyName: laura?.lastName,
    });
    expect(user?.accessToken.split('.')).toHaveLength(3);
  });

  it('renews silently with the rotating refresh token, again and again', async () => {
    const browser = newBrowser();
    const client = await signedIn(browser);
    const first = await client.getUser();
    const second = await client.signinSilent('fi');
    const third = await client.signinSilent('fi');
    expect(new Set([first?.accessToken, second.accessToken, third.accessToken]).size).toBe(3);
  });

  it('with two tabs renewing at once, makes one refresh request and both keep working', async () => {
    const browser = newBrowser();
    await signedIn(browser);
    const { manager } = createFakeLockManager();
    const renewIn = () =>
      renewAcrossTabs({
        client: tab(browser).client,
        locks: webLocks(manager),
        language: 'fi',
        clock: realClock,
      });
    tokenRequests.length = 0;
    const [a, b] = await Promise.all([renewIn(), renewIn()]);
    expect(tokenRequests).toEqual(['refresh_token']);
    expect(a).toMatchObject({ kind: 'Renewed', by: 'this-tab' });
    expect(b).toMatchObject({ kind: 'Renewed', by: 'other-tab' });
    // The rotated refresh token was spent once only, so the grant is still alive.
    await expect(tab(browser).client.signinSilent('fi')).resolves.toMatchObject({
      subject: laura?.subject,
    });
  });

  it('revokes the refresh token on logout, so the grant cannot be renewed any more (C-42)', async () => {
    const browser = newBrowser();
    const client = await signedIn(browser);
    const refreshToken = await storedRefreshToken(browser);
    expect(refreshToken).toBeTruthy();
    // Keep the browser's key to prove that revocation, not a missing proof, refuses the token.
    const { keys, nonce } = await browser.dpopStore.get('asiointi-web');
    const jwk = await exportJWK(keys.publicKey);
    await client.removeUserAndRevoke();
    const proof = await new SignJWT({
      htm: 'POST',
      htu: `${provider.issuer}/token`,
      jti: crypto.randomUUID(),
      nonce,
    })
      .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
      .setIssuedAt()
      .sign(keys.privateKey);
    const refreshed = await plainRefresh(refreshToken, proof);
    expect(refreshed.status).toBe(400);
    await expect(refreshed.json()).resolves.toMatchObject({ error: 'invalid_grant' });
  });

  it('binds the refresh token to the browser: copied out of storage, it is refused elsewhere', async () => {
    const browser = newBrowser();
    const client = await signedIn(browser);
    const copied = await storedRefreshToken(browser);
    expect(copied).toBeTruthy();
    const elsewhere = await plainRefresh(copied);
    expect(elsewhere.status).toBe(400);
    await expect(elsewhere.json()).resolves.toMatchObject({ error: 'invalid_grant' });
    // The browser itself renews with it, access tokens still Bearer.
    await expect(client.signinSilent('fi')).resolves.toMatchObject({ subject: laura?.subject });
    const raw = await new WebStorageStateStore({ store: browser.storage }).get(
      `user:${provider.issuer}:asiointi-web`,
    );
    expect(JSON.parse(raw ?? '{}')).toMatchObject({ token_type: 'Bearer' });
  });

  it('signs out at the end-session endpoint with the ID token hint, client id and state (C-44)', async () => {
    const browser = newBrowser();
    const { client, bar } = tab(browser);
    const signedInClient = await signedIn(browser);
    const idToken = (await signedInClient.getUser())?.idToken;
    void client.signoutRedirect({ idTokenHint: idToken, language: 'en' });
    await expect.poll(() => bar.visited.length).toBe(1);
    const end = bar.visited[0];
    expect(`${end?.origin ?? ''}${end?.pathname ?? ''}`).toBe(`${provider.issuer}/session/end`);
    expect(end?.searchParams.get('id_token_hint')).toBe(idToken);
    expect(end?.searchParams.get('post_logout_redirect_uri')).toBe(
      `${origin}/en/e-services/identification/you-logged-out`,
    );
    expect(end?.searchParams.get('client_id')).toBe('asiointi-web');
    expect(end?.searchParams.get('state')).toBeTruthy();
    // The provider takes all four (its confirmation page, not an error).
    const page = await realFetch(end?.href ?? '');
    expect(page.status).toBe(200);
  });
});
