// The local telemetry stand-in: the SDK's envelopes as the real ingestion endpoint takes them,
// and CSP violation reports in both of the browsers' formats, each logged in one line.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startTelemetryIngestion,
  type Arrived,
  type TelemetryIngestion,
} from '../../mock-server/telemetry/telemetry-ingestion.ts';

let stand: TelemetryIngestion;
const logged: string[] = [];
beforeAll(async () => {
  stand = await startTelemetryIngestion({ port: 0, log: (line) => logged.push(line) });
});
afterAll(async () => {
  await stand.close();
});
afterEach(async () => {
  logged.length = 0;
  await fetch(stand.pageUrl, { method: 'DELETE' });
});

const post = (path: string, body: string, type: string) =>
  fetch(`${stand.url}${path}`, { method: 'POST', headers: { 'Content-Type': type }, body });
const arrived = async () => (await (await fetch(stand.jsonUrl)).json()) as Arrived;

const envelope = (name: string) => ({
  name: 'Microsoft.ApplicationInsights.Exception',
  time: '2026-11-28T01:00:00.000Z',
  data: { baseType: 'ExceptionData', baseData: { name } },
});

describe('the telemetry stand-in', () => {
  it('takes a JSON array and newline-delimited envelopes, and answers as the ingestion does', async () => {
    const array = await post(
      '/v2/track',
      JSON.stringify([envelope('a'), envelope('b')]),
      'application/json',
    );
    expect(await array.json()).toEqual({ itemsReceived: 2, itemsAccepted: 2, errors: [] });
    const lines = [envelope('c'), envelope('d')].map((item) => JSON.stringify(item)).join('\n');
    expect((await post('/v2/track', lines, 'application/x-json-stream')).status).toBe(200);
    expect((await post('/v2/track', 'not json', 'application/json')).status).toBe(400);
    const { envelopes } = await arrived();
    expect(envelopes.map((item) => item.data?.baseData?.name)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('takes CSP reports of report-uri and report-to, one line each, without queries', async () => {
    const reportUri = {
      'csp-report': {
        'document-uri': 'http://localhost:4173/fi/asiointi/chat?code=secret',
        'effective-directive': 'img-src',
        'blocked-uri': 'http://elsewhere.example/pixel.png?id=1',
        disposition: 'enforce',
      },
    };
    const reportTo = [
      {
        type: 'csp-violation',
        url: 'http://localhost:4173/fi/asiointi',
        body: {
          documentURL: 'http://localhost:4173/fi/asiointi',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
          disposition: 'enforce',
          sample: 'alert(1)\nalert(2)',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(
      (await post('/csp-reports', JSON.stringify(reportUri), 'application/csp-report')).status,
    ).toBe(204);
    expect(
      (await post('/csp-reports', JSON.stringify(reportTo, null, 2), 'application/reports+json'))
        .status,
    ).toBe(204);
    expect(logged).toEqual([
      '[csp] enforce img-src blocked http://elsewhere.example/pixel.png on http://localhost:4173/fi/asiointi/chat (report-uri)',
      '[csp] enforce script-src-elem blocked inline on http://localhost:4173/fi/asiointi (report-to)',
    ]);
    const { cspReports } = await arrived();
    expect(cspReports.map(({ via, directive }) => [via, directive])).toEqual([
      ['report-uri', 'img-src'],
      ['report-to', 'script-src-elem'],
    ]);
    expect(JSON.stringify(cspReports)).not.toMatch(/secret|id=1|alert/);
    expect((await fetch(stand.pageUrl)).headers.get('content-type')).toContain('text/html');
  });

  it('answers the SDK’s preflight and forgets what arrived on DELETE', async () => {
    const preflight = await fetch(`${stand.url}/v2/track`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    await post('/v2/track', JSON.stringify([envelope('a')]), 'application/json');
    expect((await fetch(stand.pageUrl, { method: 'DELETE' })).status).toBe(204);
    expect(await arrived()).toEqual({ envelopes: [], cspReports: [] });
  });
});
