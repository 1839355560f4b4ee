// @vitest-environment jsdom
/**
 * The chat host page's script (chat-host/chat-host.js): it talks only to the portal that frames
 * it (origin and window), hands the vendor's embed only the session's embed options, loads the
 * pinned script with its SRI hash, and relays only the chat's events from the widget's frame.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = readFileSync(join(import.meta.dirname, '../../chat-host/chat-host.js'), 'utf8');
const portal = 'http://localhost:4173';
const widgetOrigin = 'http://localhost:4010';
const settings = {
  portalOrigins: [portal],
  widgetOrigin,
  scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
  integrity: 'sha384-abc',
};
const options = {
  configKey: 'asiointi-local',
  audienceRealmId: 'kaiku-local',
  audienceQueues: ['q1'],
  audienceAutoQueue: 'q1',
  language: 'fi',
  audienceMetadata: { secure: 'sealed' },
};

let parentFrame: HTMLIFrameElement;
let posted: ReturnType<typeof vi.fn>;

function run(referrer = `${portal}/fi/asiointi/chat`, configured: object = settings) {
  document.body.innerHTML = `<script type="application/json" id="chat-host-config">${JSON.stringify(configured)}</script><div id="ninchat-session"></div>`;
  parentFrame = document.createElement('iframe');
  document.body.append(parentFrame);
  const parent = parentFrame.contentWindow;
  if (!parent) {
    throw new Error('no parent window');
  }
  posted = vi.fn();
  parent.postMessage = posted as unknown as Window['postMessage'];
  Object.defineProperty(window, 'parent', { configurable: true, get: () => parent });
  Object.defineProperty(document, 'referrer', { configurable: true, get: () => referrer });
  runInThisContext(source);
}

const send = (data: unknown, origin = portal, from: Window | null = parentFrame.contentWindow) => {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from }));
};
const scripts = () => document.head.querySelectorAll('script#ninchat-js');

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  Reflect.deleteProperty(window, 'Ninchat');
  Reflect.deleteProperty(window, 'NinchatAsyncInit');
});

describe('chat-host.js', () => {
  it('says ready to the portal origin only, and stays silent for another framer', () => {
    run();
    expect(posted).toHaveBeenCalledWith({ type: 'ready', source: 'asiointi-chat-host' }, portal);
    run('https://evil.example/');
    expect(posted).not.toHaveBeenCalled();
  });

  it('ignores a start from the wrong origin or window', () => {
    run();
    send({ source: 'asiointi-chat-host', type: 'start', options }, 'https://evil.example');
    send({ source: 'asiointi-chat-host', type: 'start', options }, portal, window);
    expect(scripts()).toHaveLength(0);
  });

  it('loads the pinned script with its hash and embeds only the session options', () => {
    run();
    send({ source: 'asiointi-chat-host', type: 'start', options: { ...options, token: 'x' } });
    const script = scripts()[0] as HTMLScriptElement;
    expect(script.src).toBe('http://localhost:4010/chat-widget/js/embed2.min.js');
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    const embedInit = vi.fn();
    Reflect.set(window, 'Ninchat', { embedInit, close: vi.fn() });
    (Reflect.get(window, 'NinchatAsyncInit') as () => void)();
    expect(embedInit).toHaveBeenCalledWith({ ...options, containerId: 'ninchat-session' });
    expect(posted).toHaveBeenCalledWith({ type: 'started', source: 'asiointi-chat-host' }, portal);
  });

  it('loads a script without a fixed file’s hash by its pinned path only', () => {
    run(`${portal}/`, { ...settings, integrity: '' });
    send({ source: 'asiointi-chat-host', type: 'start', options });
    expect(scripts()[0]?.hasAttribute('integrity')).toBe(false);
  });

  it('names the embed’s frame with the title the portal gave', async () => {
    run();
    send({ source: 'asiointi-chat-host', type: 'start', options, title: 'Chat: Yleislääkäri' });
    const chat = document.createElement('iframe');
    document.getElementById('ninchat-session')?.append(chat);
    await Promise.resolve();
    expect(chat.title).toBe('Chat: Yleislääkäri');
  });

  it('relays only the chat frame’s events from the widget origin, and only their fields', () => {
    run();
    const chat = document.createElement('iframe');
    document.getElementById('ninchat-session')?.append(chat);
    const event = { source: 'ninchat-host-event', type: 'queued', position: 2, secret: 'x' };
    send(event, 'https://evil.example', chat.contentWindow);
    send(event, widgetOrigin, window);
    expect(posted).toHaveBeenCalledTimes(1);
    send(event, widgetOrigin, chat.contentWindow);
    expect(posted).toHaveBeenLastCalledWith(
      { type: 'queued', position: 2, source: 'ninchat-host-event' },
      portal,
    );
  });
});
