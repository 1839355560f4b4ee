// @vitest-environment jsdom
/**
 * The local chat widget (mock-server/chat-widget/chat-widget.ts): what it serves, with which types and
 * policies, and its `embed2.min.js`: Ninchat's public API (`NinchatAsyncInit`, `Ninchat.embedInit`,
 * `Ninchat.close`), the frame of the widget origin in the container, and the secure metadata to
 * that frame by message (only to its own window and origin), never in its URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  embedScriptPath,
  handleChatWidget,
  knownSiteConfigs,
  portalOrigins,
  renderFrame,
  renderHelpGuide,
  widgetLanguage,
  widgetPagePolicy,
} from '../../mock-server/chat-widget/chat-widget.ts';

const widgetOrigin = 'http://localhost:4010';
const embedSource = readFileSync(
  join(import.meta.dirname, '../../mock-server/chat-widget/embed2.js'),
  'utf8',
);
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    handleChatWidget(req, res, widgetOrigin);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('what the local widget serves', () => {
  it('serves embed2.min.js, the file chat-widget/embed2.js, as JavaScript loadable cross-origin', async () => {
    expect(embedScriptPath).toBe('/chat-widget/js/embed2.min.js');
    const answer = await fetch(`${base}/chat-widget/js/embed2.min.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(await answer.text()).toBe(embedSource);
    expect((await fetch(`${base}/chat-widget/embed.js`)).status).toBe(404);
  });

  it('serves the frame and the help guide as HTML under a strict policy framed by the portal', async () => {
    for (const path of ['/chat-widget/frame?lang=sv', '/chat-widget/help-guide?lang=en']) {
      const answer = await fetch(base + path);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toBe(widgetPagePolicy);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain(`frame-ancestors ${portalOrigins.join(' ')}`);
      expect(await answer.text()).not.toMatch(/<script>|style=/);
    }
    expect(await (await fetch(`${base}/chat-widget/frame?lang=sv`)).text()).toContain(
      '<html lang="sv">',
    );
  });

  it('serves its script and styles with their types, and 404 or 405 otherwise', async () => {
    expect((await fetch(`${base}/chat-widget/frame.js`)).headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await fetch(`${base}/chat-widget/styles.css`)).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await fetch(`${base}/chat-widget/nothing`)).status).toBe(404);
    expect((await fetch(`${base}/chat-widget/js/embed2.min.js`, { method: 'POST' })).status).toBe(
      405,
    );
  });
});

describe('the pages', () => {
  it('speaks fi, sv or en, Finnish otherwise', () => {
    expect(widgetLanguage('sv')).toBe('sv');
    expect(widgetLanguage('de')).toBe('fi');
    expect(widgetLanguage(null)).toBe('fi');
  });

  it('has the local test controls in the frame, and a help guide with a heading', () => {
    const frame = renderFrame('fi');
    for (const label of [
      'Paikalliset testiohjaimet',
      'Asiantuntija liittyy nyt',
      'Asiantuntija lähettää viestin',
      'Asiantuntija päättää chatin',
      'Aiheuta virhe',
    ]) {
      expect(frame).toContain(label);
    }
    expect(frame).toContain('<script type="application/json" id="config">');
    expect(frame).toContain('"siteConfigs":["asiointi-local"');
    expect(renderHelpGuide('fi')).toContain('<h1>Etävastaanoton ohje</h1>');
    expect(knownSiteConfigs).toContain('asiointi-local');
  });
});

describe("embed2.min.js in a page: Ninchat's public API", () => {
  interface Ninchat {
    embedInit(options: Record<string, unknown>): void;
    close(options?: { containerId?: string; forceClose?: boolean }): void;
  }

  afterEach(() => {
    (Reflect.get(window, 'Ninchat') as Ninchat | undefined)?.close({
      containerId: 'chat',
      forceClose: true,
    });
    Reflect.deleteProperty(window, 'Ninchat');
    Reflect.deleteProperty(window, 'NinchatAsyncInit');
    Reflect.deleteProperty(document, 'currentScript');
    document.body.replaceChildren();
  });

  /** Runs the script as the page's script element from the widget origin would. */
  function load(): Ninchat {
    const element = document.createElement('script');
    element.src = `${widgetOrigin}/chat-widget/js/embed2.min.js`;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => element });
    const asyncInit = vi.fn();
    Reflect.set(window, 'NinchatAsyncInit', asyncInit);
    runInThisContext(embedSource);
    expect(asyncInit).toHaveBeenCalledTimes(1);
    return Reflect.get(window, 'Ninchat') as Ninchat;
  }

  function start(options: Record<string, unknown> = {}) {
    const ninchat = load();
    const container = document.createElement('div');
    container.id = 'chat';
    document.body.append(container);
    ninchat.embedInit({
      configKey: 'asiointi-local',
      containerId: 'chat',
      audienceRealmId: 'kaiku-local',
      audienceQueues: ['q1'],
      audienceAutoQueue: 'q1',
      language: 'fi',
      audienceMetadata: { secure: 'secret-metadata' },
      ...options,
    });
    const frame = container.querySelector('iframe');
    if (!frame?.contentWindow) {
      throw new Error('no frame');
    }
    return { ninchat, frame, frameWindow: frame.contentWindow };
  }

  const post = (data: unknown, origin: string, source: Window | null) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  };

  it('frames the widget origin with the queue, realm, site config and language, never the metadata', () => {
    const { frame } = start();
    const url = new URL(frame.src);
    expect(url.origin).toBe(widgetOrigin);
    expect(url.pathname).toBe('/chat-widget/frame');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      realm: 'kaiku-local',
      queue: 'q1',
      configKey: 'asiointi-local',
      lang: 'fi',
      parent: window.location.origin,
    });
    expect(frame.src).not.toContain('secret-metadata');
  });

  it('speaks Swedish in the sv environment and English by default, as embed2.md says', () => {
    const swedish = start({ language: undefined, environments: ['sv'] });
    expect(new URL(swedish.frame.src).searchParams.get('lang')).toBe('sv');
    swedish.ninchat.close({ containerId: 'chat', forceClose: true });
    document.body.replaceChildren();
    const english = start({ language: undefined });
    expect(new URL(english.frame.src).searchParams.get('lang')).toBe('en');
  });

  it('hands the secure metadata to its own frame when it is ready, addressed to the widget origin', () => {
    const { frameWindow } = start();
    const sent: [unknown, unknown][] = [];
    frameWindow.postMessage = ((message: unknown, target: unknown) => {
      sent.push([message, target]);
    }) as Window['postMessage'];
    const ready = { source: 'ninchat-local-frame', type: 'ready' };
    post(ready, 'http://evil.example', frameWindow);
    post(ready, widgetOrigin, window);
    expect(sent).toEqual([]);
    post(ready, widgetOrigin, frameWindow);
    expect(sent).toEqual([
      [{ source: 'ninchat-local-embed', type: 'init', secure: 'secret-metadata' }, widgetOrigin],
    ]);
  });

  it('removes the frame and stops answering on Ninchat.close({ forceClose: true })', () => {
    const { ninchat, frame, frameWindow } = start();
    const sent: unknown[] = [];
    frameWindow.postMessage = ((message: unknown) => {
      sent.push(message);
    }) as Window['postMessage'];
    ninchat.close({ containerId: 'chat', forceClose: true });
    expect(frame.isConnected).toBe(false);
    post({ source: 'ninchat-local-frame', type: 'ready' }, widgetOrigin, frameWindow);
    expect(sent).toEqual([]);
  });
});
