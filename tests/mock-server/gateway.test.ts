import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { personaByKey } from '../../mock-server/personas.ts';
import { startPrism, type PrismStack } from '../../mock-server/gateway/prism.ts';
import { contractNames } from '../../src/api/contracts.ts';
import { validRequest } from './valid-request.ts';
import { unsignedJwt } from '../support/test-token.ts';

/** An unsigned test JWT carrying only `sub`: the gateway checks no signature. */
const tokenOf = (sub: string): string => unsignedJwt({ sub });

function subjectOf(key: string): string {
  const persona = personaByKey(key);
  if (!persona) {
    throw new Error(`No persona ${key}`);
  }
  return persona.subject;
}

const tokens = {
  laura: tokenOf(subjectOf('mainUser')),
  mikko: tokenOf(subjectOf('newPatient')),
  johanna: tokenOf(subjectOf('missingContactDetails')),
  pekka: tokenOf(subjectOf('termsNotAccepted')),
  tapio: tokenOf(subjectOf('deniedCustomer')),
  sanna: tokenOf(subjectOf('occupationalCustomer')),
  eetu: tokenOf(subjectOf('childPrincipal')),
  stranger: tokenOf('0f8e3b4c-8a53-4d4e-9d57-2b8a7d6f1c2e'),
};

let prism: PrismStack;
let gateway: Gateway;
const logLines: string[] = [];

beforeAll(async () => {
  prism = await startPrism({ logLevel: 'silent' });
  gateway = await startGateway({ port: 0, prism, log: (line) => logLines.push(line) });
});

afterAll(async () => {
  await gateway.close();
  await prism.close();
});

interface CallOptions {
  token?: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

async function call(path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'ocp-apim-subscription-key': 'test-subscription-key',
    ...options.headers,
  };
  if (options.token !== undefined) {
    headers.authorization = `Bearer ${options.token}`;
  }
  const response = await fetch(`${gateway.url}/api/${path}`, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

describe('routing', () => {
  it('answers every contract from its own Prism, at /api/<contract>/<rest>', async () => {
    const calls = await Promise.all([
      call('chat-v4/topics'),
      call('payments/settings/payment-method', { token: tokens.laura }),
      call('self-triage/visibility?language=fi', { token: tokens.laura }),
      call('patient/profile', { token: tokens.laura }),
      call('identity/principals', { token: tokens.laura }),
      call('app-events/events', {
        token: tokens.laura,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ applicationId: 'tapWeb', eventType: 'Login' }),
      }),
      call('feedback/feedback', {
        token: 'feedback-service-token',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          score: 4,
          comment: '',
          date: '2026-11-20T14:32:05.418+02:00',
          externalId: 'ces-1795177925418-k3j9x2qa',
          tags: ['serviceTag:asiointi', 'service:chat', 'language:fi'],
        }),
      }),
      call('maintenance/v1/maintenance-break'),
    ]);
    const [topics, payment, visibility, profile, principals, event, feedback, maintenance] = calls;
    expect(topics.status).toBe(200);
    expect(topics.body).toContainEqual(expect.objectContaining({ id: 10, name: 'Yleislääkäri' }));
    expect(payment).toEqual({
      status: 200,
      body: { method: 'online', paperInvoiceFee: { amount: 5.9, currency: 'EUR' } },
    });
    expect(visibility).toMatchObject({
      status: 200,
      body: { reason: 'PATIENT_HAS_NO_OCCUPATIONAL_HEALTH_CONTRACT' },
    });
    expect(profile).toMatchObject({ status: 200, body: { firstName: 'Laura' } });
    expect(principals).toMatchObject({ status: 200, body: { length: 3 } });
    expect(event).toMatchObject({ status: 201, body: { eventType: 'Login' } });
    expect(feedback).toEqual({ status: 204, body: undefined });
    expect(maintenance).toEqual({ status: 200, body: { maintenanceBreak: false } });
  });

  it('answers an unknown API with the gateway’s own 404', async () => {
    expect(await call('nope/things')).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'No such API: nope' },
    });
  });

  it('answers 502 in the gateway’s own body when a Prism server does not answer', async () => {
    const broken = await startGateway({
      port: 0,
      prism: { ...prism, servers: { ...prism.servers, maintenance: 'http://127.0.0.1:9' } },
      log: () => undefined,
    });
    try {
      const response = await fetch(`${broken.url}/api/maintenance/v1/maintenance-break`);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        statusCode: 502,
        message: 'Mock API maintenance did not answer',
      });
    } finally {
      await broken.close();
    }
  });

  it('passes the request body through (Prism validates it)', async () => {
    const invalid = await call('app-events/events', {
      token: tokens.laura,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationId: 'tapWeb', eventType: 'Logout' }),
    });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'InvalidEventType' } });
  });
});

describe('caching', () => {
  it('answers a person with `Cache-Control: no-store`, a public catalogue without it', async () => {
    const cacheControl = async (path: string, token?: string) =>
      (
        await fetch(`${gateway.url}/api/${path}`, {
          headers: {
            'ocp-apim-subscription-key': 'test-subscription-key',
            ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          },
        })
      ).headers.get('cache-control');
    expect(await cacheControl('patient/profile', tokens.laura)).toBe('no-store');
    expect(await cacheControl('chat-v4/person/appointments', tokens.laura)).toBe('no-store');
    expect(await cacheControl('payments/settings/payment-method', tokens.laura)).toBe('no-store');
    expect(await cacheControl('identity/principals', tokens.laura)).toBe('no-store');
    expect(await cacheControl('chat-v4/topics')).toBeNull();
  });
});

describe('answers as the person of the bearer token', () => {
  it('gives Laura her profile and Mikko, who has none, 404 NotFoundError', async () => {
    expect(await call('patient/profile', { token: tokens.laura })).toMatchObject({
      status: 200,
      body: { id: subjectOf('mainUser'), givenNames: 'Laura Helena' },
    });
    expect(await call('patient/profile', { token: tokens.mikko })).toMatchObject({
      status: 404,
      body: { code: 'NotFoundError' },
    });
  });

  it('gives the denied customer 403 CustomerDeniedAccessError', async () => {
    expect(await call('patient/profile', { token: tokens.tapio })).toMatchObject({
      status: 403,
      body: { code: 'CustomerDeniedAccessError' },
    });
  });

  it.each([
    ['GET', 'chat-v4/person/chat-queues'],
    ['GET', 'chat-v4/person/chat-queues/3012'],
    ['POST', 'chat-v4/person/chat-started/3012'],
    ['GET', 'chat-v4/person/chat-by-code/K7RM2Q'],
    ['GET', 'chat-v4/person/appointments'],
    ['GET', 'chat-v4/person/appointments/A-4820391'],
    [
      'POST',
      'chat-v4/person/chats/3012/get-secure-metadata?deviceInfo=web%3Bdesktop%3BChrome%20156',
    ],
  ])('gives the denied customer 403 CustomerDeniedAccessError on %s %s', async (method, path) => {
    const body = JSON.stringify({ selfTriageId: null, chatCode: null });
    const answer = await call(path, {
      token: tokens.tapio,
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body } : {}),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'CustomerDeniedAccessError' } });
  });

  it('shows self-triage to the occupational customer', async () => {
    expect(await call('self-triage/visibility?language=fi', { token: tokens.sanna })).toEqual({
      status: 200,
      body: { isSelfTriagePathVisible: true, hasGuidanceForm: true },
    });
  });

  it('gives a person without an example of their own the default (first success) example', async () => {
    const queues = await call('chat-v4/person/chat-queues', { token: tokens.pekka });
    const lauras = await call('chat-v4/person/chat-queues', { token: tokens.laura });
    expect(queues.status).toBe(200);
    expect(queues.body).toEqual(lauras.body);
    expect(queues.body).not.toContainEqual(expect.objectContaining({ category: 'CUSTOMER' }));
  });

  it('treats a token of an unknown subject, or no JWT at all, as anonymous', async () => {
    expect(await call('patient/profile', { token: tokens.stranger })).toMatchObject({
      status: 200,
      body: { firstName: 'Laura' },
    });
    expect(await call('patient/profile', { token: 'not-a-jwt' })).toMatchObject({
      status: 200,
      body: { firstName: 'Laura' },
    });
  });

  it('answers the persons an example lists in x-personas with that example', async () => {
    expect(await call('identity/principals', { token: tokens.mikko })).toEqual({
      status: 200,
      body: [],
    });
    expect(await call('chat-v4/person/appointments', { token: tokens.pekka })).toEqual({
      status: 200,
      body: [],
    });
    // With the app's Accept: Prism finds a problem+json example only if Accept allows it.
    expect(
      await call('self-triage/user-data?language=fi', {
        token: tokens.eetu,
        headers: { accept: 'application/json, application/problem+json' },
      }),
    ).toMatchObject({ status: 403, body: { status: 403 } });
  });

  it('answers what is asked for: each queue, appointment and code by its x-match', async () => {
    const problem = { accept: 'application/json, application/problem+json' };
    const queue = (id: number, token?: string) =>
      call(`chat-v4/person/chat-queues/${String(id)}`, {
        headers: problem,
        ...(token === undefined ? {} : { token }),
      });
    expect(await queue(2948, tokens.laura)).toMatchObject({ status: 200, body: { id: 2948 } });
    expect(await queue(3060, tokens.laura)).toMatchObject({ status: 200, body: { id: 3060 } });
    expect(await queue(3101, tokens.sanna)).toMatchObject({ status: 200, body: { id: 3101 } });
    expect(await queue(3101, tokens.laura)).toMatchObject({ status: 403, body: { status: 403 } });
    expect(await queue(9999, tokens.laura)).toMatchObject({ status: 404, body: { status: 404 } });
    // The bearer scheme still rules: no token, no queue.
    expect(await queue(2948)).toMatchObject({ status: 401 });
    expect(await call('chat-v4/chat-queues/3030', { headers: problem })).toMatchObject({
      status: 200,
      body: { id: 3030, open: false },
    });

    const code = (value: string) =>
      call(`chat-v4/person/chat-by-code/${value}`, { token: tokens.laura, headers: problem });
    expect(await code('K7RM2Q')).toMatchObject({ status: 200, body: { id: 3200 } });
    expect(await code('R8PD3W')).toMatchObject({ status: 422 });
    expect(await code('ZZZZZZ')).toMatchObject({ status: 404 });

    expect(
      await call('chat-v4/person/appointments/A-4805512', {
        token: tokens.laura,
        headers: problem,
      }),
    ).toMatchObject({ status: 200, body: { appointmentId: 'A-4805512', status: 'QueueNotFound' } });
    expect(
      await call('chat-v4/person/appointments/A-4805512', {
        token: tokens.sanna,
        headers: problem,
      }),
    ).toMatchObject({ status: 404 });

    const categories = (language: string) =>
      call(`patient/consent-categories?language=${language}`, { token: tokens.laura });
    expect(await categories('en')).toMatchObject({
      status: 200,
      body: expect.arrayContaining([
        expect.objectContaining({ header: 'Disclosure of information' }),
      ]) as unknown,
    });
    expect(await categories('fi')).toMatchObject({ status: 200 });
    expect((await categories('fi')).body).not.toEqual((await categories('en')).body);
  });

  it('gives every main person their own session info', async () => {
    const sessions = await Promise.all(
      [tokens.laura, tokens.johanna, tokens.sanna].map((token) =>
        call('identity/session-info', { token }),
      ),
    );
    expect(sessions.map((s) => (s.body as { userId: string }).userId)).toEqual([
      subjectOf('mainUser'),
      subjectOf('missingContactDetails'),
      subjectOf('occupationalCustomer'),
    ]);
  });

  it('refuses a secured call without a bearer token with 401', async () => {
    expect(await call('patient/profile')).toMatchObject({
      status: 401,
      body: { code: 'NotAuthorizedError' },
    });
  });
});

describe('the chat catalogue in the language of Accept-Language', () => {
  const inLanguage = (path: string, language: string, token?: string) =>
    call(`chat-v4/${path}`, {
      headers: { 'accept-language': language },
      ...(token === undefined ? {} : { token }),
    });
  const names = (body: unknown) => (body as { name: string }[]).map((item) => item.name);

  it('answers topics, categories and queues in fi, sv and en', async () => {
    expect(names((await inLanguage('topics', 'fi')).body)).toContain('Yleislääkäri');
    expect(names((await inLanguage('topics', 'sv')).body)).toContain('Allmänläkare');
    expect(names((await inLanguage('topics', 'en')).body)).toContain('General practitioner');
    expect(names((await inLanguage('ui-categories', 'sv')).body)).toEqual([
      'Företagshälsovård',
      'Privatkunder',
      'Försäkringskunder',
      'Kommunens tjänster',
    ]);
    expect((await inLanguage('person/chat-queues/3012', 'sv', tokens.laura)).body).toMatchObject({
      name: 'Allmänläkarens chatt',
      priceDescription:
        'Priset omfattar läkarens distansmottagning, eventuella recept och laboratorieremisser. Laboratorieundersökningar faktureras separat.',
    });
    const publicQueues = (await inLanguage('chat-queues', 'en')).body as {
      id: number;
      disclaimer: string | null;
    }[];
    expect(publicQueues.find((queue) => queue.id === 2950)?.disclaimer).toBe(
      'The nurse will call the phone number saved on the My information page. Please keep your phone close by.',
    );
  });

  it('keeps Finnish without Accept-Language', async () => {
    expect(names((await call('chat-v4/topics')).body)).toContain('Yleislääkäri');
  });
});

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});

const json = (value: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
  ...(token === undefined ? {} : { token }),
});

/** The token exchange (C-32) of `actor` for the person `subject`. */
const exchange = (actor: string, subject: string, headers: Record<string, string> = {}) =>
  form(
    {
      audience: 'https://api.asiointi.example',
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      actor_token: actor,
      actor_token_type: 'urn:ietf:params:oauth:token-type:access_token',
      subject_token: subject,
      subject_token_type: 'urn:asiointi:params:oauth:token-type:uuid',
    },
    headers,
  );

const session = {
  requestId: 'eba5e86a-4626-4bd3-a066-40a4a481547e',
  sessionId: 'a91344ea-60b3-4a1f-a53f-d71a10b7e902',
};

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  expect(typeof value, name).toBe('string');
  return value as string;
}

describe('the token exchange per principal (POST /token)', () => {
  it('gives Laura each child’s own token, with which the gateway answers as the child', async () => {
    const cases = [
      ['childPrincipal', 200, 'Eetu'],
      ['teenPrincipal', 200, 'Ella'],
      ['newPrincipal', 404, undefined], // Aino has no profile yet
    ] as const;
    for (const [key, profileStatus, firstName] of cases) {
      const answer = await call('identity/token', exchange(tokens.laura, subjectOf(key)));
      expect(answer, key).toMatchObject({ status: 200, body: { expires_in: 900 } });
      const profile = await call('patient/profile', { token: field(answer.body, 'access_token') });
      expect(profile.status, key).toBe(profileStatus);
      if (firstName) {
        expect(profile.body).toMatchObject({ id: subjectOf(key), firstName });
      } else {
        expect(profile.body).toMatchObject({ code: 'NotFoundError' });
      }
    }
  });

  it('refuses Onni (principal_too_old) and answers an id nobody has with 404', async () => {
    expect(
      await call('identity/token', exchange(tokens.laura, subjectOf('tooOldPrincipal'))),
    ).toEqual({
      status: 400,
      body: {
        error: 'principal_too_old',
        error_description: 'The principal has reached the age of majority.',
      },
    });
    expect(
      await call('identity/token', exchange(tokens.laura, '0f8e3b4c-8a53-4d4e-9d57-2b8a7d6f1c2e')),
    ).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('never gives another household Laura’s children: 403 not_allowed', async () => {
    for (const actor of [tokens.mikko, tokens.sanna, tokens.eetu, tokens.stranger]) {
      for (const key of ['childPrincipal', 'teenPrincipal', 'newPrincipal']) {
        const answer = await call('identity/token', exchange(actor, subjectOf(key)));
        expect(answer).toMatchObject({ status: 403, body: { error: 'not_allowed' } });
        expect(JSON.stringify(answer.body)).not.toContain('access_token');
      }
    }
  });

  it('takes the caller from the bearer token when there is one, not from actor_token', async () => {
    const eetu = subjectOf('childPrincipal');
    expect(
      await call('identity/token', {
        ...exchange(tokens.mikko, eetu),
        token: tokens.laura,
      }),
    ).toMatchObject({ status: 200, body: { expires_in: 900 } });
    expect(
      await call('identity/token', { ...exchange(tokens.laura, eetu), token: tokens.mikko }),
    ).toMatchObject({ status: 403 });
  });

  it('still lets a request force another answer', async () => {
    expect(
      await call(
        'identity/token',
        exchange(tokens.laura, subjectOf('childPrincipal'), {
          prefer: 'code=400, example=tooOldPrincipal',
        }),
      ),
    ).toMatchObject({ status: 400, body: { error: 'principal_too_old' } });
  });
});

describe('the self-triage token exchange (POST /token, self-triage audience)', () => {
  const selfTriageExchange = (subject: string) =>
    form({
      audience: 'https://api.asiointi.example/self-triage',
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subject,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    });
  const claimsOf = (jwt: string): unknown =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

  it('gives Sanna a 15-minute token for self-triage only, with which self-triage answers as her', async () => {
    const answer = await call('identity/token', selfTriageExchange(tokens.sanna));
    expect(answer).toMatchObject({ status: 200, body: { expires_in: 900 } });
    const token = field(answer.body, 'access_token');
    expect(token).not.toBe(tokens.sanna);
    const claims = claimsOf(token) as { iat: number; exp: number };
    expect(claims).toMatchObject({
      sub: subjectOf('occupationalCustomer'),
      aud: 'https://api.asiointi.example/self-triage',
    });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const userData = await call('self-triage/user-data?language=fi', { token });
    expect(userData).toMatchObject({ status: 200, body: { age: 38, gender: 'FEMALE' } });
  });

  it('refuses anyone else a self-triage token, and never hands out a principal’s', async () => {
    for (const subject of [tokens.laura, tokens.mikko, tokens.stranger]) {
      const answer = await call('identity/token', selfTriageExchange(subject));
      expect(answer).toMatchObject({ status: 403, body: { error: 'not_allowed' } });
    }
  });
});

describe('body-aware selection', () => {
  it('answers a form body’s code with its own example, any other code with invalid_grant', async () => {
    const token = (code: string) =>
      call(
        'identity/oauth/token',
        form({
          grant_type: 'authorization_code',
          code,
          redirect_uri: 'http://localhost:5173/fi/asiointi',
        }),
      );
    const eetu = await token('Xk3pV9qT2mLw8RzAe7NcY4bH');
    const aino = await token('RtBNKgWuZYCVeo2rMFbgXR2i');
    expect(eetu).toMatchObject({ status: 200, body: { expires_in: 300 } });
    expect(aino).toMatchObject({ status: 200, body: { expires_in: 300 } });
    expect(field(eetu.body, 'access_token')).not.toBe(field(aino.body, 'access_token'));
    expect(await token('not-a-code-anyone-has')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('answers the refresh grant as Laura', async () => {
    const refreshed = await call(
      'identity/oauth/token',
      form({ grant_type: 'refresh_token', refresh_token: 'rt.x', client_id: 'asiointi-web' }),
    );
    expect(refreshed.status).toBe(200);
    expect(
      await call('identity/principals', { token: field(refreshed.body, 'access_token') }),
    ).toMatchObject({ status: 200, body: { length: 3 } });
  });

  it('answers a JSON body’s field: Laura registers the principal she names', async () => {
    expect(
      await call(
        'identity/principals',
        json({ principalId: subjectOf('teenPrincipal') }, tokens.laura),
      ),
    ).toMatchObject({ status: 200, body: { id: subjectOf('teenPrincipal'), firstName: 'Ella' } });
    expect(await call('identity/principals', json({}, tokens.laura))).toMatchObject({
      status: 400,
      body: { error: 'invalid_principal' },
    });
    expect(
      await call(
        'identity/principals',
        json({ principalId: subjectOf('childPrincipal') }, tokens.mikko),
      ),
    ).toMatchObject({ status: 400, body: { error: 'invalid_principal' } });
  });

  it('answers the on-behalf-of exchange as the sub of accessToken, and an unknown token with 401', async () => {
    const code = await call(
      'identity/oauth/token',
      form({
        grant_type: 'authorization_code',
        code: 'Ap9vAGJBYyZhUgd4NFV2WgDC',
        redirect_uri: 'http://localhost:5173/fi/asiointi',
      }),
    );
    const accessToken = field(code.body, 'access_token');
    const obo = await call(
      'identity/oauth/get-on-behalf-of-token',
      json({ accessToken, ...session }),
    );
    expect(obo).toMatchObject({ status: 200, body: { first_name: 'Ella', last_name: 'Mäkinen' } });
    expect(await call('patient/profile', { token: field(obo.body, 'access_token') })).toMatchObject(
      { status: 200, body: { id: subjectOf('teenPrincipal') } },
    );
    expect(
      await call(
        'identity/oauth/get-on-behalf-of-token',
        json({ accessToken: tokens.laura, ...session }),
      ),
    ).toMatchObject({ status: 401, body: { error: 'invalid_token' } });
  });

  it('forwards the same bytes to Prism, with the selection in Prefer', async () => {
    const seen: { body: string; headers: Record<string, unknown> }[] = [];
    const upstream = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        seen.push({ body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const spy = await startGateway({
      port: 0,
      prism: { ...prism, servers: { ...prism.servers, identity: `http://127.0.0.1:${port}` } },
      log: () => undefined,
    });
    try {
      const text = ' { "accessToken" : "x.y.z" ,\n "note": "Mäkinen ✓" } ';
      const answer = await fetch(`${spy.url}/api/identity/oauth/get-on-behalf-of-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: text,
      });
      expect(answer.status).toBe(200);
      const formText = 'grant_type=refresh_token&refresh_token=rt.x&x=%C3%A4';
      await fetch(`${spy.url}/api/identity/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formText,
      });
      expect(seen.map((s) => s.body)).toEqual([text, formText]);
      expect(seen[0]?.headers).toMatchObject({
        'content-length': String(Buffer.byteLength(text)),
        prefer: 'code=401, example=unauthorized',
      });
      expect(seen[1]?.headers).toMatchObject({ prefer: 'code=200, example=refreshedTokens' });
    } finally {
      await spy.close();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });

  it('answers a form or JSON body over 64 KiB itself with 413', async () => {
    const big = await call(
      'identity/oauth/get-on-behalf-of-token',
      json({ accessToken: 'x'.repeat(70 * 1024), ...session }),
    );
    expect(big).toEqual({
      status: 413,
      body: {
        statusCode: 413,
        message: 'The mock gateway reads form and JSON bodies up to 64 KiB',
      },
    });
  });
});

describe('failures on request', () => {
  it('passes an incoming Prefer through untouched, without adding the person’s example', async () => {
    expect(
      await call('chat-v4/person/chat-queues', {
        token: tokens.laura,
        headers: { prefer: 'code=503' },
      }),
    ).toMatchObject({ status: 503, body: { title: 'Service Unavailable' } });
  });

  it('passes Prism’s query switches through', async () => {
    expect(await call('maintenance/v1/maintenance-break?__example=maintenanceBreak')).toEqual({
      status: 200,
      body: { maintenanceBreak: true },
    });
    expect(await call('patient/profile?__code=500', { token: tokens.laura })).toMatchObject({
      status: 500,
      body: { code: 'InternalError' },
    });
  });

  // One test per contract: together they send some 260 requests, each validated by Prism (the
  // first of a schema compiles it), more than one test's time limit allows on a loaded machine.
  it.each(contractNames)(
    'forces every declared status of every %s operation with Prefer: code=',
    async (contract) => {
      const cases = prism.operations[contract].flatMap((operation) =>
        operation.responses
          .filter((response) => /^\d{3}$/.test(response.code))
          .map((response) => ({ operation, status: response.code })),
      );
      const label = (method: string, path: string, status: string | number) =>
        `${method.toUpperCase()} ${path} ${status}`;
      const answers = await Promise.all(
        cases.map(async ({ operation, status }) => {
          const request = validRequest(operation, tokens.laura);
          const answer = await fetch(`${gateway.url}/api/${contract}${request.path}`, {
            method: request.method,
            headers: { ...request.headers, prefer: `code=${status}` },
            ...(request.body === undefined ? {} : { body: request.body }),
          });
          await answer.arrayBuffer();
          return label(operation.method, operation.path, answer.status);
        }),
      );
      expect(answers).toEqual(
        cases.map(({ operation, status }) => label(operation.method, operation.path, status)),
      );
      expect(cases.length).toBeGreaterThan(0);
    },
  );

  it('has declared statuses to force in every contract, over 150 in all', () => {
    const statuses = contractNames.flatMap((contract) =>
      prism.operations[contract].flatMap((operation) =>
        operation.responses.filter((response) => /^\d{3}$/.test(response.code)),
      ),
    );
    expect(statuses.length).toBeGreaterThan(150);
  });
});

describe('the request log', () => {
  it('has one line per request with method, contract, path, person and status, never a token', async () => {
    logLines.length = 0;
    await call('patient/profile?x=1', { token: tokens.mikko });
    await call('chat-v4/topics');
    await vi.waitFor(
      () => {
        expect(logLines).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    expect(logLines[0]).toMatch(/^GET patient \/profile newPatient 404 \d+ms/);
    expect(logLines[1]).toMatch(/^GET chat-v4 \/topics anonymous 200 \d+ms/);
    expect(logLines.join('\n')).not.toContain(tokens.mikko.split('.')[1]);
    expect(logLines.join('\n')).not.toContain('x=1');
  });

  it('names the caller of a body credential, never the body or its token', async () => {
    logLines.length = 0;
    await call('identity/token', exchange(tokens.laura, subjectOf('childPrincipal')));
    await vi.waitFor(
      () => {
        expect(logLines).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    expect(logLines[0]).toMatch(
      /^POST identity \/token mainUser 200 \d+ms \(example tokenForEetu\)$/,
    );
    expect(logLines[0]).not.toContain(tokens.laura.split('.')[1]);
    expect(logLines[0]).not.toContain(subjectOf('childPrincipal'));
  });
});
