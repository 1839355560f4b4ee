// @vitest-environment jsdom
// the Ninchat adapter: embed2.min.js only from the widget origin, Ninchat's public embed
// options, a script that never calls NinchatAsyncInit fails after 20 s, only parsed events from
// the chat's own frame and origin, and a forced close at the end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkedScriptUrl,
  loadNinchat,
  resetNinchat,
  startChatWidget,
  type ChatWidgetConfig,
  type WidgetStart,
} from '../../../src/chat/session/widget-adapter.ts';
import { parseWidgetEvent, type WidgetEvent } from '../../../src/chat/session/widget-events.ts';

const config: ChatWidgetConfig = {
  origin: 'http://localhost:4010',
  scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
  realmId: 'kaiku-local',
  siteConfig: 'asiointi-local',
};

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'Ninchat');
  Reflect.deleteProperty(window, 'NinchatAsyncInit');
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  document.body.replaceChildren();
  resetNinchat();
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

describe('checkedScriptUrl', () => {
  it('accepts the script on the widget origin only', () => {
    expect(checkedScriptUrl(config)?.href).toBe(config.scriptUrl);
    expect(
      checkedScriptUrl({
        ...config,
        scriptUrl: 'https://evil.example/chat-widget/js/embed2.min.js',
      }),
    ).toBeNull();
    expect(
      checkedScriptUrl({
        origin: 'http://widget.example',
        scriptUrl: 'http://widget.example/a.js',
      }),
    ).toBeNull();
    expect(
      checkedScriptUrl({
        origin: 'https://chat.example',
        scriptUrl: 'https://chat.example/js/e.js',
      })?.href,
    ).toBe('https://chat.example/js/e.js');
    expect(checkedScriptUrl({ ...config, scriptUrl: 'not a url' })).toBeNull();
  });
});

/** A stand-in for Ninchat's script: embedInit puts a frame into the container, close removes it. */
function fakeNinchat() {
  const inits: Record<string, unknown>[] = [];
  const closes: unknown[] = [];
  const ninchat = {
    embedInit: (options: Record<string, unknown>) => {
      inits.push(options);
      const frame = document.createElement('iframe');
      document.getElementById(String(options.containerId))?.append(frame);
    },
    close: (options: unknown) => {
      closes.push(options);
    },
  };
  return { ninchat, inits, closes };
}

const script = () => document.head.querySelector('script');

describe('loadNinchat', () => {
  it('adds one script element and resolves when the script calls NinchatAsyncInit', async () => {
    const loading = loadNinchat(config);
    expect(loadNinchat(config)).toBe(loading);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(script()?.src).toBe(config.scriptUrl);
    const { ninchat } = fakeNinchat();
    Reflect.set(window, 'Ninchat', ninchat);
    const asyncInit: unknown = Reflect.get(window, 'NinchatAsyncInit');
    expect(typeof asyncInit).toBe('function');
    (asyncInit as () => void)();
    await expect(loading).resolves.toBe(ninchat);
  });

  it('fails when the script does not load, and may try again', async () => {
    const loading = loadNinchat(config);
    script()?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load/);
    expect(script()).toBeNull();
    const again = loadNinchat(config);
    expect(again).not.toBe(loading);
    (Reflect.get(window, 'NinchatAsyncInit') as () => void)();
    await expect(again).rejects.toThrow(/did not define Ninchat/);
  });

  it('fails after 20 s when the script never calls NinchatAsyncInit (blocked, offline, slow)', async () => {
    vi.useFakeTimers();
    const loading = loadNinchat(config);
    const outcome = vi.fn();
    loading.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow(/did not load in time/);
    expect(script()).toBeNull();
    expect(Reflect.get(window, 'NinchatAsyncInit')).toBeUndefined();
  });

  it('refuses a script from another origin without adding anything', async () => {
    await expect(
      loadNinchat({ ...config, scriptUrl: 'https://cdn.example/embed2.min.js' }),
    ).rejects.toThrow(/not on the widget origin/);
    expect(script()).toBeNull();
  });
});

describe('startChatWidget', () => {
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

  const host = (id = 'ninchat-session') => {
    const container = document.createElement('div');
    container.id = id;
    document.body.append(container);
    return container;
  };

  it("initialises Ninchat with the queue's site config, realm and queue and the secure metadata", async () => {
    const { ninchat, inits } = fakeNinchat();
    Reflect.set(window, 'Ninchat', ninchat);
    await startChatWidget(config, start(host(), []));
    expect(inits).toEqual([
      {
        configKey: 'asiointi-local',
        containerId: 'ninchat-session',
        audienceRealmId: 'kaiku-local',
        audienceQueues: ['m6v11a017185l'],
        audienceAutoQueue: 'm6v11a017185l',
        language: 'fi',
        audienceMetadata: { secure: 'opaque' },
      },
    ]);
    expect(document.querySelector('iframe')?.title).toBe('Chat: Yleislääkäri');
  });

  it('asks for English as a language and for Swedish as the site config environment', async () => {
    const { ninchat, inits } = fakeNinchat();
    Reflect.set(window, 'Ninchat', ninchat);
    await startChatWidget(config, start(host('a'), [], 'en'));
    await startChatWidget(config, start(host('b'), [], 'sv'));
    expect(inits[0]).toMatchObject({ language: 'en' });
    expect(inits[0]).not.toHaveProperty('environments');
    expect(inits[1]).toMatchObject({ environments: ['sv'] });
    expect(inits[1]).not.toHaveProperty('language');
  });

  it("passes only parsed events from the chat's own frame and origin, and closes by force", async () => {
    const { ninchat, closes } = fakeNinchat();
    Reflect.set(window, 'Ninchat', ninchat);
    const events: WidgetEvent[] = [];
    const container = host();
    const handle = await startChatWidget(config, start(container, events));
    const frame = container.querySelector('iframe');
    const other = document.body.appendChild(document.createElement('iframe'));
    const post = (data: unknown, origin: string, source: Window | null | undefined) => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source ?? null }));
    };
    post(hostEvent({ type: 'queued', position: 1 }), config.origin, frame?.contentWindow);
    post(hostEvent({ type: 'bogus' }), config.origin, frame?.contentWindow);
    post(hostEvent({ type: 'message', from: 'patient' }), config.origin, frame?.contentWindow);
    post(hostEvent({ type: 'closed' }), 'https://evil.example', frame?.contentWindow);
    post(hostEvent({ type: 'closed' }), config.origin, other.contentWindow);
    post(hostEvent({ type: 'closed' }), config.origin, null);
    post(hostEvent({ type: 'message', from: 'specialist' }), config.origin, frame?.contentWindow);
    expect(events).toEqual([{ type: 'queued', position: 1 }, { type: 'message' }]);

    handle.destroy();
    expect(closes).toEqual([{ containerId: 'ninchat-session', forceClose: true }]);
    post(hostEvent({ type: 'closed' }), config.origin, frame?.contentWindow);
    expect(events).toHaveLength(2);
  });
});
