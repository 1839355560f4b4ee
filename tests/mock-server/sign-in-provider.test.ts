import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  createRemoteJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { personaByKey, personas } from '../../mock-server/personas.ts';
import {
  apiResource,
  clientId,
  refreshTokenTtl,
  sessionLimits,
  startSignInProvider,
  type SignInProvider,
} from '../../mock-server/sign-in/sign-in-provider.ts';
import {
  escapeHtml,
  formatBirthDate,
  renderErrorPage,
} from '../../mock-server/sign-in/sign-in-pages.ts';
import {
  identificationPaths,
  postLogoutRedirectUris,
  redirectUris,
} from '../../mock-server/sign-in/sign-in-paths.ts';
import { pickLanguage } from '../../mock-server/sign-in/sign-in-texts.ts';
import { CookieJar } from '../../scripts/verify/cookie-jar.ts';

const appOrigin = 'http://localhost:5173';
const svCallback = `${appOrigin}${identificationPaths.sv.callback}`;
const fiCallback = `${appOrigin}${identificationPaths.fi.callback}`;
const fiSilentRenew = `${appOrigin}${identificationPaths.fi.silentRenew}`;
const laura = personaByKey('mainUser');

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint: string;
  revocation_endpoint: string;
  end_session_endpoint: string;
  code_challenge_methods_supported: string[];
  response_types_supported: string[];
}

interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  error?: string;
}

let provider: SignInProvider;
let discovery: Discovery;
const signInLog: string[] = [];

beforeAll(async () => {
  provider = await startSignInProvider({
    port: 0,
    log: (line) => signInLog.push(line),
  });
  const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
  discovery = (await response.json()) as Discovery;
});

afterAll(async () => {
  await provider.close();
});

async function get(url: string, jar?: CookieJar): Promise<Response> {
  const response = await fetch(url, {
    redirect: 'manual',
    headers: jar ? { cookie: jar.header() } : {},
  });
  jar?.store(response);
  return response;
}

async function post(
  url: string,
  form: Record<string, string>,
  jar?: CookieJar,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(jar ? { cookie: jar.header() } : {}),
      ...headers,
    },
    body: new URLSearchParams(form),
  });
  jar?.store(response);
  return response;
}

/** A browser's DPoP key (RFC 9449): it signs one proof per token request. */
interface DpopKey {
  proof(url: string, options?: { nonce?: string | undefined; iat?: number }): Promise<string>;
  /** The provider's last `DPoP-Nonce`, which the next proof carries (as oidc-client-ts does). */
  nonce?: string;
}

async function dpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = await exportJWK(publicKey);
  return {
    proof: (url, { nonce, iat } = {}) =>
      new SignJWT({ htm: 'POST', htu: url, jti: randomUUID(), ...(nonce ? { nonce } : {}) })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk })
        .setIssuedAt(iat)
        .sign(privateKey),
  };
}

/**
 * A token request, with a proof of `key` when one is given. As oidc-client-ts does, a
 * `use_dpop_nonce` answer is retried once with the nonce it offers.
 */
async function tokenRequest(form: Record<string, string>, key?: DpopKey): Promise<Response> {
  if (!key) {
    return post(discovery.token_endpoint, form);
  }
  const send = async () =>
    post(discovery.token_endpoint, form, undefined, {
      DPoP: await key.proof(discovery.token_endpoint, { nonce: key.nonce }),
    });
  const first = await send();
  const offered = first.headers.get('dpop-nonce');
  if (offered === null) {
    return first;
  }
  key.nonce = offered;
  const error = ((await first.clone().json()) as { error?: string }).error;
  return error === 'use_dpop_nonce' ? send() : first;
}

function location(response: Response): URL {
  const value = response.headers.get('location');
  expect(value, `status ${response.status} without a Location`).toBeTruthy();
  return new URL(value ?? '', provider.issuer);
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  const url = new URL(discovery.authorization_endpoint);
  for (const [key, value] of Object.entries({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile',
    ...params,
  })) {
    url.searchParams.set(key, value);
  }
  return url.href;
}

interface Started {
  jar: CookieJar;
  verifier: string;
  state: string;
  redirectUri: string;
  interaction: URL;
}

/** Sends the app's sign-in redirect and follows it to our interaction page. */
async function startSignIn(extra: Record<string, string>, redirectUri = svCallback) {
  const jar = new CookieJar();
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const response = await get(
    authorizeUrl({
      redirect_uri: redirectUri,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      max_age: '0',
      ...extra,
    }),
    jar,
  );
  expect(response.status).toBe(303);
  const interaction = location(response);
  expect(interaction.pathname).toMatch(/^\/interaction\//);
  return { jar, verifier, state, redirectUri, interaction } satisfies Started;
}

/** Chooses a persona on the page and follows the provider back to the app's callback. */
async function choosePersona(started: Started, personaKey: string): Promise<URL> {
  const chosen = await post(
    new URL(`${started.interaction.pathname}/login`, provider.issuer).href,
    { persona: personaKey },
    started.jar,
  );
  expect(chosen.status).toBe(303);
  const resumed = await get(location(chosen).href, started.jar);
  expect(resumed.status).toBe(303);
  return location(resumed);
}

/** The code exchange, with a DPoP proof of `key` as the portal sends it (none when undefined). */
async function exchangeCode(
  started: Started,
  callback: URL,
  key: DpopKey | undefined,
): Promise<TokenResponse> {
  const response = await tokenRequest(
    {
      grant_type: 'authorization_code',
      client_id: clientId,
      redirect_uri: started.redirectUri,
      code: callback.searchParams.get('code') ?? '',
      code_verifier: started.verifier,
    },
    key,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as TokenResponse;
}

/** Signs in as the portal does, with a DPoP key of its own. */
async function signInAs(personaKey: string, redirectUri = svCallback) {
  const key = await dpopKey();
  const started = await startSignIn({ idp: 'fakebank' }, redirectUri);
  const callback = await choosePersona(started, personaKey);
  return { started, callback, key, tokens: await exchangeCode(started, callback, key) };
}

describe('sign-in provider (fake bank)', () => {
  it('publishes discovery with the expected endpoints, PKCE S256 only', () => {
    expect(discovery.issuer).toBe(provider.issuer);
    expect(provider.issuer).toMatch(/^http:\/\/localhost:\d+$/);
    for (const endpoint of [
      discovery.authorization_endpoint,
      discovery.token_endpoint,
      discovery.jwks_uri,
      discovery.userinfo_endpoint,
      discovery.revocation_endpoint,
      discovery.end_session_endpoint,
    ]) {
      expect(endpoint.startsWith(`${provider.issuer}/`)).toBe(true);
    }
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.response_types_supported).toEqual(['code']);
  });

  it('sets signed, http-usable (not Secure) SameSite=Lax cookies', async () => {
    const started = await startSignIn({ idp: 'fakebank' });
    const chosen = await post(
      new URL(`${started.interaction.pathname}/login`, provider.issuer).href,
      { persona: 'mainUser' },
      started.jar,
    );
    const resumed = await fetch(location(chosen).href, {
      redirect: 'manual',
      headers: { cookie: started.jar.header() },
    });
    const cookies = resumed.headers.getSetCookie();
    const names = cookies.map((line) => line.split('=')[0]);
    expect(names).toEqual(expect.arrayContaining(['_session', '_session.sig']));
    for (const line of cookies) {
      expect(line.toLowerCase()).not.toContain('secure');
      expect(line.toLowerCase()).toContain('samesite=lax');
      expect(line.toLowerCase()).toContain('httponly');
    }
  });

  it('signs Laura in with idp=fakebank in Swedish: code, then JWT access token and ID token', async () => {
    const started = await startSignIn({ idp: 'fakebank', ui_locales: 'sv' });
    const page = await get(started.interaction.href, started.jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<h1>Testbanken</h1>');
    expect(html).toContain('Endast för testning.');
    expect(html.match(/<h1>/g)).toHaveLength(1);
    for (const persona of personas) {
      const listed = html.includes(`value="${persona.key}"`);
      expect(listed, persona.key).toBe(persona.kind === 'main');
    }
    expect(html).toContain('Laura Helena Mäkinen');
    expect(html).toContain('Födelsedatum 12.04.1986');
    expect(html).not.toContain('Eetu Mäkinen');

    const callback = await choosePersona(started, 'mainUser');
    expect(callback.origin + callback.pathname).toBe(svCallback);
    expect(callback.searchParams.get('state')).toBe(started.state);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect(signInLog).toContain('sign-in provider: signed in as mainUser');

    const tokens = await exchangeCode(started, callback, await dpopKey());
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBeGreaterThan(3500);
    expect(tokens.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));
    const access = await jwtVerify(tokens.access_token, jwks, {
      issuer: provider.issuer,
      audience: apiResource,
    });
    expect(access.payload.sub).toBe(laura?.subject);
    expect(access.payload.client_id).toBe(clientId);

    const id = await jwtVerify(tokens.id_token, jwks, {
      issuer: provider.issuer,
      audience: clientId,
    });
    expect(id.payload).toMatchObject({
      sub: laura?.subject,
      given_name: 'Laura Helena',
      family_name: 'Mäkinen',
      name: 'Laura Helena Mäkinen',
      birthdate: '1986-04-12',
      amr: ['fakebank'],
    });
    // The ID token lives as long as the session may: 2 hours.
    expect((id.payload.exp ?? 0) - (id.payload.iat ?? 0)).toBe(2 * 60 * 60);
  });

  it('shows the identification-method chooser first when idp is absent', async () => {
    const started = await startSignIn({}, fiCallback);
    const chooser = await get(started.interaction.href, started.jar);
    const html = await chooser.text();
    expect(html).toContain('<html lang="fi">');
    expect(html).toContain('<h1>Valitse tunnistustapa</h1>');
    expect(html).not.toContain('name="persona"');
    const link = /href="([^"]+\?method=fakebank)"/.exec(html)?.[1];
    expect(link).toBeTruthy();

    const list = await get(new URL(link ?? '', provider.issuer).href, started.jar);
    const listHtml = await list.text();
    expect(listHtml).toContain('<h1>Testipankki</h1>');
    expect(listHtml).toContain('value="newPatient"');

    const callback = await choosePersona(started, 'newPatient');
    expect(callback.searchParams.get('state')).toBe(started.state);
    const tokens = await exchangeCode(started, callback, await dpopKey());
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: personaByKey('newPatient')?.subject,
      amr: ['fakebank'],
    });
  });

  it('refuses a request without code_challenge', async () => {
    const response = await get(
      authorizeUrl({ redirect_uri: svCallback, state: 'no-pkce', idp: 'fakebank' }),
    );
    const callback = location(response);
    expect(callback.origin + callback.pathname).toBe(svCallback);
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('state')).toBe('no-pkce');
  });

  it('refuses a principal as the person signing in', async () => {
    const started = await startSignIn({ idp: 'fakebank' });
    const response = await post(
      new URL(`${started.interaction.pathname}/login`, provider.issuer).href,
      { persona: 'childPrincipal' },
      started.jar,
    );
    expect(response.status).toBe(400);
  });

  it('rotates refresh tokens: the new one works, the old one no longer does', async () => {
    const { tokens, key } = await signInAs('mainUser');
    const refresh = (token: string) =>
      tokenRequest(
        {
          grant_type: 'refresh_token',
          client_id: clientId,
          refresh_token: token,
          scope: 'openid profile',
        },
        key,
      );

    const first = await refresh(tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    const renewed = (await first.json()) as TokenResponse;
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(renewed.access_token)).toMatchObject({
      sub: laura?.subject,
      aud: apiResource,
    });
    expect(decodeJwt(renewed.id_token)).toMatchObject({ given_name: 'Laura Helena' });

    const reused = await refresh(tokens.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as TokenResponse).error).toBe('invalid_grant');
  });

  it('revokes a refresh token (no DPoP proof needed to revoke)', async () => {
    const { tokens, key } = await signInAs('mainUser');
    const revoked = await post(discovery.revocation_endpoint, {
      client_id: clientId,
      token: tokens.refresh_token ?? '',
      token_type_hint: 'refresh_token',
    });
    expect(revoked.status).toBe(200);
    const refreshed = await tokenRequest(
      {
        grant_type: 'refresh_token',
        client_id: clientId,
        refresh_token: tokens.refresh_token ?? '',
      },
      key,
    );
    expect(((await refreshed.json()) as TokenResponse).error).toBe('invalid_grant');
  });

  describe('refresh tokens bound to the browser with DPoP (RFC 9449), Bearer access tokens', () => {
    const refreshWith = async (token: string, key: DpopKey | undefined) => {
      const response = await tokenRequest(
        { grant_type: 'refresh_token', client_id: clientId, refresh_token: token },
        key,
      );
      return { status: response.status, body: (await response.json()) as TokenResponse };
    };

    it('refuses the refresh token without a proof or with another key, and takes it from its own key', async () => {
      const { tokens, key } = await signInAs('mainUser');
      const stolen = tokens.refresh_token ?? '';
      expect(stolen).toBeTruthy();

      const withoutProof = await refreshWith(stolen, undefined);
      expect(withoutProof.status).toBe(400);
      expect(withoutProof.body.error).toBe('invalid_grant');

      const otherKey = await dpopKey();
      const withOtherKey = await refreshWith(stolen, otherKey);
      expect(withOtherKey.status).toBe(400);
      expect(withOtherKey.body.error).toBe('invalid_grant');

      // The refused attempts spent nothing: the browser's own renewal still works.
      const own = await refreshWith(stolen, key);
      expect(own.status).toBe(200);
      expect(own.body.token_type).toBe('Bearer');
      const rotated = own.body.refresh_token ?? '';
      expect(rotated).toBeTruthy();

      // The rotated token keeps the binding.
      const rotatedElsewhere = await refreshWith(rotated, otherKey);
      expect(rotatedElsewhere.body.error).toBe('invalid_grant');
      const rotatedHere = await refreshWith(rotated, key);
      expect(rotatedHere.status).toBe(200);
    });

    it('issues Bearer access tokens: token_type Bearer and no key confirmation (cnf) in the JWT', async () => {
      const { tokens, key } = await signInAs('mainUser');
      expect(tokens.token_type).toBe('Bearer');
      expect(decodeJwt(tokens.access_token)).not.toHaveProperty('cnf');
      const renewed = await refreshWith(tokens.refresh_token ?? '', key);
      expect(renewed.body.token_type).toBe('Bearer');
      expect(decodeJwt(renewed.body.access_token)).not.toHaveProperty('cnf');
    });

    it('issues no refresh token to a code exchange without a proof', async () => {
      const started = await startSignIn({ idp: 'fakebank' });
      const callback = await choosePersona(started, 'mainUser');
      const tokens = await exchangeCode(started, callback, undefined);
      expect(tokens.access_token).toBeTruthy();
      expect(tokens.refresh_token).toBeUndefined();
    });

    it('wants a nonce of its own in every proof, so a clock that is off does not matter', async () => {
      const { tokens, key } = await signInAs('mainUser');
      const skewed = Math.floor(Date.now() / 1000) + 30 * 60;
      const refresh = { grant_type: 'refresh_token', client_id: clientId };
      const response = await post(
        discovery.token_endpoint,
        { ...refresh, refresh_token: tokens.refresh_token ?? '' },
        undefined,
        { DPoP: await key.proof(discovery.token_endpoint, { iat: skewed }), Origin: appOrigin },
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as TokenResponse).error).toBe('use_dpop_nonce');
      const nonce = response.headers.get('dpop-nonce') ?? '';
      expect(nonce).toBeTruthy();
      // The browser may read the header (oidc-client-ts retries with it).
      expect(response.headers.get('access-control-expose-headers')).toMatch(/DPoP-Nonce/i);

      const retried = await post(
        discovery.token_endpoint,
        { ...refresh, refresh_token: tokens.refresh_token ?? '' },
        undefined,
        { DPoP: await key.proof(discovery.token_endpoint, { nonce, iat: skewed }) },
      );
      expect(retried.status).toBe(200);
    });
  });

  describe('session limits on refresh tokens (20 min idle, 2 h from the sign-in)', () => {
    const minute = 60 * 1000;
    const refresh = async (token: string, key: DpopKey) => {
      const response = await tokenRequest(
        { grant_type: 'refresh_token', client_id: clientId, refresh_token: token },
        key,
      );
      return { status: response.status, body: (await response.json()) as TokenResponse };
    };
    // Only Date is faked: the provider and its store read the time from it; sockets keep
    // their real timers.
    const travel = (ms: number) => {
      vi.setSystemTime(Date.now() + ms);
    };

    afterEach(() => {
      vi.useRealTimers();
    });

    it('refuses a refresh token unused for 20 minutes with invalid_grant', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { tokens, key } = await signInAs('mainUser');
      travel(19 * minute);
      const used = await refresh(tokens.refresh_token ?? '', key);
      expect(used.status).toBe(200);

      travel(20 * minute + 1000);
      const idle = await refresh(used.body.refresh_token ?? '', key);
      expect(idle.status).toBe(400);
      expect(idle.body.error).toBe('invalid_grant');
    });

    it('refuses a refresh token used 2 hours after the sign-in even when used every few minutes', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const { tokens, key } = await signInAs('mainUser');
      let token = tokens.refresh_token ?? '';
      // Active all along: a renewal every 15 minutes, the last one at 1 h 45 min.
      for (let i = 0; i < 7; i += 1) {
        travel(15 * minute);
        const used = await refresh(token, key);
        expect(used.status, `renewal ${String(i + 1)}`).toBe(200);
        token = used.body.refresh_token ?? '';
      }
      travel(15 * minute + 1000);
      const late = await refresh(token, key);
      expect(late.status).toBe(400);
      expect(late.body.error).toBe('invalid_grant');
    });

    it('gives a refresh token the idle limit, capped by the time left until the absolute one', () => {
      const signedInAt = 1_000_000;
      expect(refreshTokenTtl(signedInAt, sessionLimits, signedInAt)).toBe(20 * 60);
      expect(refreshTokenTtl(signedInAt, sessionLimits, signedInAt + 110 * 60)).toBe(10 * 60);
      expect(refreshTokenTtl(signedInAt, sessionLimits, signedInAt + 2 * 60 * 60 + 5)).toBe(1);
    });
  });

  it('answers prompt=none with a code when signed in and login_required when not', async () => {
    const { started } = await signInAs('mainUser');
    const silent = (jar: CookieJar | undefined, maxAge: string) => {
      const { challenge } = pkce();
      return get(
        authorizeUrl({
          redirect_uri: fiSilentRenew,
          state: `silent-${maxAge}`,
          code_challenge: challenge,
          code_challenge_method: 'S256',
          prompt: 'none',
          max_age: maxAge,
        }),
        jar,
      );
    };

    const withSession = location(await silent(started.jar, '999999'));
    expect(withSession.origin + withSession.pathname).toBe(fiSilentRenew);
    expect(withSession.searchParams.get('code')).toBeTruthy();
    expect(withSession.searchParams.get('state')).toBe('silent-999999');

    const forcedFresh = location(await silent(started.jar, '0'));
    expect(forcedFresh.searchParams.get('error')).toBe('login_required');

    const withoutSession = location(await silent(undefined, '999999'));
    expect(withoutSession.searchParams.get('error')).toBe('login_required');
    expect(withoutSession.searchParams.get('state')).toBe('silent-999999');
  });

  it('shows the login page again for max_age=0 even with a session', async () => {
    const { started } = await signInAs('mainUser');
    const { challenge } = pkce();
    const again = await get(
      authorizeUrl({
        redirect_uri: svCallback,
        state: 'again',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        max_age: '0',
        idp: 'fakebank',
      }),
      started.jar,
    );
    expect(location(again).pathname).toMatch(/^\/interaction\//);
  });

  it('ends the interaction with access_denied when the person cancels', async () => {
    // Without ui_locales the portal's own `language` parameter (C-43) picks the page language.
    const started = await startSignIn({ idp: 'fakebank', language: 'en' });
    const page = await (await get(started.interaction.href, started.jar)).text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('Cancel identification');
    const aborted = await post(
      new URL(`${started.interaction.pathname}/abort`, provider.issuer).href,
      {},
      started.jar,
    );
    const resumed = await get(location(aborted).href, started.jar);
    const callback = location(resumed);
    expect(callback.origin + callback.pathname).toBe(svCallback);
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(started.state);
  });

  it('ends the session without a confirmation click and returns to the post-logout page', async () => {
    const { started, tokens } = await signInAs('mainUser');
    const postLogout = `${appOrigin}${identificationPaths.sv.youLoggedOut}`;
    const endUrl = new URL(discovery.end_session_endpoint);
    endUrl.searchParams.set('id_token_hint', tokens.id_token);
    endUrl.searchParams.set('client_id', clientId);
    endUrl.searchParams.set('post_logout_redirect_uri', postLogout);
    endUrl.searchParams.set('state', 'bye');
    endUrl.searchParams.set('ui_locales', 'sv');

    const page = await get(endUrl.href, started.jar);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    expect(html).toContain('name="logout" value="yes"');
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];

    const confirmed = await post(action ?? '', { xsrf: xsrf ?? '', logout: 'yes' }, started.jar);
    const back = location(confirmed);
    expect(back.origin + back.pathname).toBe(postLogout);
    expect(back.searchParams.get('state')).toBe('bye');

    const { challenge } = pkce();
    const silent = await get(
      authorizeUrl({
        redirect_uri: fiSilentRenew,
        state: 'after-logout',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        prompt: 'none',
      }),
      started.jar,
    );
    expect(location(silent).searchParams.get('error')).toBe('login_required');
  });

  it('refuses a redirect_uri that is not registered, without redirecting', async () => {
    const { challenge } = pkce();
    const response = await get(
      authorizeUrl({
        redirect_uri: 'https://evil.example/callback',
        state: 'x',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('invalid_redirect_uri');
    expect(html).not.toContain('googleapis');
  });
});

describe('sign-in pages and paths', () => {
  it('escapes every interpolated value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const html = renderErrorPage('en', '<script>', '"quoted" & <b>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;quoted&quot; &amp; &lt;b&gt;');
  });

  it('writes birth dates the Finnish way and picks the page language', () => {
    expect(formatBirthDate('1986-04-12')).toBe('12.04.1986');
    expect(pickLanguage('sv-FI en')).toBe('sv');
    expect(pickLanguage('de en')).toBe('en');
    expect(pickLanguage(undefined, 'sv')).toBe('sv');
    expect(pickLanguage('de')).toBe('fi');
  });

  it('registers both callbacks and both sign-out pages for every language and origin', () => {
    const origins = ['http://localhost:5173', 'http://localhost:4173'];
    expect(redirectUris(origins)).toHaveLength(12);
    expect(redirectUris(origins)).toContain(
      'http://localhost:4173/en/e-services/identification/silent-renew',
    );
    expect(postLogoutRedirectUris(origins)).toHaveLength(12);
    expect(postLogoutRedirectUris(origins)).toContain(
      'http://localhost:5173/sv/e-tjanster/identifiering/du-ar-utloggad',
    );
  });
});
