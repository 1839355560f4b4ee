// Ninchat's chat behind a small adapter, through its public embedding API (ninchat-embed,
// embed2.md: `NinchatAsyncInit`, `Ninchat.embedInit`, `Ninchat.close`). What the host needs and
// that API does not describe (the session's events) is our proposal in docs/chat-vendor.md.
import { parseWidgetEvent, type WidgetEvent } from './widget-events.ts';

/** The environment's widget (src/app/config: `chatWidget`). */
export interface ChatWidgetConfig {
  origin: string;
  /** Ninchat's `embed2.min.js` on the widget origin. */
  scriptUrl: string;
  realmId: string;
  siteConfig: string;
}

/** What one session gives the widget. The metadata is handed over and never kept or logged. */
export interface WidgetStart {
  /** The chat queue's `ninchatRealmId`. */
  realmId: string;
  /** The chat queue's `ninchatId`. */
  queueId: string;
  /** The chat queue's `siteConfig`: Ninchat's site config key. */
  siteConfig: string;
  /** The sealed secure metadata from `get-secure-metadata`. */
  metadata: string;
  /** The portal's language: fi, sv or en. */
  language: string;
  container: HTMLElement;
  /** The frame's accessible name. */
  title: string;
  onEvent: (event: WidgetEvent) => void;
}

export interface WidgetHandle {
  /** Ends the session at once (`Ninchat.close({ forceClose: true })`) and stops listening. */
  destroy(): void;
}

/** A script that has not called `NinchatAsyncInit` by then counts as not loaded. */
export const scriptLoadTimeoutMs = 20_000;

/** The container's id when the page gave it none (embed2.md: `containerId`). */
export const defaultContainerId = 'ninchat-session';

/** The options of `Ninchat.embedInit` this portal uses; every name is one embed2.md documents. */
export interface NinchatEmbedOptions {
  configKey: string;
  containerId: string;
  audienceRealmId: string;
  audienceQueues: string[];
  audienceAutoQueue: string;
  /** embed2.md: only `fi` and `en`; other languages come from an environment of the site config. */
  language?: 'fi' | 'en';
  /** embed2.md "Environment": parts of the site config merged on top, here the language's. */
  environments?: string[];
  /** embed2.md `audienceMetadata`; the `secure` key is our proposal (docs/chat-vendor.md). */
  audienceMetadata: { secure: string };
}

/** The part of the `Ninchat` global this portal calls. */
export interface NinchatApi {
  embedInit(options: NinchatEmbedOptions): unknown;
  close(options: { containerId?: string; forceClose?: boolean }): unknown;
}

/** The script's address, only when it is on the widget's own origin (https, or a local http). */
export function checkedScriptUrl(
  config: Pick<ChatWidgetConfig, 'origin' | 'scriptUrl'>,
): URL | null {
  try {
    const url = new URL(config.scriptUrl);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    const secure = url.protocol === 'https:' || (local && url.protocol === 'http:');
    return secure && url.origin === new URL(config.origin).origin ? url : null;
  } catch {
    return null;
  }
}

function ninchatOf(scope: object): NinchatApi | null {
  const candidate: unknown = Reflect.get(scope, 'Ninchat');
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof Reflect.get(candidate, 'embedInit') === 'function' &&
    typeof Reflect.get(candidate, 'close') === 'function'
    ? (candidate as NinchatApi)
    : null;
}

let loading: Promise<NinchatApi> | null = null;

/**
 * Loads `embed2.min.js` once per page and resolves when it calls `window.NinchatAsyncInit`
 * (embed2.md "Loading and initialization"). A script that fails, or does not call it within
 * 20 s, rejects; the next session tries again.
 */
export function loadNinchat(config: ChatWidgetConfig, scope: Window = window): Promise<NinchatApi> {
  const present = ninchatOf(scope);
  if (present) {
    return Promise.resolve(present);
  }
  if (loading) {
    return loading;
  }
  const url = checkedScriptUrl(config);
  if (!url) {
    return Promise.reject(new Error('The chat widget script is not on the widget origin.'));
  }
  const attempt = new Promise<NinchatApi>((resolve, reject) => {
    const script = scope.document.createElement('script');
    const fail = (message: string) => {
      clearTimeout(timer);
      Reflect.deleteProperty(scope, 'NinchatAsyncInit');
      script.remove();
      reject(new Error(message));
    };
    const timer = setTimeout(() => {
      fail('The chat widget script did not load in time.');
    }, scriptLoadTimeoutMs);
    Reflect.set(scope, 'NinchatAsyncInit', () => {
      clearTimeout(timer);
      const ninchat = ninchatOf(scope);
      if (ninchat) {
        resolve(ninchat);
      } else {
        fail('The chat widget script did not define Ninchat.');
      }
    });
    script.id = 'ninchat-js';
    script.src = url.href;
    script.async = true;
    script.referrerPolicy = 'strict-origin';
    script.addEventListener('error', () => {
      fail('The chat widget script did not load.');
    });
    scope.document.head.append(script);
  });
  loading = attempt;
  attempt.catch(() => {
    loading = null;
  });
  return attempt;
}

/** Forgets a load under way (tests). */
export function resetNinchat(): void {
  loading = null;
}

/** The embed options of one session: queue, realm and site config are the chat queue's own. */
export function embedOptionsOf(
  start: Pick<WidgetStart, 'realmId' | 'queueId' | 'siteConfig' | 'metadata' | 'language'>,
  containerId: string,
): NinchatEmbedOptions {
  const known = start.language === 'fi' || start.language === 'en' ? start.language : null;
  return {
    configKey: start.siteConfig,
    containerId,
    audienceRealmId: start.realmId,
    audienceQueues: [start.queueId],
    audienceAutoQueue: start.queueId,
    ...(known ? { language: known } : { environments: [start.language] }),
    audienceMetadata: { secure: start.metadata },
  };
}

function isFrameIn(container: HTMLElement, source: MessageEventSource | null): boolean {
  if (source === null) {
    return false;
  }
  return Array.from(container.querySelectorAll('iframe')).some(
    (frame) => frame.contentWindow === source,
  );
}

/**
 * Starts Ninchat in `start.container`. The session's events (docs/chat-vendor.md) are taken only
 * from a frame inside the container AND from the widget origin, and only the shapes that parse.
 */
export async function startChatWidget(
  config: ChatWidgetConfig,
  start: WidgetStart,
  scope: Window = window,
): Promise<WidgetHandle> {
  const ninchat = await loadNinchat(config, scope);
  const { container, onEvent, title } = start;
  if (!container.id) {
    container.id = defaultContainerId;
  }
  const containerId = container.id;
  const widgetOrigin = new URL(config.origin).origin;
  const onMessage = (message: MessageEvent) => {
    if (message.origin !== widgetOrigin || !isFrameIn(container, message.source)) {
      return;
    }
    const event = parseWidgetEvent(message.data);
    if (event) {
      onEvent(event);
    }
  };
  // The embed makes its own frame; it gets the session's accessible name.
  const name = () => {
    container.querySelectorAll('iframe:not([title])').forEach((frame) => {
      frame.setAttribute('title', title);
    });
  };
  const observer = new MutationObserver(name);
  observer.observe(container, { childList: true, subtree: true });
  scope.addEventListener('message', onMessage);
  ninchat.embedInit(embedOptionsOf(start, containerId));
  name();
  return {
    destroy: () => {
      observer.disconnect();
      scope.removeEventListener('message', onMessage);
      // embed2.md `Ninchat.close`: forceClose ends the chat without questions, as on logout.
      ninchat.close({ containerId, forceClose: true });
    },
  };
}
