// Ninchat's chat behind a small adapter, through its public embedding API (ninchat-embed,
// embed2.md: `NinchatAsyncInit`, `Ninchat.embedInit`, `Ninchat.close`), run by the chat host page
// on an origin of its own (chat-host/chat-host.js), never in the portal's page. What the host
// needs and that API does not describe (the session's events) is our proposal in
// docs/chat-vendor.md.
import { parseWidgetEvent, type WidgetEvent } from './widget-events.ts';

/** The environment's widget (src/app/config: `chatWidget`). */
export interface ChatWidgetConfig {
  origin: string;
  /** Ninchat's pinned `embed2.min.js` on the widget origin: the chat host page loads it. */
  scriptUrl: string;
  /** The chat host page (its own origin): the only frame that runs the widget's script. */
  hostUrl: string;
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
  /** Ends the session at once (the host's `Ninchat.close({ forceClose: true })`) and stops listening. */
  destroy(): void;
  /**
   * Removes the frame and stops listening without ending the conversation: another tab of the
   * patient took the chat over, and the vendor resumes it there as after a reload (A7).
   */
  detach(): void;
}

/** A host that has not loaded the script (`started`) by then counts as not loaded. */
export const scriptLoadTimeoutMs = 20_000;

/** The messages' `source` between the portal and the chat host page, both ways. */
export const chatHostSource = 'asiointi-chat-host';

/** The host frame's sandbox: the chat's scripts, storage, forms and links out; never our tab. */
export const chatHostSandbox =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

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

/** The chat host page's address, only https (or a local http). */
export function checkedHostUrl(config: Pick<ChatWidgetConfig, 'hostUrl'>): URL | null {
  try {
    const url = new URL(config.hostUrl);
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'https:' || (local && url.protocol === 'http:') ? url : null;
  } catch {
    return null;
  }
}

/**
 * The embed options of one session, all the host page gets: queue, realm and site config are the
 * chat queue's own; the host adds its container.
 */
export function embedOptionsOf(
  start: Pick<WidgetStart, 'realmId' | 'queueId' | 'siteConfig' | 'metadata' | 'language'>,
): Omit<NinchatEmbedOptions, 'containerId'> {
  const known = start.language === 'fi' || start.language === 'en' ? start.language : null;
  return {
    configKey: start.siteConfig,
    audienceRealmId: start.realmId,
    audienceQueues: [start.queueId],
    audienceAutoQueue: start.queueId,
    ...(known ? { language: known } : { environments: [start.language] }),
    audienceMetadata: { secure: start.metadata },
  };
}

/**
 * Starts Ninchat in the chat host page, framed in `start.container`, and resolves once the host
 * has loaded the vendor's script (20 s at most). Messages count only from that frame's window AND
 * the host's origin; the embed options go to that window and origin only.
 */
export function startChatWidget(
  config: ChatWidgetConfig,
  start: WidgetStart,
  scope: Window = window,
): Promise<WidgetHandle> {
  const url = checkedHostUrl(config);
  if (!url) {
    return Promise.reject(new Error('The chat host is not on https.'));
  }
  const hostOrigin = url.origin;
  const { container, onEvent, title } = start;
  const frame = scope.document.createElement('iframe');
  frame.src = url.href;
  frame.title = title;
  frame.referrerPolicy = 'origin';
  frame.setAttribute('sandbox', chatHostSandbox);
  // The chat's video appointments (Permissions-Policy gives camera and microphone to the host).
  frame.allow = 'camera; microphone';
  return new Promise<WidgetHandle>((resolve, reject) => {
    let settled = false;
    const post = (message: object) => {
      frame.contentWindow?.postMessage({ ...message, source: chatHostSource }, hostOrigin);
    };
    const stop = () => {
      clearTimeout(timer);
      scope.removeEventListener('message', onMessage);
    };
    const handle: WidgetHandle = {
      destroy: () => {
        post({ type: 'close' });
        stop();
        frame.remove();
      },
      detach: () => {
        stop();
        frame.remove();
      },
    };
    const fail = (message: string) => {
      if (!settled) {
        settled = true;
        stop();
        frame.remove();
        reject(new Error(message));
      }
    };
    const onMessage = (message: MessageEvent) => {
      if (message.origin !== hostOrigin || message.source !== frame.contentWindow) {
        return;
      }
      const data: unknown = message.data;
      const type: unknown =
        typeof data === 'object' && data !== null ? Reflect.get(data, 'type') : null;
      if (
        typeof data === 'object' &&
        data !== null &&
        Reflect.get(data, 'source') === chatHostSource
      ) {
        if (type === 'ready' && !settled) {
          post({ type: 'start', options: embedOptionsOf(start), title });
        } else if (type === 'started' && !settled) {
          settled = true;
          clearTimeout(timer);
          resolve(handle);
        } else if (type === 'failed') {
          fail('The chat widget script did not load.');
        }
        return;
      }
      const event = parseWidgetEvent(data);
      if (event) {
        onEvent(event);
      }
    };
    const timer = setTimeout(() => {
      fail('The chat widget script did not load in time.');
    }, scriptLoadTimeoutMs);
    scope.addEventListener('message', onMessage);
    container.append(frame);
  });
}
