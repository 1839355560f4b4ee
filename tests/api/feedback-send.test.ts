// C-35: any ok status of the feedback service is success, with or without a body, and the
// client reads none; any other status fails the send. The service's own token, no key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFeedback } from '../../generated/feedback/feedback.ts';
import { ApiError, configureHttp, ResponseDecodeError } from '../../src/api/index.ts';

const submission = {
  comment: 'Ajanvarauksen peruminen oli vaikea löytää.',
  date: '2026-11-24T12:00:00.000+02:00',
  externalId: 'open-1795500000000-a1b2c3d4',
  tags: ['trigger:spontaneous', 'language:fi'],
};

function answer(response: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    requests.push(request);
    return Promise.resolve(response());
  });
  configureHttp({
    baseUrl: () => 'http://feedback.test/v1',
    subscriptionKey: 'gateway-key',
    serviceToken: () => 'feedback-service-token',
    patientToken: () => Promise.resolve('patient-token'),
    report: () => undefined,
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configureHttp({});
});

describe('sending feedback (C-35)', () => {
  it.each([
    [
      '200 with a body',
      () => Response.json({ externalId: submission.externalId, status: 'created' }),
    ],
    ['200 with a body of any shape', () => Response.json({ ok: true }, { status: 200 })],
    ['201 with a body', () => Response.json({ id: 1 }, { status: 201 })],
    ['202 without a body', () => new Response(null, { status: 202 })],
    ['204', () => new Response(null, { status: 204 })],
  ])('succeeds on %s', async (_, response) => {
    answer(response);
    await expect(sendFeedback(submission)).resolves.toBeUndefined();
  });

  it('carries the service token, never the patient’s, and no subscription key', async () => {
    const requests = answer(() => new Response(null, { status: 204 }));
    await sendFeedback(submission, { updateIfExists: true });
    const [request] = requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer feedback-service-token');
    expect(request?.headers.get('Ocp-Apim-Subscription-Key')).toBeNull();
    expect(new URL(request?.url ?? '').searchParams.get('updateIfExists')).toBe('true');
    await expect(request?.json()).resolves.toEqual(submission);
  });

  it.each([400, 401, 409, 500])('fails on %i', async (status) => {
    answer(() =>
      Response.json(
        { type: 'about:blank', title: 'Failed', status },
        { status, headers: { 'Content-Type': 'application/problem+json' } },
      ),
    );
    await expect(sendFeedback(submission)).rejects.toBeInstanceOf(ApiError);
  });

  it('fails on a status the contract does not declare, naming the URL and status', async () => {
    answer(() => new Response(null, { status: 302 }));
    const failure = await sendFeedback(submission).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ResponseDecodeError);
    expect(failure).toMatchObject({ url: 'http://feedback.test/v1/feedback', status: 302 });
  });
});
