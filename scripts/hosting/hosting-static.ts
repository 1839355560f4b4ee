// The production build's files as npm run serve answers them: the file a path names (or the app's
// index.html for a route), compressed as a CDN would, with the headers of its kind
// (hosting-headers.ts) — the same the generated nginx server block sends.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { EnvironmentConfig } from '../../src/app/config/environments.ts';
import { cspReportLine, parseCspReports } from '../../mock-server/telemetry/telemetry-ingestion.ts';
import { pathKind, responseHeaders } from './hosting-headers.ts';
import { productionHeaders } from './security-headers.ts';
import { staticTarget } from './static-path.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

function contentEncoding(accepted: string): 'br' | 'gzip' | undefined {
  if (/\bbr\b/.test(accepted)) {
    return 'br';
  }
  return /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
}

/**
 * Compressed bodies, made once per file version and encoding, as a CDN caches them: compressing
 * the 700 kB main chunk with brotli on every request took two seconds of this machine's CPU per
 * page load, and the e2e suite's pages queued behind it.
 */
const compressedCache = new Map<string, Buffer>();

function compressed(file: string, encoding: 'br' | 'gzip'): Buffer {
  const key = `${encoding}:${file}:${String(statSync(file).mtimeMs)}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw) : gzipSync(raw);
    compressedCache.set(key, body);
  }
  return body;
}

/** `/assets/x.js` for `<root>/assets/x.js`: the path the cache rule reads. */
const pathInBuild = (root: string, file: string): string =>
  `/${relative(root, file).split(sep).join('/')}`;

/** Answers a request for the build in `root` with the headers of `config`'s environment. */
export function createStaticHandler(
  root: string,
  config: EnvironmentConfig,
): (request: IncomingMessage, response: ServerResponse) => void {
  const securityHeaders = productionHeaders(config);

  function sendFile(request: IncomingMessage, response: ServerResponse, file: string): void {
    // Compressed as production's CDN would: brotli where the browser takes it, else gzip.
    const encoding = compressible.has(extname(file))
      ? contentEncoding(request.headers['accept-encoding'] ?? '')
      : undefined;
    response.writeHead(200, {
      ...responseHeaders(config, pathKind(pathInBuild(root, file))),
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
    } else if (encoding) {
      response.end(compressed(file, encoding));
    } else {
      createReadStream(file).pipe(response);
    }
  }

  return (request, response) => {
    const target = staticTarget(root, request.url ?? '/');
    switch (target.kind) {
      case 'file':
        sendFile(request, response, target.file);
        return;
      case 'app':
        sendFile(request, response, join(root, 'index.html'));
        return;
      case 'notFound':
      case 'badRequest': {
        const status = target.kind === 'notFound' ? 404 : 400;
        response.writeHead(status, {
          ...securityHeaders,
          'Content-Type': 'text/plain; charset=utf-8',
        });
        response.end(status === 404 ? 'Not found' : 'Bad request');
        return;
      }
    }
  };
}

/** The largest violation report the local serve reads; a real report is a few kilobytes. */
const maxReportBytes = 64 * 1024;

/**
 * The local report endpoint (`localCspReportPath`): takes a POSTed violation report (report-uri's
 * or the Reporting API's), logs one line per violation with `log`, and answers 204; anything else
 * 405, a body over 64 kB 413.
 */
export function answerCspReport(
  request: IncomingMessage,
  response: ServerResponse,
  log: (line: string) => void,
): void {
  if (request.method !== 'POST') {
    response.writeHead(405, { Allow: 'POST' });
    response.end();
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxReportBytes) {
      chunks.push(chunk);
    }
  });
  request.on('end', () => {
    if (size > maxReportBytes) {
      response.writeHead(413);
      response.end();
      return;
    }
    const reports = parseCspReports(
      Buffer.concat(chunks).toString('utf8'),
      new Date().toISOString(),
    );
    if (reports === undefined) {
      log('[csp] a report that is not a CSP violation report was ignored');
    }
    for (const report of reports ?? []) log(cspReportLine(report));
    response.writeHead(204);
    response.end();
  });
}
