// @vitest-environment jsdom
// the widget adapter: the SDK only from the widget origin, and only parsed events through.
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkedScriptUrl,
  loadWidgetSdk,
  resetWidgetSdk,
  startChatWidget,
  widgetGlobalName,
  type ChatWidgetConfig,
  type WidgetStart,
} from '../../../src/chat/session/widget-adapter.ts';
import { parseWidgetEvent, type WidgetEvent } from '../../../src/chat/session/widget-events.ts';

const config: ChatWidgetConfig = {
  origin: 'http://localhost:4010',
  scriptUrl: 'http://localhost:4010/chat-widget/embed.js',
  realmId: 'kaiku-local',
  siteConfig: 'asiointi-local',
};

afterEach(() => {
  Reflect.deleteProperty(window, widgetGlobalName);
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  resetWidgetSdk();
});

describe('parseWidgetEvent', () => {
  it('passes the known events on, typed', () => {
    expect(parseWidgetEvent({ type: 'queued', position: 2 })).toEqual({
      type: 'queued',
      position: 2,
    });
    expect(parseWidgetEvent({ type: 'queued' })).toEqual({ type: 'queued', position: null });
    expect(parseWidgetEvent({ type: 'audienceStarted' })).toEqual({ type: 'audienceStarted' });
    expect(parseWidgetEvent({ type: 'audienceResumed' })).toEqual({ type: 'audienceResumed' });
    expect(parseWidgetEvent({ type: 'message', from: 'specialist' })).toEqual({ type: 'message' });
    expect(parseWidgetEvent({ type: 'closed' })).toEqual({ type: 'closed' });
    expect(parseWidgetEvent({ type: 'failed', reason: 'NETWORK' })).toEqual({
      type: 'failed',
      reason: 'NETWORK',
    });
    expect(parseWidgetEvent({ type: 'failed', reason: 'SITE_CONFIG_LOADING_FAILED' })).toEqual({
      type: 'siteConfigFailed',
    });
  });

  it("drops malformed values, unknown types and the patient's own messages", () => {
    for (const value of [
      null,
      'closed',
      42,
      {},
      { type: 'unknown' },
      { type: 'queued', position: 'first' },
      { type: 'queued', position: -1 },
      { type: 'message' },
      { type: 'message', from: 'patient' },
      { type: 'failed' },
      { type: 'failed', reason: 'x'.repeat(101) },
    ]) {
      expect(parseWidgetEvent(value)).toBeNull();
    }
  });
});

describe('checkedScriptUrl', () => {
  it('accepts the script on the widget origin only', () => {
    expect(checkedScriptUrl(config)?.href).toBe(config.scriptUrl);
    expect(
      checkedScriptUrl({ ...config, scriptUrl: 'https://evil.example/chat-widget/embed.js' }),
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

function fakeSdk() {
  const calls: { options: Record<string, unknown>; onEvent: (value: unknown) => void }[] = [];
  let destroyed = 0;
  const sdk = {
    init: (options: Record<string, unknown> & { onEvent: (value: unknown) => void }) => {
      calls.push({ options, onEvent: options.onEvent });
      return {
        destroy: () => {
          destroyed += 1;
        },
      };
    },
  };
  return { sdk, calls, destroyedCount: () => destroyed };
}

describe('loadWidgetSdk and startChatWidget', () => {
  it('adds one script element for the SDK and resolves when it defines the widget', async () => {
    const loading = loadWidgetSdk(config);
    expect(loadWidgetSdk(config)).toBe(loading);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(config.scriptUrl);
    const { sdk } = fakeSdk();
    Reflect.set(window, widgetGlobalName, sdk);
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(sdk);
  });

  it('fails when the script does not load, and may try again', async () => {
    const loading = loadWidgetSdk(config);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load/);
    expect(document.head.querySelector('script')).toBeNull();
    const again = loadWidgetSdk(config);
    expect(again).not.toBe(loading);
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(again).rejects.toThrow(/did not define/);
  });

  it('refuses a script from another origin without adding anything', async () => {
    await expect(
      loadWidgetSdk({ ...config, scriptUrl: 'https://cdn.example/embed.js' }),
    ).rejects.toThrow(/not on the widget origin/);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('starts the widget with the session, passes only parsed events, and destroys it', async () => {
    const { sdk, calls, destroyedCount } = fakeSdk();
    Reflect.set(window, widgetGlobalName, sdk);
    const events: WidgetEvent[] = [];
    const container = document.createElement('div');
    const start: WidgetStart = {
      realmId: 'kaiku-local',
      queueId: 'm6v11a017185l',
      siteConfig: 'asiointi-local',
      metadata: 'opaque',
      language: 'fi',
      container,
      video: false,
      title: 'Chat: Yleislääkäri',
      onEvent: (event) => events.push(event),
    };
    const handle = await startChatWidget(config, start);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options).toMatchObject({
      realmId: 'kaiku-local',
      queueId: 'm6v11a017185l',
      siteConfig: 'asiointi-local',
      metadata: 'opaque',
      language: 'fi',
      container,
      video: false,
      frameClassName: 'chat-session__frame',
    });
    const relay = calls[0]?.onEvent ?? (() => undefined);
    relay({ type: 'queued', position: 1 });
    relay({ type: 'bogus' });
    relay({ type: 'message', from: 'patient' });
    relay({ type: 'message', from: 'specialist' });
    relay('closed');
    expect(events).toEqual([{ type: 'queued', position: 1 }, { type: 'message' }]);
    handle.destroy();
    expect(destroyedCount()).toBe(1);
  });
});
