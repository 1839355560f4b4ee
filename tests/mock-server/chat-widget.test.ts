// @vitest-environment jsdom
/**
 * The local chat widget (mock-server/chat-widget.ts): what it serves, with which types and
 * policies, and its SDK's relay: the frame's messages reach the page only from its own frame
 * and origin, and only in the known shapes; the metadata goes to the frame by message, never in
 * its URL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInThisContext } from 'node:vm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  embedScript,
  handleChatWidget,
  knownSiteConfigs,
  portalOrigins,
  renderFrame,
  renderHelpGuide,
  widgetLanguage,
  widgetPagePolicy,
} from '../../mock-server/chat-widget.ts';

const widgetOrigin = 'http://localhost:4010';
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
  it('serves the SDK as JavaScript, loadable cross-origin, with the widget origin written in', async () => {
    const answer = await fetch(`${base}/chat-widget/embed.js`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const text = await answer.text();
    expect(text).toContain(`var widgetOrigin = "${widgetOrigin}"`);
    expect(text).toContain('KaikuChatWidget');
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
    expect((await fetch(`${base}/chat-widget/embed.js`, { method: 'POST' })).status).toBe(405);
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
    expect(renderHelpGuide('fi')).toContain('<h1>Etävastaanoton ohje</h1>');
    expect(knownSiteConfigs).toContain('asiointi-local');
  });
});

describe('the SDK (embed.js) in a page', () => {
  const events: unknown[] = [];
  let handle: { destroy(): void } | undefined;

  afterEach(() => {
    handle?.destroy();
    events.length = 0;
    Reflect.deleteProperty(window, 'KaikuChatWidget');
  });

  function start(video = false) {
    runInThisContext(embedScript(widgetOrigin));
    const sdk = Reflect.get(window, 'KaikuChatWidget') as {
      init(options: Record<string, unknown>): { destroy(): void };
    };
    const container = document.createElement('div');
    document.body.append(container);
    handle = sdk.init({
      realmId: 'kaiku-local',
      queueId: 'q1',
      siteConfig: 'asiointi-local',
      metadata: 'secret-metadata',
      language: 'fi',
      container,
      video,
      title: 'Chat: Yleislääkäri',
      frameClassName: 'chat-session__frame',
      onEvent: (event: unknown) => events.push(event),
    });
    const frame = container.querySelector('iframe');
    if (!frame?.contentWindow) {
      throw new Error('no frame');
    }
    return { frame, frameWindow: frame.contentWindow };
  }

  const post = (data: unknown, origin: string, source: Window | null) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  };

  it('frames the widget origin with the session in the URL but never the metadata', () => {
    const { frame } = start();
    const url = new URL(frame.src);
    expect(url.origin).toBe(widgetOrigin);
    expect(url.pathname).toBe('/chat-widget/frame');
    expect(url.searchParams.get('siteConfig')).toBe('asiointi-local');
    expect(url.searchParams.get('parent')).toBe(window.location.origin);
    expect(frame.src).not.toContain('secret-metadata');
    expect(frame.title).toBe('Chat: Yleislääkäri');
    expect(frame.className).toBe('chat-session__frame');
    expect(frame.hasAttribute('allow')).toBe(false);
  });

  it('allows camera and microphone to the frame only for video', () => {
    expect(start(true).frame.getAttribute('allow')).toBe('camera; microphone');
  });

  it("relays its own frame's events and ignores another window, another origin and bad shapes", () => {
    const { frameWindow } = start();
    const queued = { source: 'kaiku-local-widget', type: 'queued', position: 2 };
    post(queued, 'http://evil.example', frameWindow);
    post(queued, widgetOrigin, window);
    post({ type: 'queued', position: 2 }, widgetOrigin, frameWindow);
    post({ source: 'kaiku-local-widget', type: 'explode' }, widgetOrigin, frameWindow);
    post({ source: 'kaiku-local-widget', type: 'message' }, widgetOrigin, frameWindow);
    post('closed', widgetOrigin, frameWindow);
    expect(events).toEqual([]);
    post(queued, widgetOrigin, frameWindow);
    post(
      { source: 'kaiku-local-widget', type: 'message', from: 'specialist', text: 'Hei' },
      widgetOrigin,
      frameWindow,
    );
    post(
      { source: 'kaiku-local-widget', type: 'failed', reason: 'SITE_CONFIG_LOADING_FAILED' },
      widgetOrigin,
      frameWindow,
    );
    expect(events).toEqual([
      { type: 'queued', position: 2 },
      { type: 'message', from: 'specialist' },
      { type: 'failed', reason: 'SITE_CONFIG_LOADING_FAILED' },
    ]);
  });

  it('hands the metadata to its frame when the frame is ready, addressed to the widget origin', () => {
    const { frameWindow } = start();
    const sent: [unknown, unknown][] = [];
    frameWindow.postMessage = ((message: unknown, target: unknown) => {
      sent.push([message, target]);
    }) as Window['postMessage'];
    post({ source: 'kaiku-local-widget', type: 'ready' }, 'http://evil.example', frameWindow);
    expect(sent).toEqual([]);
    post({ source: 'kaiku-local-widget', type: 'ready' }, widgetOrigin, frameWindow);
    expect(sent).toEqual([
      [{ source: 'kaiku-local-sdk', type: 'init', metadata: 'secret-metadata' }, widgetOrigin],
    ]);
    expect(events).toEqual([]);
  });

  it('stops relaying and removes the frame when destroyed', () => {
    const { frame, frameWindow } = start();
    handle?.destroy();
    handle = undefined;
    post({ source: 'kaiku-local-widget', type: 'closed' }, widgetOrigin, frameWindow);
    expect(events).toEqual([]);
    expect(frame.isConnected).toBe(false);
  });
});
