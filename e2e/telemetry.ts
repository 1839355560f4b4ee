// What reached the mock stack's telemetry stand-in (mock-server/telemetry/telemetry-ingestion.ts): the
// Application Insights SDK's envelopes and the CSP violation reports. Other tests run beside
// these, so a test looks for its own items and never clears the stand-in.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Arrived, Envelope } from '../mock-server/telemetry/telemetry-ingestion.ts';

export const telemetryStandIn = 'http://localhost:4040/__mock/telemetry';

/** The path of the telemetry's chunk (src/app/telemetry/connect.ts with the SDK). */
export const telemetryChunk = /^\/assets\/connect-[\w-]+\.js$/;

export async function arrived(request: APIRequestContext): Promise<Arrived> {
  const response = await request.get(`${telemetryStandIn}.json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Arrived;
}

/** The first envelope that `matches`, once it has arrived (the SDK sends every second locally). */
export async function envelopeArriving(
  request: APIRequestContext,
  matches: (envelope: Envelope) => boolean,
): Promise<Envelope> {
  let found: Envelope | undefined;
  await expect
    .poll(
      async () => {
        found = (await arrived(request)).envelopes.find(matches);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (found === undefined) throw new Error('No such envelope arrived.');
  return found;
}

/** An envelope's custom dimensions. */
export const propertiesOf = (envelope: Envelope): Record<string, unknown> =>
  (envelope.data?.baseData?.properties ?? {}) as Record<string, unknown>;
