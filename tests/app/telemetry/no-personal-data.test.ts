// @vitest-environment jsdom
// Through the real Application Insights SDK: the app's reports, and the SDK's own fetch
// tracking, carry what operations needs (severity, method, path template, status, contract,
// operation id, route pattern) and none of the personal values fed in. The assertions are on the
// payload the SDK's channel would post to the ingestion endpoint.
import type { ApplicationInsights } from '@microsoft/applicationinsights-web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppInsights } from '../../../src/app/telemetry/app-insights.ts';
import { reportError, sendReportsTo, telemetry } from '../../../src/ui/index.ts';

const personal = {
  identityCode: '010190-123A',
  name: 'Maija Meikäläinen',
  chatId: '4711',
  token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIwMTAxOTAtMTIzQSJ9.c2lnbmF0dXJl',
  query: 'returnTo=secret-place',
  email: 'maija@example.fi',
  topic: 'oireet-kurkku',
};

type Bag = Record<string, unknown>;

let sdk: ApplicationInsights | undefined;

afterEach(async () => {
  sendReportsTo(undefined);
  vi.restoreAllMocks();
  await sdk?.unload(false);
  sdk = undefined;
  window.history.replaceState(null, '', '/');
});

/** Starts the SDK against a channel that keeps what it would post. */
function start(routePattern: string) {
  const posted: string[] = [];
  const started = startAppInsights({
    connectionString:
      'InstrumentationKey=00000000-0000-4000-8000-000000000000;IngestionEndpoint=http://localhost:4040/',
    environment: 'local',
    routePattern: () => routePattern,
    extra: {
      extensionConfig: {
        AppInsightsChannelPlugin: {
          alwaysUseXhrOverride: true,
          httpXHROverride: {
            sendPOST: (
              payload: { data: string | Uint8Array },
              onComplete: (status: number) => void,
            ) => {
              posted.push(
                typeof payload.data === 'string'
                  ? payload.data
                  : new TextDecoder().decode(payload.data),
              );
              onComplete(200);
            },
          },
        },
      },
    },
  });
  sdk = started.sdk;
  const flush = () => {
    void started.sdk.flush(false, () => undefined);
    return posted.join('\n');
  };
  return { send: started.send, sdk: started.sdk, flush };
}

const leaks = (sent: string) =>
  Object.entries(personal)
    .filter(([, value]) => sent.includes(value))
    .map(([key]) => key);

describe('telemetry through the SDK', () => {
  it('sends exceptions, failed calls and page views without any personal value', () => {
    // What the SDK leaves is measured from empty storage; earlier files of the worker share it.
    sessionStorage.clear();
    localStorage.clear();
    window.history.replaceState(
      null,
      '',
      `/fi/chat/${personal.chatId}?${personal.query}&hetu=${personal.identityCode}`,
    );
    const { send, flush } = start('/fi/chat/:chatId');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Whatever other tests left held is not this test's.
    sendReportsTo(() => undefined);
    sendReportsTo(undefined);
    // Held until the SDK has loaded, as on the first page.
    reportError(
      `remote reception failed for ${personal.name} (chat ${personal.chatId}) with ${personal.token}, ` +
        `at https://api.asiointi.example/person/chat-queues/${personal.chatId}?${personal.query}, ` +
        `patient ${personal.identityCode} ${personal.email}`,
      Object.assign(new Error(`${personal.name} ${personal.identityCode}`), {
        name: 'NetworkError',
      }),
      'critical',
    );
    telemetry({
      type: 'failed-call',
      contract: 'chat-v4',
      operation: 'GET /person/chat-queues/{id}',
      operationId: 'getPersonChatQueue',
      status: 500,
      kind: 'status',
    });
    telemetry({
      type: 'page-view',
      routeKey: 'chat.onDemandSession',
      routePattern: '/fi/chat/:chatId',
      serviceArea: 'chat',
      patientType: 'principal',
      language: 'fi',
      environment: 'local',
      ...({ topic: personal.topic, name: personal.name } as object),
    });
    sendReportsTo(send);

    const sent = flush();
    expect(leaks(sent)).toEqual([]);
    const envelopes = sent.split('\n').flatMap((line) => JSON.parse(line) as unknown[]);
    const text = JSON.stringify(envelopes);
    // What operations needs is there.
    expect(text).toContain('"severityLevel":4');
    expect(text).toContain('NetworkError');
    expect(text).toContain('GET /person/chat-queues/{id}');
    expect(text).toContain('"resultCode":"500"');
    expect(text).toContain('"operationId":"getPersonChatQueue"');
    expect(text).toContain('"contract":"chat-v4"');
    expect(text).toContain('"serviceArea":"chat"');
    expect(text).toContain('"patientType":"principal"');
    expect(text).toContain('"environment":"local"');
    expect(text).toContain('/fi/chat/:chatId');
    // Nothing of it is kept in the browser's storage, where a sign-out would leave it.
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('names a page view reported after the patient moved on by its own route pattern', () => {
    const { send, flush } = start('/fi/asiointi/saavutettavuusseloste');
    send({
      type: 'page-view',
      routeKey: 'frontpage.main',
      routePattern: '/fi/asiointi/',
      serviceArea: 'frontpage',
      patientType: 'main',
      language: 'fi',
      environment: 'local',
    });
    const envelopes = flush()
      .split('\n')
      .flatMap((line) => JSON.parse(line) as { data: { baseType: string; baseData: Bag } }[]);
    const view = envelopes.find((envelope) => envelope.data.baseType === 'PageviewData');
    expect(view?.data.baseData).toMatchObject({ name: 'frontpage.main', url: '/fi/asiointi/' });
    expect(view?.data.baseData.properties).not.toHaveProperty('routePattern');
  });

  it('names a fetch the SDK tracked by its method and origin, never its path or query', async () => {
    const url = `http://localhost:3000/api/chat-v4/person/chat-queues/${personal.chatId}?${personal.query}`;
    const calls: string[] = [];
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return Promise.resolve(new Response('{}', { status: 503 }));
    };
    try {
      const { flush } = start('/fi/chat/:chatId');
      await window.fetch(
        new Request(url, { headers: { Authorization: `Bearer ${personal.token}` } }),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
      const sent = flush();
      expect(calls).toEqual([url]);
      expect(sent).toContain('"name":"GET http://localhost:3000"');
      expect(sent).toContain('"resultCode":"503"');
      expect(sent).not.toContain('chat-queues');
      expect(leaks(sent)).toEqual([]);
    } finally {
      window.fetch = original;
    }
  });
});
