import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  hashedAssetPattern,
  responseHeaders,
  type PathKind,
} from '../../scripts/hosting/hosting-headers.ts';
import {
  chatHostNginxFile,
  chatHostRoot,
  chatHostScriptFile,
  chatHostServerBlock,
  deployedEnvironments,
  nginxFile,
  nginxServerBlock,
} from '../../scripts/hosting/hosting-nginx.ts';
import {
  chatHostHeaders,
  chatHostPage,
  chatHostScript,
  chatHostScriptHeaders,
  deployedChatHost,
} from '../../scripts/hosting/chat-host.ts';
import { handleChatHostRequest } from '../../mock-server/chat-widget/chat-host.ts';
import { createStaticHandler } from '../../scripts/hosting/hosting-static.ts';
import { productionHeaders } from '../../scripts/hosting/security-headers.ts';
import { writeFakeDist } from './fake-dist.ts';

/** One directive of an nginx file, with its block's directives when it has one. */
interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

/** A word of an nginx file; a quoted `;` or `{` is a value, not syntax. */
interface Token {
  text: string;
  quoted: boolean;
}

/** A small reader of nginx's syntax: words, quoted strings with `\` escapes, `;`, `{ }`, `#`. */
function parseNginx(source: string): Directive[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < source.length) {
    const character = source.charAt(index);
    if (/\s/.test(character)) {
      index += 1;
    } else if (character === '#') {
      while (index < source.length && source.charAt(index) !== '\n') {
        index += 1;
      }
    } else if ('{};'.includes(character)) {
      tokens.push({ text: character, quoted: false });
      index += 1;
    } else if (character === '"' || character === "'") {
      let text = '';
      index += 1;
      while (source.charAt(index) !== character) {
        if (index >= source.length) {
          throw new Error('An unclosed string');
        }
        if (source.charAt(index) === '\\' && `"'\\`.includes(source.charAt(index + 1))) {
          index += 1;
        }
        text += source.charAt(index);
        index += 1;
      }
      tokens.push({ text, quoted: true });
      index += 1;
    } else {
      const text = /^[^\s{};"']+/.exec(source.slice(index))?.[0] ?? '';
      tokens.push({ text, quoted: false });
      index += text.length;
    }
  }
  let position = 0;
  const syntax = (text: string): boolean => {
    const token = tokens[position];
    return token !== undefined && !token.quoted && token.text === text;
  };
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (position < tokens.length && !syntax('}')) {
      const words: string[] = [];
      while (!syntax(';') && !syntax('{')) {
        const token = tokens[position];
        if (token === undefined) {
          throw new Error('A directive without ; or {');
        }
        words.push(token.text);
        position += 1;
      }
      const [name = '', ...args] = words;
      if (syntax('{')) {
        position += 1;
        directives.push({ name, args, block: block() });
        if (!syntax('}')) {
          throw new Error(`An unclosed block: ${name}`);
        }
      } else {
        directives.push({ name, args });
      }
      position += 1;
    }
    return directives;
  };
  return block();
}

/** Every location, inner ones as `outer > inner`, as `modifier path` → its directives. */
function locations(
  directives: Directive[],
  found = new Map<string, Directive[]>(),
  outer = '',
): Map<string, Directive[]> {
  for (const directive of directives) {
    if (directive.name === 'location') {
      const key = `${outer}${directive.args.join(' ')}`;
      found.set(key, directive.block ?? []);
      locations(directive.block ?? [], found, `${key} > `);
    }
  }
  return found;
}

/** A location's headers, split into those sent on every answer and on successes only. */
function headersOf(location: Directive[]) {
  const always: Record<string, string> = {};
  const onSuccess: Record<string, string> = {};
  for (const { args } of location.filter((directive) => directive.name === 'add_header')) {
    const [header = '', value = '', flag] = args;
    (flag === 'always' ? always : onSuccess)[header] = value;
  }
  return { always, onSuccess };
}

const argsOf = (location: Directive[], name: string) =>
  location.find((directive) => directive.name === name)?.args;

describe.each(deployedEnvironments.map((name) => [name] as const))(
  'deploy/nginx/%s.conf',
  (name) => {
    const config = environments[name];
    const committed = existsSync(nginxFile(name)) ? readFileSync(nginxFile(name), 'utf8') : '';

    it('is what npm run hosting:nginx writes today (regenerate it when this fails)', () => {
      expect(committed).toBe(nginxServerBlock(config));
    });

    const server = parseNginx(committed).find((directive) => directive.name === 'server');
    const byPath = locations(server?.block ?? []);
    const kinds: [string, PathKind][] = [
      ['/', 'otherFile'],
      ['~ \\.html$', 'app'],
      ['^~ /assets/', 'otherFile'],
      ['^~ /assets/ > ~ \\.html$', 'app'],
      [`^~ /assets/ > ~ ${hashedAssetPattern.source}`, 'hashedAsset'],
      ['= /manifest.webmanifest', 'otherFile'],
    ];

    it.each(kinds)('location %s sends the serve’s headers for its kind (%s)', (path, kind) => {
      const location = byPath.get(path);
      expect(location, path).toBeDefined();
      const { always, onSuccess } = headersOf(location ?? []);
      expect(always).toEqual(productionHeaders(config));
      // Only successes get a cache rule: a 404 is never kept for a year.
      expect({ ...always, ...onSuccess }).toEqual(responseHeaders(config, kind));
      expect(Object.keys(onSuccess)).toEqual(['Cache-Control']);
    });

    it('answers the build’s metadata 404 with the security headers only', () => {
      const location = byPath.get('^~ /.vite/') ?? [];
      expect(argsOf(location, 'return')).toEqual(['404']);
      expect(headersOf(location)).toEqual({ always: productionHeaders(config), onSuccess: {} });
    });

    it('has no location but those, and every one names its files', () => {
      expect([...byPath.keys()].sort()).toEqual(
        [...kinds.map(([path]) => path), '^~ /.vite/'].sort(),
      );
      for (const [path, location] of byPath) {
        if (path === '^~ /.vite/') {
          continue;
        }
        expect(argsOf(location, 'try_files')?.[0]).toBe('$uri');
      }
    });

    it('answers every route with a prerendered page or the app, and a missing asset with 404', () => {
      expect(argsOf(byPath.get('/') ?? [], 'try_files')).toEqual(['$uri', '$uri/', '/index.html']);
      expect(argsOf(byPath.get('~ \\.html$') ?? [], 'try_files')).toEqual(['$uri', '/index.html']);
      expect(argsOf(byPath.get('^~ /assets/') ?? [], 'try_files')).toEqual(['$uri', '=404']);
    });
  },
);

// The real nginx (Debian's nginx-light; .ci/run installs it where it is missing): each
// environment's generated block and the serve answer the same paths alike.
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => {
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Runs nginx with `work/server.conf` in `work` until it answers on `port`. */
async function startNginx(work: string, port: number): Promise<ChildProcess> {
  if (nginxBinary === undefined) {
    throw new Error('nginx is missing: apt-get install nginx-light (.ci/run installs it)');
  }
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(work, kind)};`)
    .join(' ');
  writeFileSync(
    join(work, 'nginx.conf'),
    `daemon off; master_process off; pid ${join(work, 'nginx.pid')};
     error_log ${join(work, 'error.log')};
     events {}
     http { access_log off; ${temp}
       types { text/html html; text/javascript js; application/json json; image/svg+xml svg; }
       include ${join(work, 'server.conf')}; }`,
  );
  const args = ['-p', work, '-e', join(work, 'error.log'), '-c', join(work, 'nginx.conf')];
  const check = spawnSync(nginxBinary, ['-t', ...args], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  const nginx = spawn(nginxBinary, args, { stdio: 'ignore' });
  // nginx is up once it answers.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await get(port, '/').catch(() => undefined)) !== undefined) {
      return nginx;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  nginx.kill('SIGTERM');
  throw new Error('nginx did not start');
}

describe.each(deployedEnvironments)('nginx with the generated %s block', (name) => {
  let work = '';
  let root = '';
  const config = environments[name];
  let nginx: ChildProcess | undefined;
  let serve: Server;
  let nginxPort = 0;
  let servePort = 0;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'asiointi-nginx-'));
    root = join(work, 'dist');
    writeFakeDist(root);
    nginxPort = await freePort();
    writeFileSync(
      join(work, 'server.conf'),
      nginxServerBlock(config, { root, listen: `127.0.0.1:${String(nginxPort)}` }),
    );
    nginx = await startNginx(work, nginxPort);
    const serveStatic = createStaticHandler(root, config);
    serve = createServer(serveStatic);
    await new Promise<void>((done) => serve.listen(0, '127.0.0.1', done));
    servePort = (serve.address() as AddressInfo).port;
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((done) => serve.close(done));
  });

  const compared = [...Object.keys(productionHeaders(config)), 'Cache-Control'].map((name) =>
    name.toLowerCase(),
  );
  // The body too: a prerendered page, not the app's page, and the same redirect if any.
  const view = ({ status, headers, body }: Answer) => ({
    status,
    location: headers.location,
    headers: Object.fromEntries(compared.map((name) => [name, headers[name]])),
    body: status === 200 ? body : undefined,
  });

  it.each([
    '/',
    '/fi/asiointi/',
    '/fi/asiointi',
    '/fi/asiointi?lang=1',
    '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
    '/fi/asiointi/chat',
    '/en/e-services/my-information?tab=1',
    '/index.html',
    '/assets/index-Dq5pGFAi.js',
    '/assets/logo.svg',
    '/manifest.webmanifest',
    '/.vite/manifest.json',
    '/.vite/modules.json',
    '/assets/gone-00000000.js',
    '/assets/',
  ])('%s: the same status and headers as the serve', async (path) => {
    const [fromNginx, fromServe] = await Promise.all([get(nginxPort, path), get(servePort, path)]);
    expect(view(fromNginx)).toEqual(view(fromServe));
  });

  it('answers a prerendered public page with its own HTML, as the serve does', async () => {
    const [fromNginx, fromServe] = await Promise.all([
      get(nginxPort, '/fi/asiointi/'),
      get(servePort, '/fi/asiointi/'),
    ]);
    expect(fromNginx.body).toContain('<title>Etusivu</title>');
    expect(fromServe.body).toBe(fromNginx.body);
  });

  it('answers the web app manifest as JSON of its own type, as the serve does', async () => {
    const [fromNginx, fromServe] = await Promise.all([
      get(nginxPort, '/manifest.webmanifest'),
      get(servePort, '/manifest.webmanifest'),
    ]);
    expect(fromNginx.headers['content-type']).toBe('application/manifest+json');
    expect(fromServe.headers['content-type']).toBe('application/manifest+json');
    expect(fromServe.body).toBe(fromNginx.body);
  });

  // nginx refuses these while parsing the request, before any location adds a header.
  it.each(['/..%2f..%2fetc/passwd', '/%'])('%s: 400 from both, never a file', async (path) => {
    const [fromNginx, fromServe] = await Promise.all([get(nginxPort, path), get(servePort, path)]);
    expect([fromNginx.status, fromServe.status]).toEqual([400, 400]);
  });
});

// The chat host's origin: its generated block and files, run in nginx beside the local chat
// host's handler (mock-server/chat-widget/chat-host.ts) with the same settings.
describe.each(deployedEnvironments)('the %s chat host origin', (name) => {
  const config = environments[name];
  const settings = deployedChatHost(name, config);
  const committed = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

  it('is what npm run hosting:nginx writes today (regenerate it when this fails)', () => {
    expect(committed(chatHostNginxFile(name))).toBe(chatHostServerBlock(name, settings));
    for (const [relative, content] of Object.entries(chatHostPage(settings))) {
      expect(committed(join(chatHostRoot(name), relative)), relative).toBe(content);
    }
    // The script is the one shared file, not a copy per environment.
    expect(committed(chatHostScriptFile)).toBe(chatHostScript);
    expect(existsSync(join(chatHostRoot(name), 'chat-host', 'chat-host.js'))).toBe(false);
  });

  it('is framed by the environment’s portal only and runs the vendor’s script only', () => {
    const portal = { dev: 'dev.', test: 'test.', stg: 'stg.', prod: '' }[name];
    const csp = chatHostHeaders(settings)['Content-Security-Policy'] ?? '';
    expect(csp).toContain(`frame-ancestors https://${portal}asiointi.example`);
    expect(csp.split('; ').filter((part) => part.startsWith('frame-ancestors'))).toEqual([
      `frame-ancestors https://${portal}asiointi.example`,
    ]);
    expect(csp).toContain("script-src 'self' https://ninchat.com/js/embed2.min.js;");
    // The portal frames this very origin.
    expect(new URL(config.chatWidget.hostUrl).origin).toBe(
      `https://chat-host.${portal}asiointi.example`,
    );
  });

  let work = '';
  let nginx: ChildProcess | undefined;
  let mock: Server;
  let nginxPort = 0;
  let mockPort = 0;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'asiointi-chat-host-nginx-'));
    nginxPort = await freePort();
    const listen = `127.0.0.1:${String(nginxPort)}`;
    // The committed files, as the operators deploy them.
    writeFileSync(
      join(work, 'server.conf'),
      chatHostServerBlock(name, settings, {
        root: chatHostRoot(name),
        script: chatHostScriptFile,
        listen,
      }),
    );
    nginx = await startNginx(work, nginxPort);
    mock = createServer((req, res) => {
      handleChatHostRequest(req, res, settings);
    });
    await new Promise<void>((done) => mock.listen(0, '127.0.0.1', done));
    mockPort = (mock.address() as AddressInfo).port;
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise((done) => mock.close(done));
  });

  it('answers the page with its headers and the generated HTML', async () => {
    const page = await get(nginxPort, '/chat-host');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    for (const [header, value] of Object.entries(chatHostHeaders(settings))) {
      expect(page.headers[header.toLowerCase()], header).toBe(value);
    }
    expect(page.body).toBe(chatHostPage(settings)['chat-host/index.html']);
  });

  it('answers its script with its headers', async () => {
    const script = await get(nginxPort, '/chat-host/chat-host.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const [header, value] of Object.entries(chatHostScriptHeaders)) {
      expect(script.headers[header.toLowerCase()], header).toBe(value);
    }
    expect(script.body).toBe(chatHostScript);
  });

  const shown = [
    'content-type',
    ...Object.keys({ ...chatHostHeaders(settings), ...chatHostScriptHeaders }),
  ].map((header) => header.toLowerCase());
  const view = ({ status, headers, body }: Answer) => ({
    status,
    location: headers.location,
    headers:
      status === 200 ? Object.fromEntries(shown.map((header) => [header, headers[header]])) : {},
    nosniff: headers['x-content-type-options'],
    body: status === 200 ? body : undefined,
  });

  it.each([
    '/chat-host',
    '/chat-host?lang=fi',
    '/chat-host/chat-host.js',
    '/chat-host/',
    '/chat-host/index.html',
    '/',
    '/index.html',
    '/other',
  ])('%s: the same as the local chat host', async (path) => {
    const [fromNginx, fromMock] = await Promise.all([get(nginxPort, path), get(mockPort, path)]);
    expect(view(fromNginx)).toEqual(view(fromMock));
  });
});
