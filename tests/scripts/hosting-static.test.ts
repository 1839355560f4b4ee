import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import { responseHeaders } from '../../scripts/hosting/hosting-headers.ts';
import { answerCspReport, createStaticHandler } from '../../scripts/hosting/hosting-static.ts';
import { productionHeaders } from '../../scripts/hosting/security-headers.ts';
import { writeFakeDist } from './fake-dist.ts';

const root = join(mkdtempSync(join(tmpdir(), 'asiointi-hosting-')), 'dist');
const logged: string[] = [];
let server: Server;
let port = 0;

beforeAll(async () => {
  writeFakeDist(root);
  const serveStatic = createStaticHandler(root, environments.local);
  server = createServer((req, res) => {
    if (req.url === '/csp-reports') {
      answerCspReport(req, res, (line) => logged.push(line));
    } else {
      serveStatic(req, res);
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function send(method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path }, (answer) => {
      answer.resume();
      answer.on('end', () => {
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The headers of `expected`'s names as the answer has them. */
const picked = (answer: Answer, expected: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(expected).map((name) => [name, answer.headers[name.toLowerCase()]]),
  );

describe('npm run serve’s answers', () => {
  it.each([
    ['a hashed asset', '/assets/index-Dq5pGFAi.js', 'hashedAsset'],
    ['an unhashed asset', '/assets/logo.svg', 'otherFile'],
    ['the HTML', '/index.html', 'app'],
    ['a route of the app', '/fi/asiointi/chat', 'app'],
  ] as const)('%s has the security headers and its cache rule', async (_name, path, kind) => {
    const answer = await send('GET', path);
    expect(answer.status).toBe(200);
    const expected = responseHeaders(environments.local, kind);
    expect(picked(answer, expected)).toEqual(expected);
  });

  it('never lets a browser keep the manifest or an unhashed file as immutable', async () => {
    for (const path of ['/assets/logo.svg']) {
      expect((await send('GET', path)).headers['cache-control']).not.toContain('immutable');
    }
  });

  it('never serves the build’s metadata (absolute build paths)', async () => {
    for (const path of ['/.vite/manifest.json', '/.vite/modules.json', '/.vite/']) {
      expect((await send('GET', path)).status, path).toBe(404);
    }
  });

  it('answers a missing asset 404 with the security headers and nothing to cache', async () => {
    const answer = await send('GET', '/assets/gone-00000000.js');
    expect(answer.status).toBe(404);
    const expected = productionHeaders(environments.local);
    expect(picked(answer, expected)).toEqual(expected);
    expect(answer.headers['cache-control']).toBeUndefined();
  });
});

describe('the local CSP report endpoint', () => {
  it('takes a report with 204 and logs one line per violation, without its query', async () => {
    const violation = (directive: string) => ({
      type: 'csp-violation',
      url: 'http://localhost:4173/fi/asiointi?code=secret',
      body: {
        effectiveDirective: directive,
        blockedURL: 'http://elsewhere.example/x.js?token=secret',
        documentURL: 'http://localhost:4173/fi/asiointi?code=secret',
        disposition: 'enforce',
        sample: 'line one\nline two',
      },
    });
    const before = logged.length;
    const report = JSON.stringify([violation('script-src-elem'), violation('img-src')], null, 2);
    expect((await send('POST', '/csp-reports', report)).status).toBe(204);
    expect(logged.slice(before)).toEqual([
      '[csp] enforce script-src-elem blocked http://elsewhere.example/x.js on http://localhost:4173/fi/asiointi (report-to)',
      '[csp] enforce img-src blocked http://elsewhere.example/x.js on http://localhost:4173/fi/asiointi (report-to)',
    ]);
  });

  it('refuses other methods and oversized bodies', async () => {
    expect((await send('GET', '/csp-reports')).status).toBe(405);
    expect((await send('POST', '/csp-reports', 'x'.repeat(70_000))).status).toBe(413);
  });
});
