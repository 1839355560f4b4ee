// App events (C-34): Login and OnboardingFinished as the HTTP layer sends them and decodes the
// answers per status: 201 its body; 400 and 500 `code/message/status`; any other status, or a body
// that breaks its schema, is a decode error naming the URL and the status (E-08).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError, configureHttp, ResponseDecodeError } from '../../src/api/index.ts';
import { sendLoginEvent } from '../../src/auth/login-event.ts';
import { createPatientToken } from '../../src/auth/patient-token.ts';

const url = 'http://api.test/app-events/events';
const created = {
  id: 7,
  applicationId: 'tapWeb',
  eventType: 'Login',
  createdAt: '2026-11-24T10:00:00+02:00',
};

function answer(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return Promise.resolve(
      body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
    );
  });
  configureHttp({
    baseUrl: () => 'http://api.test/app-events',
    subscriptionKey: 'subscription-key',
    language: () => 'sv',
    patientToken: createPatientToken(() => Promise.resolve('main-token')),
    report: () => undefined,
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({});
});

describe('app events (C-34)', () => {
  it('carry the bearer token, the subscription key and the language', async () => {
    const requests = answer(201, created);
    await sendLoginEvent();
    const headers = requests[0]?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer main-token');
    expect(headers?.get('Ocp-Apim-Subscription-Key')).toBe('subscription-key');
    expect(headers?.get('Accept-Language')).toBe('sv');
    expect(headers?.get('Content-Type')).toMatch(/^application\/json/);
  });

  it.each([400, 500])('decode a %i as the service’s code, message and status', async (status) => {
    answer(status, { code: 'EventRejected', message: 'Unknown event type', status });
    const failure = await sendLoginEvent().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({
      status,
      url,
      body: { code: 'EventRejected', message: 'Unknown event type', status },
    });
  });

  it('report a status the contract does not declare as a decode error with the URL', async () => {
    answer(418, { code: 'Teapot', message: 'no', status: 418 });
    const failure = await sendLoginEvent().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseDecodeError);
    expect((failure as Error).message).toContain(url);
    expect((failure as Error).message).toContain('418');
  });

  it('report a 201 whose body breaks its schema as a decode error with the URL and status', async () => {
    answer(201, { ...created, id: 'seven' });
    const failure = await sendLoginEvent().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseDecodeError);
    expect(failure).toMatchObject({ url, status: 201 });
  });

  it('report a 500 without the error body as a decode error too', async () => {
    answer(500, { oops: true });
    const failure = await sendLoginEvent().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseDecodeError);
    expect(failure).toMatchObject({ url, status: 500 });
  });
});
