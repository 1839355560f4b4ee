/**
 * The local stand-ins of the analytics third parties (http://localhost:4050), on an origin of
 * their own as the real ones are, speaking their protocols (docs/analytics.md):
 *
 * - `GET /uc.js`: Cookiebot's consent script (cookiebot-stand-in.js): `window.Cookiebot`, its
 *   events and cookie, and a dialog in fi, sv or en (`data-culture`) with accept and refuse.
 * - `GET /matomo.js` (matomo-stand-in.js) and `/matomo.php`: Matomo's tracker and its HTTP
 *   tracking API (GET or POST, a form body or a bulk `{"requests": [...]}`).
 * - `GET /gtm.js?id=<container>` (tag-manager-stand-in.js): forwards every `dataLayer` push to
 *   `POST /__mock/tag-manager`.
 * - `GET /__mock/analytics` (a page) and `/__mock/analytics.json`: what arrived, oldest first;
 *   `DELETE` either to forget it.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeServer } from '../close-server.ts';
import { listen } from '../listen.ts';
import { escapeHtml } from '../sign-in/sign-in-pages.ts';

export const defaultAnalyticsPort = 4050;

/** The consent dialog's texts (the consent platform's own, as Cookiebot's are configured). */
export const consentTexts = {
  fi: {
    title: 'Evästeet ja tilastointi',
    body: 'Käytämme välttämättömiä evästeitä, jotta palvelu toimii. Tilastoinnin avulla kehitämme palvelua: hyväksytkö, että käyttöäsi tilastoidaan? Tilastoihin ei tallenneta nimeäsi, henkilötunnustasi eikä terveystietojasi.',
    accept: 'Hyväksy tilastointi',
    decline: 'Kieltäydy',
  },
  sv: {
    title: 'Kakor och statistik',
    body: 'Vi använder nödvändiga kakor för att tjänsten ska fungera. Med statistik utvecklar vi tjänsten: godkänner du att din användning förs in i statistik? Ditt namn, din personbeteckning och dina hälsouppgifter sparas inte i statistiken.',
    accept: 'Godkänn statistik',
    decline: 'Avböj',
  },
  en: {
    title: 'Cookies and statistics',
    body: 'We use necessary cookies so that the service works. Statistics help us improve the service: do you accept that your use is recorded in statistics? Your name, personal identity code and health information are never recorded.',
    accept: 'Accept statistics',
    decline: 'Refuse',
  },
} as const;

/** One hit the stand-ins received. */
export interface AnalyticsHit {
  receivedAt: string;
  tracker: 'matomo' | 'tagManager';
  /** Matomo: `pageview` or `event`; the tag manager: the push's `event`. */
  type: string;
  /** Matomo: the tracking API's parameters; the tag manager: `{ container, push }`. */
  data: Record<string, unknown>;
}

export interface AnalyticsStandIns {
  url: string;
  hits: () => readonly AnalyticsHit[];
  close: () => Promise<void>;
}

const script = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');
const consentScript = `const standInTexts = ${JSON.stringify(consentTexts)};\n${script('./cookiebot-stand-in.js')}`;
const matomoScript = script('./matomo-stand-in.js');
const tagManagerScript = script('./tag-manager-stand-in.js');

/** The most hits kept; the oldest go first. */
const hitLimit = 1000;

/** Matomo's answer to an image request: a transparent 1×1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer = '',
) {
  res.writeHead(status, {
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  res.end(body);
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 65_536) {
      break;
    }
  }
  return body;
}

/** The tracking API's requests in a GET query, a POST form body or a bulk JSON body. */
export function matomoRequests(query: URLSearchParams, body: string): URLSearchParams[] {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) {
    try {
      const bulk = JSON.parse(trimmed) as { requests?: unknown };
      if (Array.isArray(bulk.requests)) {
        return bulk.requests
          .filter((request): request is string => typeof request === 'string')
          .map((request) => new URLSearchParams(request.replace(/^[^?]*\?/, '')));
      }
    } catch {
      return [];
    }
  }
  const params = new URLSearchParams(query);
  for (const [name, value] of new URLSearchParams(trimmed)) {
    params.set(name, value);
  }
  return params.has('idsite') ? [params] : [];
}

const matomoHit = (params: URLSearchParams): AnalyticsHit => ({
  receivedAt: new Date().toISOString(),
  tracker: 'matomo',
  type: params.has('e_c') ? 'event' : 'pageview',
  data: Object.fromEntries(params),
});

function page(hits: readonly AnalyticsHit[]): string {
  const rows = hits
    .map(
      (hit) =>
        `<tr><td>${escapeHtml(hit.receivedAt)}</td><td>${hit.tracker}</td><td>${escapeHtml(hit.type)}</td><td><code>${escapeHtml(JSON.stringify(hit.data))}</code></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Analytics hits (local stand-ins)</title></head>
<body><main>
<h1>Analytics hits</h1>
<p>What the local Matomo and tag manager stand-ins received, oldest first (${hits.length}). Nothing arrives before the patient accepts statistics in the consent dialog. As JSON: <a href="/__mock/analytics.json">/__mock/analytics.json</a>; <code>DELETE</code> it to forget.</p>
<table><thead><tr><th scope="col">Received</th><th scope="col">Tracker</th><th scope="col">Type</th><th scope="col">Data</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>`;
}

export async function startAnalyticsStandIns({
  port,
  host = 'localhost',
}: {
  /** 0 picks a free port. */
  port: number;
  host?: string;
}): Promise<AnalyticsStandIns> {
  const hits: AnalyticsHit[] = [];
  const keep = (hit: AnalyticsHit) => {
    hits.push(hit);
    if (hits.length > hitLimit) {
      hits.shift();
    }
  };
  const javascript = { 'content-type': 'text/javascript; charset=utf-8' };
  const plain = { 'content-type': 'text/plain; charset=utf-8' };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { pathname } = url;
    const method = req.method ?? 'GET';
    if (method === 'GET' && pathname === '/uc.js') {
      send(res, 200, javascript, consentScript);
    } else if (method === 'GET' && pathname === '/matomo.js') {
      send(res, 200, javascript, matomoScript);
    } else if (method === 'GET' && pathname === '/gtm.js') {
      send(res, 200, javascript, tagManagerScript);
    } else if (pathname === '/matomo.php' && (method === 'GET' || method === 'POST')) {
      const body = method === 'POST' ? await bodyOf(req) : '';
      const requests = matomoRequests(url.searchParams, body);
      requests.forEach((params) => {
        keep(matomoHit(params));
      });
      const image = method === 'GET' && url.searchParams.get('send_image') !== '0';
      if (image) {
        send(res, 200, { 'content-type': 'image/gif' }, pixel);
      } else {
        send(res, requests.length > 0 ? 204 : 400, plain);
      }
    } else if (method === 'POST' && pathname === '/__mock/tag-manager') {
      try {
        const { container, push } = JSON.parse(await bodyOf(req)) as {
          container?: unknown;
          push?: Record<string, unknown>;
        };
        const type = typeof push?.event === 'string' ? push.event : 'push';
        keep({
          receivedAt: new Date().toISOString(),
          tracker: 'tagManager',
          type,
          data: { container, push },
        });
        send(res, 204, plain);
      } catch {
        send(res, 400, plain, 'Not a dataLayer push');
      }
    } else if (pathname === '/__mock/analytics' || pathname === '/__mock/analytics.json') {
      if (method === 'DELETE') {
        hits.length = 0;
        send(res, 204, plain);
      } else if (method === 'GET' && pathname.endsWith('.json')) {
        send(res, 200, { 'content-type': 'application/json' }, JSON.stringify({ hits }));
      } else if (method === 'GET') {
        send(
          res,
          200,
          {
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': "default-src 'none'",
          },
          page(hits),
        );
      } else {
        send(res, 405, { ...plain, allow: 'GET, DELETE' }, 'Method not allowed');
      }
    } else {
      req.resume();
      send(res, 404, plain, 'Not found');
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) {
        send(res, 500, plain, 'Stand-in failed');
      }
    });
  });
  const bound = await listen(server, port, host);
  return {
    url: `http://${bound.urlHost}:${bound.port}`,
    hits: () => hits,
    close: () => closeServer(server),
  };
}
