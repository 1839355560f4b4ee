// @vitest-environment jsdom
// the Ninchat adapter: the chat host framed sandboxed on its own origin, only the session's
// embed options to that window and origin, a host whose script has not loaded fails after 20 s,
// only parsed events from the host's frame and origin, and a forced close at the end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkedHostUrl,
  embedOptionsOf,
  startChatWidget,
  type ChatWidgetConfig,
  type WidgetStart,
} from '../../../src/chat/session/widget-adapter.ts';
import { parseWidgetEvent, type WidgetEvent } from '../../../src/chat/session/widget-events.ts';

const config: ChatWidgetConfig = {
  origin: 'http://localhost:4010',
  scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
  hostUrl: 'http://localhost:4030/chat-host',
  realmId: 'kaiku-local',
  siteConfig: 'asiointi-local',
};

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A host event as the chat's frame posts it (docs/chat-vendor.md). */
const hostEvent = (value: object) => ({ source: 'ninchat-host-event', ...value });

describe('parseWidgetEvent', () => {
  it('passes the known events on, typed', () => {
    expect(parseWidgetEvent(hostEvent({ type: 'queued', position: 2 }))).toEqual({
      type: 'queued',
      position: 2,
    });
    expect(parseWidgetEvent(hostEvent({ type: 'queued' }))).toEqual({
      type: 'queued',
      position: null,
    });
    expect(parseWidgetEvent(hostEvent({ type: 'audienceStarted' }))).toEqual({
      type: 'audienceStarted',
    });
    expect(parseWidgetEvent(hostEvent({ type: 'audienceResumed' }))).toEqual({
      type: 'audienceResumed',
    });
    expect(parseWidgetEvent(hostEvent({ type: 'message', from: 'specialist' }))).toEqual({
      type: 'message',
    });
    expect(parseWidgetEvent(hostEvent({ type: 'closed' }))).toEqual({ type: 'closed' });
    expect(parseWidgetEvent(hostEvent({ type: 'failed', reason: 'NETWORK' }))).toEqual({
      type: 'failed',
      reason: 'NETWORK',
    });
    expect(
      parseWidgetEvent(hostEvent({ type: 'failed', reason: 'SITE_CONFIG_LOADING_FAILED' })),
    ).toEqual({
      type: 'siteConfigFailed',
    });
  });

  it("drops malformed values, unknown types and the patient's own messages", () => {
    expect(parseWidgetEvent({ type: 'closed' })).toBeNull();
    expect(parseWidgetEvent({ source: 'other', type: 'closed' })).toBeNull();
    for (const value of [null, 'closed', 42]) {
      expect(parseWidgetEvent(value)).toBeNull();
    }
    for (const value of [
      {},
      { type: 'unknown' },
      { type: 'queued', position: 'first' },
      { type: 'queued', position: -1 },
      { type: 'message' },
      { type: 'message', from: 'patient' },
      { type: 'failed' },
      { type: 'failed', reason: 'x'.repeat(101) },
    ]) {
      expect(parseWidgetEvent(hostEvent(value))).toBeNull();
    }
  });
});

describe('checkedHostUrl', () => {
  it('accepts the chat host only on https, or on a local http', () => {
    expect(checkedHostUrl(config)?.href).toBe('http://localhost:4030/chat-host');
    expect(checkedHostUrl({ hostUrl: 'https://chat-host.example/chat-host' })?.href).toBe(
      'https://chat-host.example/chat-host',
    );
    expect(checkedHostUrl({ hostUrl: 'http://chat-host.example/chat-host' })).toBeNull();
    expect(checkedHostUrl({ hostUrl: 'javascript:alert(1)' })).toBeNull();
    expect(checkedHostUrl({ hostUrl: 'not a url' })).toBeNull();
  });
});

describe('startChatWidget', () => {
  const hostOrigin = 'http://localhost:4030';
  const start = (container: HTMLElement, events: WidgetEvent[], language = 'fi'): WidgetStart => ({
    realmId: 'kaiku-local',
    queueId: 'm6v11a017185l',
    siteConfig: 'asiointi-local',
    metadata: 'opaque',
    language,
    container,
    title: 'Chat: Yleislääkäri',
    onEvent: (event) => events.push(event),
  });

  const box = () => document.body.appendChild(document.createElement('div'));

  const post = (data: unknown, origin: string, source: Window | null | undefined) => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? null }));
  };
  const fromHost = (type: string) => ({ source: 'asiointi-chat-host', type });

  /** The host frame the adapter made, with what the portal sent it. */
  const hostFrame = (container: HTMLElement) => {
    const frame = container.querySelector('iframe');
    const target = frame?.contentWindow;
    if (!frame || !target) {
      throw new Error('no chat host frame');
    }
    const sent: { message: unknown; origin: string }[] = [];
    target.postMessage = ((message: unknown, origin: string) => {
      sent.push({ message, origin });
    }) as Window['postMessage'];
    return { frame, target, sent };
  };

  it('frames the chat host sandboxed and sends it only the session’s embed options, to its origin', async () => {
    const container = box();
    const starting = startChatWidget(config, start(container, []));
    const { frame, target, sent } = hostFrame(container);
    expect(frame.src).toBe('http://localhost:4030/chat-host');
    expect(frame.title).toBe('Chat: Yleislääkäri');
    expect(frame.referrerPolicy).toBe('origin');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
    expect(frame.getAttribute('sandbox')).not.toContain('top-navigation');
    // A "ready" from another origin or window gets nothing.
    post(fromHost('ready'), 'https://evil.example', target);
    post(fromHost('ready'), hostOrigin, window);
    expect(sent).toEqual([]);
    post(fromHost('ready'), hostOrigin, target);
    expect(sent).toEqual([
      {
        message: {
          source: 'asiointi-chat-host',
          type: 'start',
          title: 'Chat: Yleislääkäri',
          options: {
            configKey: 'asiointi-local',
            audienceRealmId: 'kaiku-local',
            audienceQueues: ['m6v11a017185l'],
            audienceAutoQueue: 'm6v11a017185l',
            language: 'fi',
            audienceMetadata: { secure: 'opaque' },
          },
        },
        origin: 'http://localhost:4030',
      },
    ]);
    post(fromHost('started'), 'https://evil.example', target);
    const outcome = vi.fn();
    void starting.then(outcome);
    await Promise.resolve();
    expect(outcome).not.toHaveBeenCalled();
    post(fromHost('started'), hostOrigin, target);
    await expect(starting).resolves.toBeDefined();
  });

  it('asks for English as a language and for Swedish as the site config environment', () => {
    expect(embedOptionsOf({ ...start(box(), [], 'en') })).toMatchObject({ language: 'en' });
    expect(embedOptionsOf(start(box(), [], 'en'))).not.toHaveProperty('environments');
    expect(embedOptionsOf(start(box(), [], 'sv'))).toMatchObject({ environments: ['sv'] });
    expect(embedOptionsOf(start(box(), [], 'sv'))).not.toHaveProperty('language');
  });

  it('fails when the host cannot load the script, or has not after 20 s', async () => {
    const container = box();
    const failing = startChatWidget(config, start(container, []));
    const { target } = hostFrame(container);
    post(fromHost('failed'), hostOrigin, target);
    await expect(failing).rejects.toThrow(/did not load/);
    expect(container.querySelector('iframe')).toBeNull();

    vi.useFakeTimers();
    const slow = startChatWidget(config, start(container, []));
    const outcome = vi.fn();
    slow.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(slow).rejects.toThrow(/did not load in time/);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('refuses a chat host on plain http without framing anything', async () => {
    const container = box();
    await expect(
      startChatWidget({ ...config, hostUrl: 'http://chat-host.example/' }, start(container, [])),
    ).rejects.toThrow(/not on https/);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it("passes only parsed events from the host's frame and origin, and closes by force", async () => {
    const events: WidgetEvent[] = [];
    const container = box();
    const starting = startChatWidget(config, start(container, events));
    const { frame, target, sent } = hostFrame(container);
    post(fromHost('started'), hostOrigin, target);
    const handle = await starting;
    const other = document.body.appendChild(document.createElement('iframe'));
    post(hostEvent({ type: 'queued', position: 1 }), hostOrigin, target);
    post(hostEvent({ type: 'bogus' }), hostOrigin, target);
    post(hostEvent({ type: 'message', from: 'patient' }), hostOrigin, target);
    post(hostEvent({ type: 'closed' }), 'https://evil.example', target);
    post(hostEvent({ type: 'closed' }), config.origin, target);
    post(hostEvent({ type: 'closed' }), hostOrigin, other.contentWindow);
    post(hostEvent({ type: 'closed' }), hostOrigin, null);
    post(hostEvent({ type: 'message', from: 'specialist' }), hostOrigin, target);
    expect(events).toEqual([{ type: 'queued', position: 1 }, { type: 'message' }]);

    handle.destroy();
    expect(sent.at(-1)).toEqual({
      message: { source: 'asiointi-chat-host', type: 'close' },
      origin: 'http://localhost:4030',
    });
    expect(frame.isConnected).toBe(false);
    post(hostEvent({ type: 'closed' }), hostOrigin, target);
    expect(events).toHaveLength(2);
  });
});
