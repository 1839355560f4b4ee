// Application Insights (B-20) per environment: the connection string of each environment's
// resource. Apart from the environments' other settings, so that it is read only by the telemetry
// chunk (loaded after the first paint) and the CSP, never by the first page.
import type { EnvironmentName } from './environment-name.ts';

/** Where the Application Insights SDK sends when the connection string names no endpoint. */
const defaultIngestion = 'https://dc.services.visualstudio.com/';

/** Deployed environments: one resource each in the provider's region (placeholder keys). */
const deployed = (key: string): string =>
  `InstrumentationKey=${key};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/`;

/**
 * PROPOSAL: the instrumentation keys and the region are placeholders until operations names the
 * resources (docs/telemetry.md). Locally the mock stack's stand-in
 * (mock-server/telemetry/telemetry-ingestion.ts) takes the envelopes.
 */
export const telemetryConnectionStrings: Readonly<Record<EnvironmentName, string>> = {
  local:
    'InstrumentationKey=00000000-0000-4000-8000-000000000000;IngestionEndpoint=http://localhost:4040/',
  dev: deployed('6d1f0c7e-0d3a-4b6e-9a51-0000000000d1'),
  test: deployed('6d1f0c7e-0d3a-4b6e-9a51-0000000000e2'),
  stg: deployed('6d1f0c7e-0d3a-4b6e-9a51-0000000000f3'),
  prod: deployed('6d1f0c7e-0d3a-4b6e-9a51-000000000104'),
};

/** The ingestion endpoint of a connection string (`IngestionEndpoint=`), for the CSP's connect-src. */
export function ingestionEndpoint(connectionString: string): string {
  const field = connectionString
    .split(';')
    .map((part) => part.split('='))
    .find(([key]) => key?.trim().toLowerCase() === 'ingestionendpoint');
  const endpoint = field?.slice(1).join('=').trim() ?? '';
  return endpoint === '' ? defaultIngestion : endpoint;
}
