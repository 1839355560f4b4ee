// npm run serve: the production build (dist/, from npm run build) on http://localhost:4173 with
// the headers production needs (a strict Content-Security-Policy and friends), and the local
// mock stack behind /api/ — so the Playwright suite runs against what ships.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { environments } from '../src/app/config/environments.ts';
import { defaultGatewayPort, describeStack, startMockStack } from '../mock-server/stack.ts';
import { productionHeaders } from './security-headers.ts';
import { staticTarget } from './static-path.ts';

const root = resolve(import.meta.dirname, '..', 'dist');
const port = Number(process.env.PORT ?? 4173);
const securityHeaders = productionHeaders(environments.local);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

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

function sendFile(request: IncomingMessage, response: ServerResponse, file: string): void {
  const isHtml = file.endsWith('.html');
  // Compressed as production's CDN would: brotli where the browser takes it, else gzip.
  const encoding = compressible.has(extname(file))
    ? contentEncoding(request.headers['accept-encoding'] ?? '')
    : undefined;
  response.writeHead(200, {
    ...securityHeaders,
    'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
    // Hashed assets never change; the HTML must always be fetched anew.
    'Cache-Control': isHtml ? 'no-store' : 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (encoding) {
    response.end(compressed(file, encoding));
  } else {
    createReadStream(file).pipe(response);
  }
}

function serveStatic(request: IncomingMessage, response: ServerResponse): void {
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
}

function proxyToGateway(request: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(
    {
      host: 'localhost',
      port: defaultGatewayPort,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    response.writeHead(502, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 502, message: 'The mock gateway is not running' }));
  });
  request.pipe(upstream);
}

if (!existsSync(join(root, 'index.html'))) {
  console.error('dist/index.html is missing: run npm run build first.');
  process.exit(1);
}

const stack = await startMockStack();
const server = createServer((request, response) => {
  if (request.url?.startsWith('/api/')) {
    proxyToGateway(request, response);
  } else {
    serveStatic(request, response);
  }
});
await new Promise<void>((done) => server.listen(port, 'localhost', done));
console.info(describeStack(stack, `http://localhost:${port}/ (production build, strict CSP)`));

const stop = () => {
  server.close();
  void stack.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
