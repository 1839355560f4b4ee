// A stubbed fetch for the identity calls of the patient layer: answers by `METHOD host/path`,
// records each request with its bearer token, subscription key and body (a form or JSON).
import { vi } from 'vitest';
import { subscriptionKeyHeader } from '../../../src/api/http.ts';
import { configureHttp, type HttpSettings } from '../../../src/api/index.ts';

export const identityBase = 'http://api.test/identity';
export const patientBase = 'http://api.test/patient';
/** The separate on-behalf-of v1 base of C-28 (AMB-12). */
export const onBehalfOfBase = 'http://obo.test/on-behalf-of/v1';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface SentRequest {
  method: string;
  /** `host/path`, without the query. */
  at: string;
  authorization: string | null;
  subscriptionKey: string | null;
  contentType: string | null;
  /** A form body as an object, a JSON body parsed, or undefined. */
  body: unknown;
}

type Handler = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') {
    return undefined;
  }
  if (request.headers.get('Content-Type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as unknown;
}

/** Installs the stub; anything not named answers 599, which the test will notice. */
export function stubIdentityBackend(handlers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const routes = new Map(Object.entries(handlers));
  vi.stubGlobal('fetch', async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const recorded: SentRequest = {
      method: request.method,
      at: `${url.host}${url.pathname}`,
      authorization: request.headers.get('Authorization'),
      subscriptionKey: request.headers.get(subscriptionKeyHeader),
      contentType: request.headers.get('Content-Type'),
      body: await bodyOf(request),
    };
    sent.push(recorded);
    const handler = routes.get(`${request.method} ${recorded.at}`);
    const answer: Answer =
      typeof handler === 'function' ? await handler(recorded) : (handler ?? { status: 599 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return {
    sent,
    on(route: string, handler: Handler) {
      routes.set(route, handler);
    },
    to: (route: string) => sent.filter((r) => `${r.method} ${r.at}` === route),
  };
}

/** The HTTP layer pointed at the stub: identity and patient bases, the on-behalf-of base. */
export function configureIdentityHttp(overrides: Partial<HttpSettings> = {}): void {
  configureHttp({
    baseUrl: (contract) => `http://api.test/${contract}`,
    operationBase: (operationId) =>
      operationId === 'getOnBehalfOfToken' ? onBehalfOfBase : undefined,
    subscriptionKey: 'gateway-key',
    report: () => undefined,
    ...overrides,
  });
}

/** An unsigned JWT with these claims (the portal reads, never verifies, the payload). */
export function unsignedJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

/** An identity error body (C-33). */
export const identityError = (status: number, error: string): Answer => ({
  status,
  body: { error, error_description: `The identity service said ${error}.` },
});
