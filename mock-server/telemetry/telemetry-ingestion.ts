/**
 * The local stand-in of what operations receive from browsers: Application Insights' ingestion
 * endpoint (the `local` environment's connection string names it), taking the SDK's envelopes at
 * `POST /v2/track` as the real one does (a JSON array, or one envelope per line) and answering as
 * it does; and the CSP violation reports (`POST /csp-reports`, the `local` environment's
 * `cspReports.url`) in both formats, `report-uri`'s `application/csp-report` and the Reporting
 * API's `application/reports+json`, each logged in one line. `/__mock/telemetry` (a page) and
 * `/__mock/telemetry.json` show what arrived; `DELETE /__mock/telemetry` forgets it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';

export const defaultTelemetryPort = 4040;
export const trackPath = '/v2/track';
export const cspReportPath = '/csp-reports';
export const telemetryPagePath = '/__mock/telemetry';
export const telemetryJsonPath = '/__mock/telemetry.json';

/** An envelope as the SDK sends it (Application Insights' Breeze schema). */
export interface Envelope {
  name: string;
  time: string;
  iKey?: string;
  tags?: Record<string, string>;
  data?: { baseType?: string; baseData?: Record<string, unknown> };
}

/** A CSP violation as the stand-in keeps it: what was blocked where, never a query or sample. */
export interface CspReport {
  time: string;
  /** How it came: the `report-uri` directive or the Reporting API's `report-to`. */
  via: 'report-uri' | 'report-to';
  directive: string;
  blocked: string;
  /** The page's origin and path, without its query or fragment. */
  page: string;
  disposition: string;
}

/** What arrived, as `/__mock/telemetry.json` answers it. */
export interface Arrived {
  envelopes: Envelope[];
  cspReports: CspReport[];
}

export interface TelemetryIngestion {
  url: string;
  pageUrl: string;
  jsonUrl: string;
  cspReportUrl: string;
  received(): Arrived;
  close(): Promise<void>;
}

/** What the stand-in keeps of each: the latest only. */
const kept = 1000;

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Sdk-Context',
  'Access-Control-Max-Age': '600',
};

/** The envelopes of a body: a JSON array, one envelope, or newline-delimited envelopes. */
export function parseEnvelopes(body: string): Envelope[] | undefined {
  const text = body.trim();
  if (text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return (Array.isArray(parsed) ? parsed : [parsed]) as Envelope[];
  } catch {
    try {
      return text
        .split('\n')
        .flatMap((line) => (line.trim() === '' ? [] : [JSON.parse(line) as Envelope]));
    } catch {
      return undefined;
    }
  }
}

type Bag = Record<string, unknown>;
const bag = (value: unknown): Bag =>
  value !== null && typeof value === 'object' ? (value as Bag) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A URL without its query and fragment (`inline`, `eval` and the like as they are). */
function withoutQuery(value: unknown): string {
  const url = text(value);
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
}

/**
 * The violations of a report body: `{"csp-report": {…}}` (report-uri, kebab-case) or an array of
 * Reporting API reports whose `type` is `csp-violation` (report-to, camelCase). Undefined for a
 * body that is neither.
 */
export function parseCspReports(body: string, time: string): CspReport[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) {
    return parsed
      .map(bag)
      .filter((report) => report.type === 'csp-violation')
      .map((report) => {
        const violation = bag(report.body);
        return {
          time,
          via: 'report-to',
          directive: text(violation.effectiveDirective),
          blocked: withoutQuery(violation.blockedURL),
          page: withoutQuery(violation.documentURL ?? report.url),
          disposition: text(violation.disposition),
        };
      });
  }
  const violation = bag(bag(parsed)['csp-report']);
  if (Object.keys(violation).length === 0) return undefined;
  return [
    {
      time,
      via: 'report-uri',
      directive: text(violation['effective-directive'] ?? violation['violated-directive']),
      blocked: withoutQuery(violation['blocked-uri']),
      page: withoutQuery(violation['document-uri']),
      disposition: text(violation.disposition),
    },
  ];
}

/** One line for a developer's console: a report never spreads over several. */
export const cspReportLine = (report: CspReport): string =>
  `[csp] ${report.disposition || 'enforce'} ${report.directive} blocked ${report.blocked || '(none)'} on ${report.page} (${report.via})`.replace(
    /[\r\n]+/g,
    ' ',
  );

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page({ envelopes, cspReports }: Arrived): string {
  const rows = envelopes
    .map((envelope) => {
      const baseType = envelope.data?.baseType ?? '';
      const data = envelope.data?.baseData ?? {};
      const exceptions = Array.isArray(data.exceptions)
        ? (data.exceptions as { typeName?: string; message?: string }[])
        : [];
      const summary =
        typeof data.name === 'string'
          ? data.name
          : exceptions.map((e) => `${e.typeName ?? ''}: ${e.message ?? ''}`).join('; ');
      return `<tr><td>${escape(envelope.time)}</td><td>${escape(baseType)}</td><td>${escape(summary)}</td><td><pre>${escape(JSON.stringify({ tags: envelope.tags, baseData: data }, null, 1))}</pre></td></tr>`;
    })
    .reverse()
    .join('\n');
  const violations = cspReports
    .map(
      (report) =>
        `<tr><td>${escape(report.time)}</td><td>${escape(report.via)}</td><td>${escape(report.directive)}</td><td>${escape(report.blocked)}</td><td>${escape(report.page)}</td></tr>`,
    )
    .reverse()
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Telemetry (mock)</title></head><body>
<h1>Telemetry that arrived (${envelopes.length})</h1>
<p>Newest first. JSON: <a href="${telemetryJsonPath}">${telemetryJsonPath}</a>. Forget: <code>DELETE ${telemetryPagePath}</code>.</p>
<table><thead><tr><th>Time</th><th>Type</th><th>Name</th><th>Envelope</th></tr></thead><tbody>
${rows}
</tbody></table>
<h2>CSP violation reports (${cspReports.length})</h2>
<table><thead><tr><th>Time</th><th>Via</th><th>Directive</th><th>Blocked</th><th>Page</th></tr></thead><tbody>
${violations}
</tbody></table></body></html>`;
}

/** The largest body the stand-in reads; the SDK's batches and a violation report are far smaller. */
const maxBodyBytes = 1024 * 1024;

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTelemetryIngestion(
  options: { port?: number; host?: string; log?: (line: string) => void } = {},
): Promise<TelemetryIngestion> {
  const arrived: Arrived = { envelopes: [], cspReports: [] };
  const keep = <T>(list: T[], items: T[]) => {
    list.push(...items);
    list.splice(0, Math.max(0, list.length - kept));
  };
  const send = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { ...cors, 'Content-Type': type, 'Cache-Control': 'no-store' });
    response.end(body);
  };
  const track = (response: ServerResponse, body: string | undefined) => {
    const items = body === undefined ? undefined : parseEnvelopes(body);
    if (items === undefined) {
      send(
        response,
        400,
        'application/json',
        JSON.stringify({
          itemsReceived: 0,
          itemsAccepted: 0,
          errors: [{ index: 0, statusCode: 400, message: 'Invalid JSON' }],
        }),
      );
      return;
    }
    keep(arrived.envelopes, items);
    send(
      response,
      200,
      'application/json',
      JSON.stringify({ itemsReceived: items.length, itemsAccepted: items.length, errors: [] }),
    );
  };
  const violations = (response: ServerResponse, body: string | undefined) => {
    const reports =
      body === undefined ? undefined : parseCspReports(body, new Date().toISOString());
    if (reports === undefined) {
      send(response, 400, 'text/plain', 'Not a CSP violation report');
      return;
    }
    keep(arrived.cspReports, reports);
    for (const report of reports) options.log?.(cspReportLine(report));
    send(response, 204, 'text/plain', '');
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
    } else if (request.method === 'POST' && (path === trackPath || path === cspReportPath)) {
      void readBody(request).then((body) => {
        (path === trackPath ? track : violations)(response, body);
      });
    } else if (request.method === 'GET' && path === telemetryJsonPath) {
      send(response, 200, 'application/json', JSON.stringify(arrived));
    } else if (request.method === 'GET' && path === telemetryPagePath) {
      send(response, 200, 'text/html; charset=utf-8', page(arrived));
    } else if (request.method === 'DELETE' && path === telemetryPagePath) {
      arrived.envelopes.length = 0;
      arrived.cspReports.length = 0;
      send(response, 204, 'text/plain', '');
    } else {
      send(response, 404, 'text/plain', 'Not found');
    }
  });
  const { port, urlHost } = await listen(
    server,
    options.port ?? defaultTelemetryPort,
    options.host ?? 'localhost',
  );
  const url = `http://${urlHost}:${port}`;
  return {
    url,
    pageUrl: `${url}${telemetryPagePath}`,
    jsonUrl: `${url}${telemetryJsonPath}`,
    cspReportUrl: `${url}${cspReportPath}`,
    received: () => arrived,
    close: () => closeServer(server),
  };
}
