/**
 * The local authorization page of the add-principal flow (mock-server/add-principal/add-principal.ts): its
 * request checks, its pages, and every choice end to end through the gateway, as the app walks
 * it: page → code → code exchange → on-behalf-of token → profile → registration → principals.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { OnBehalfOfToken } from '../../generated/identity/model/onBehalfOfToken.zod.ts';
import { Principal } from '../../generated/identity/model/principal.zod.ts';
import { TokenResult } from '../../generated/identity/model/tokenResult.zod.ts';
import { Profile } from '../../generated/patient/model/profile.zod.ts';
import {
  checkAuthorizeRequest,
  localRedirectUri,
  returnAddress,
  type AuthorizeRequest,
} from '../../mock-server/add-principal/add-principal.ts';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { mandates } from '../../mock-server/personas.ts';
import { startPrism, type PrismStack } from '../../mock-server/gateway/prism.ts';
import { unsignedJwt } from '../support/test-token.ts';
import { person } from '../support/persona.ts';

const laura = person('mainUser');
const mikko = person('newPatient');
const redirectUri = 'http://localhost:5173/fi/asiointi/omat-tiedot?tab=family';
const state = 'k3Jq9_Zx-7pLm2A';

const valid = {
  response_type: 'code',
  client_id: 'asiointi-web',
  redirect_uri: redirectUri,
  state,
  user: laura.subject,
  lang: 'fi',
  'subscription-key': 'asiointi-web-local',
};

const query = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ ...valid, ...overrides });

describe('the request checks', () => {
  it('accept the request the app sends', () => {
    const check = checkAuthorizeRequest(query());
    expect(check).toMatchObject({ ok: true, request: { state, lang: 'fi' } });
    expect(check.ok && check.request.holder.key).toBe('mainUser');
    expect(check.ok && check.request.redirectUri.href).toBe(redirectUri);
  });

  it('list every parameter that fails', () => {
    expect(
      checkAuthorizeRequest(
        query({
          response_type: 'token',
          client_id: 'someone-else',
          redirect_uri: 'https://evil.example/cb',
          state: 'short',
          user: person('childPrincipal').subject,
          'subscription-key': ' ',
          lang: 'sv',
        }),
      ),
    ).toEqual({
      ok: false,
      lang: 'sv',
      problems: ['response_type', 'client_id', 'redirect_uri', 'state', 'user', 'subscription-key'],
    });
    expect(checkAuthorizeRequest(new URLSearchParams())).toMatchObject({
      ok: false,
      lang: 'fi',
      problems: ['response_type', 'client_id', 'redirect_uri', 'state', 'user', 'subscription-key'],
    });
  });

  it.each([
    'https://localhost:5173/cb',
    'http://127.0.0.1:5173/cb',
    'http://[::1]:5173/cb',
    'http://localhost/cb',
    'http://localhost.evil.example:5173/cb',
    'http://evil.example:5173/cb',
    'http://user:pass@localhost:5173/cb',
    'http://localhost:5173/cb#fragment',
    '//localhost:5173/cb',
    '/fi/asiointi',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('never redirect to %s', (address) => {
    expect(localRedirectUri(address)).toBeUndefined();
    expect(checkAuthorizeRequest(query({ redirect_uri: address }))).toMatchObject({
      ok: false,
      problems: ['redirect_uri'],
    });
  });

  it('accept any local port and path, with its own query', () => {
    expect(localRedirectUri('http://localhost:4173/en/e-services/x?y=1&z=2')?.href).toBe(
      'http://localhost:4173/en/e-services/x?y=1&z=2',
    );
  });

  it.each(['', '12345678901234', '1234567890123456', 'k3Jq9 Zx-7pLm2A', 'ääääääääääääääå'])(
    'refuse the state %j (exactly 15 visible ASCII characters)',
    (value) => {
      expect(checkAuthorizeRequest(query({ state: value }))).toMatchObject({
        ok: false,
        problems: ['state'],
      });
    },
  );

  it('take a main person as the user, Finnish for an unknown language', () => {
    expect(checkAuthorizeRequest(query({ user: mikko.subject, lang: 'de' }))).toMatchObject({
      ok: true,
      request: { lang: 'fi', holder: { key: 'newPatient' } },
    });
  });
});

describe('the return address', () => {
  const check = checkAuthorizeRequest(
    query({ redirect_uri: `${redirectUri}&obo_code=stale&obo_error=old` }),
  );
  if (!check.ok) {
    throw new Error('the request of the return-address tests must pass its checks');
  }
  const request: AuthorizeRequest = check.request;
  const mandate = mandates[0];

  it('keeps the redirect’s own query and replaces earlier obo_ parameters', () => {
    if (!mandate) {
      throw new Error('no mandate');
    }
    const url = returnAddress(request, { kind: 'chosen', mandate }, 'http://localhost:4010');
    expect(url.origin + url.pathname).toBe('http://localhost:5173/fi/asiointi/omat-tiedot');
    expect([...url.searchParams]).toEqual([
      ['tab', 'family'],
      ['obo_code', mandate.code],
      ['obo_state', state],
    ]);
  });

  it('carries access_denied on cancel and server_error with its page on failure', () => {
    const cancelled = returnAddress(request, { kind: 'cancelled' }, 'http://localhost:4010');
    expect(Object.fromEntries(cancelled.searchParams)).toEqual({
      tab: 'family',
      obo_error: 'access_denied',
      obo_error_description: 'The user cancelled the selection.',
      obo_state: state,
    });
    const failed = returnAddress(request, { kind: 'failed' }, 'http://localhost:4010');
    expect(failed.searchParams.get('obo_error')).toBe('server_error');
    expect(failed.searchParams.get('obo_error_uri')).toBe(
      'http://localhost:4010/add-principal/errors/server_error?lang=fi',
    );
    expect(failed.searchParams.has('obo_code')).toBe(false);
  });
});

describe('through the gateway', () => {
  let prism: PrismStack;
  let gateway: Gateway;

  beforeAll(async () => {
    prism = await startPrism({ logLevel: 'silent' });
    gateway = await startGateway({ port: 0, prism, log: () => undefined });
  });

  afterAll(async () => {
    await gateway.close();
    await prism.close();
  });

  beforeEach(async () => {
    await fetch(`${gateway.url}/__mock/memory`, { method: 'DELETE' });
  });

  const page = (params: URLSearchParams) =>
    fetch(`${gateway.url}/add-principal/authorize?${params}`);

  const choose = (params: URLSearchParams, choice: string) =>
    fetch(`${gateway.url}/add-principal/authorize?${params}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ choice }).toString(),
    });

  async function api(
    path: string,
    options: { token?: string; form?: Record<string, string>; json?: unknown; method?: string },
  ) {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'ocp-apim-subscription-key': 'asiointi-web-local',
    };
    let body: string | undefined;
    if (options.token !== undefined) {
      headers.authorization = `Bearer ${options.token}`;
    }
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${gateway.url}/api/${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  describe('the page', () => {
    it.each([
      ['fi', 'Testivaltuudet', 'Syntymäaika 14.05.2024', 'Keskeytä ja palaa asiointipalveluun'],
      ['sv', 'Testfullmakter', 'Födelsedatum 14.05.2024', 'Avbryt och gå tillbaka till e-tjänsten'],
      ['en', 'Test mandates', 'Date of birth 14.05.2024', 'Cancel and return to the e-services'],
    ])(
      'lists Laura’s four children in %s, with cancel and a failure switch',
      async (lang, h1, born, cancel) => {
        const response = await page(query({ lang }));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html.match(/<h1>/g)).toHaveLength(1);
        expect(html).toContain(`<h1>${h1}</h1>`);
        expect(html).toContain('Laura Helena Mäkinen');
        expect(html).toContain(born);
        expect(html).toContain(cancel);
        const values = [
          ...html.matchAll(/<button type="submit" name="choice" value="([^"]+)"/g),
        ].map((m) => m[1]);
        expect(values).toEqual([
          'childPrincipal',
          'teenPrincipal',
          'tooOldPrincipal',
          'newPrincipal',
          'cancel',
          'server_error',
        ]);
        expect(html).toMatch(/<form method="post" action="\/add-principal\/authorize\?[^"]+">/);
        expect(html).toContain('<legend>');
      },
    );

    it('has no inline script or style and sends a strict policy; its stylesheet has focus styles', async () => {
      const response = await page(query());
      const html = await response.text();
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      expect(html).toContain('<link rel="stylesheet" href="/add-principal/styles.css">');
      expect(html).toContain(
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
      );
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'self'; form-action 'self' http://localhost:*; base-uri 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      const css = await fetch(`${gateway.url}/add-principal/styles.css`);
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
      const text = await css.text();
      expect(text).toContain('button:focus-visible');
      expect(text).toContain('.actions{');
    });

    it('tells a user without mandates so and offers only cancel', async () => {
      const params = query({ user: mikko.subject, lang: 'en' });
      const html = await (await page(params)).text();
      expect(html).toContain('You have no mandates to act on behalf of another person.');
      expect([...html.matchAll(/<button /g)]).toHaveLength(1);
      expect(html).toContain('value="cancel"');
      expect((await choose(params, 'childPrincipal')).status).toBe(400);
      expect((await choose(params, 'server_error')).status).toBe(400);
      const cancelled = await choose(params, 'cancel');
      expect(cancelled.status).toBe(303);
      expect(new URL(cancelled.headers.get('location') ?? '').searchParams.get('obo_error')).toBe(
        'access_denied',
      );
    });

    it('refuses a request it cannot answer with an error page, never a redirect', async () => {
      const evil = query({ redirect_uri: 'https://evil.example/steal', lang: 'en' });
      const shown = await page(evil);
      expect(shown.status).toBe(400);
      expect(shown.headers.get('location')).toBeNull();
      const html = await shown.text();
      expect(html).toContain('<h1>The mandate request is not valid</h1>');
      expect(html).toContain('redirect_uri: the address must be http://localhost:&lt;port&gt;/…');
      expect(html).not.toContain('evil.example');
      expect(html).not.toContain('<button');

      const posted = await choose(evil, 'childPrincipal');
      expect(posted.status).toBe(400);
      expect(posted.headers.get('location')).toBeNull();

      const badState = await choose(query({ state: 'too-short' }), 'childPrincipal');
      expect(badState.status).toBe(400);
      expect(badState.headers.get('location')).toBeNull();
    });

    it('refuses a choice the user holds no mandate for', async () => {
      const response = await choose(query(), 'newPatient');
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('Valittua henkilöä ei löydy valtuuksistasi.');
    });

    it('answers other paths with 404 and other methods with 405', async () => {
      expect((await fetch(`${gateway.url}/add-principal/nope`)).status).toBe(404);
      expect(
        (await fetch(`${gateway.url}/add-principal/authorize`, { method: 'PUT' })).status,
      ).toBe(405);
    });
  });

  describe('the flow, as the app walks it', () => {
    /** Choose on the page, then exchange the code and get the on-behalf-of answer. */
    async function chooseAndExchange(choice: string) {
      const chosen = await choose(query(), choice);
      expect(chosen.status).toBe(303);
      const back = new URL(chosen.headers.get('location') ?? '');
      expect(back.origin + back.pathname).toBe('http://localhost:5173/fi/asiointi/omat-tiedot');
      expect(back.searchParams.get('tab')).toBe('family');
      expect(back.searchParams.get('obo_state')).toBe(state);
      const code = back.searchParams.get('obo_code') ?? '';
      expect(code).not.toBe('');

      const exchanged = await api('identity/oauth/token', {
        form: { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
      });
      expect(exchanged.status).toBe(200);
      const { access_token: accessToken } = TokenResult.parse(exchanged.body);
      return api('identity/oauth/get-on-behalf-of-token', {
        json: {
          accessToken,
          requestId: 'eba5e86a-4626-4bd3-a066-40a4a481547e',
          sessionId: 'a91344ea-60b3-4a1f-a53f-d71a10b7e902',
        },
      });
    }

    const principalNames = async () =>
      z
        .array(Principal)
        .parse(
          (await api('identity/principals', { token: unsignedJwt({ sub: laura.subject }) })).body,
        )
        .map((p) => p.firstName);

    it.each([
      ['childPrincipal', 'Eetu'],
      ['teenPrincipal', 'Ella'],
    ])('%s: a principal with a profile is registered, and listed once', async (key, firstName) => {
      const obo = await chooseAndExchange(key);
      expect(obo.status).toBe(200);
      const token = OnBehalfOfToken.parse(obo.body);
      expect(token).toMatchObject({ first_name: firstName, last_name: 'Mäkinen' });

      const profile = await api('patient/profile', { token: token.access_token });
      expect(Profile.parse(profile.body)).toMatchObject({ id: person(key).subject, firstName });
      const registered = await api('identity/principals', { token: token.access_token, json: {} });
      expect(registered).toMatchObject({ status: 200, body: { id: person(key).subject } });
      expect(await principalNames()).toEqual(['Eetu', 'Ella', 'Onni']);
    });

    it('tooOldPrincipal: Onni is refused as too old', async () => {
      expect(await chooseAndExchange('tooOldPrincipal')).toMatchObject({
        status: 400,
        body: { error: 'principal_too_old' },
      });
      expect(await principalNames()).toEqual(['Eetu', 'Ella', 'Onni']);
    });

    it('newPrincipal: Aino, without a profile, is onboarded, registered and listed', async () => {
      const obo = await chooseAndExchange('newPrincipal');
      const token = OnBehalfOfToken.parse(obo.body);
      expect(token.full_name).toBe('Aino Mäkinen');

      expect(await api('patient/profile', { token: token.access_token })).toMatchObject({
        status: 404,
        body: { code: 'NotFoundError' },
      });
      const created = await api('patient/profile', {
        token: token.access_token,
        json: {
          givenNames: 'Aino',
          lastName: 'Mäkinen',
          streetAddress: 'Hämeenkatu 12 B 7',
          postCode: '33100',
          postOffice: 'Tampere',
          phoneNumber: '0401234567',
        },
      });
      expect(created.status).toBe(201);
      const profile = await api('patient/profile', { token: token.access_token });
      expect(Profile.parse(profile.body)).toMatchObject({
        id: person('newPrincipal').subject,
        firstName: 'Aino',
        dateOfBirth: '2024-05-14',
      });
      expect(
        await api('patient/consent-categories/dataDisclosure/consents', {
          token: token.access_token,
          method: 'PUT',
          json: { dataDisclosureToPublicHealthcare: true },
        }),
      ).toMatchObject({ status: 204 });

      const registered = await api('identity/principals', { token: token.access_token, json: {} });
      expect(Principal.parse(registered.body)).toMatchObject({
        id: person('newPrincipal').subject,
        firstName: 'Aino',
        onlinePaymentAllowed: true,
      });
      expect(await principalNames()).toEqual(['Eetu', 'Ella', 'Onni', 'Aino']);

      // The token exchange for acting on her behalf later answers her too.
      const exchanged = await api('identity/token', {
        form: {
          audience: 'https://api.asiointi.example',
          grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
          actor_token: unsignedJwt({ sub: laura.subject }),
          actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          subject_token: person('newPrincipal').subject,
          subject_token_type: 'urn:asiointi:params:oauth:token-type:uuid',
        },
      });
      const actingToken = (exchanged.body as { access_token: string }).access_token;
      expect(await api('patient/profile', { token: actingToken })).toMatchObject({
        status: 200,
        body: { firstName: 'Aino', streetAddress: 'Hämeenkatu 12 B 7' },
      });
    });

    it('cancel returns access_denied with the state, and no code', async () => {
      const cancelled = await choose(query(), 'cancel');
      expect(cancelled.status).toBe(303);
      const back = new URL(cancelled.headers.get('location') ?? '');
      expect(back.searchParams.get('obo_error')).toBe('access_denied');
      expect(back.searchParams.get('obo_error_description')).toBe(
        'The user cancelled the selection.',
      );
      expect(back.searchParams.get('obo_state')).toBe(state);
      expect(back.searchParams.has('obo_code')).toBe(false);
    });

    it('the failure switch returns server_error with a page that explains it', async () => {
      const failed = await choose(query({ lang: 'sv' }), 'server_error');
      expect(failed.status).toBe(303);
      const back = new URL(failed.headers.get('location') ?? '');
      expect(back.searchParams.get('obo_error')).toBe('server_error');
      expect(back.searchParams.get('obo_state')).toBe(state);
      const explained = await fetch(back.searchParams.get('obo_error_uri') ?? '');
      expect(explained.status).toBe(200);
      const html = await explained.text();
      expect(html).toContain('<html lang="sv">');
      expect(html).toContain('Simulerat tjänstefel i testfullmakterna');
    });

    it('a code that was never issued is refused with invalid_grant', async () => {
      expect(
        await api('identity/oauth/token', {
          form: {
            grant_type: 'authorization_code',
            code: 'Zz9NotFromThePage0000000',
            redirect_uri: redirectUri,
          },
        }),
      ).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    });
  });
});
