// the third-party chat widget behind a small adapter. Its SDK script loads at run time from
// the environment's widget origin only; the page gets typed, parsed events and a way to end it.
import { parseWidgetEvent, type WidgetEvent } from './widget-events.ts';

/** The environment's widget (src/app/config: `chatWidget`). */
export interface ChatWidgetConfig {
  origin: string;
  scriptUrl: string;
  realmId: string;
  siteConfig: string;
}

/** What one session gives the widget. The metadata is handed over and never kept or logged. */
export interface WidgetStart {
  realmId: string;
  /** The widget's queue: the chat queue's `ninchatId`. */
  queueId: string;
  siteConfig: string;
  metadata: string;
  language: string;
  container: HTMLElement;
  /** Camera and microphone for the frame (video appointments only). */
  video: boolean;
  /** The frame's accessible name. */
  title: string;
  onEvent: (event: WidgetEvent) => void;
}

export interface WidgetHandle {
  destroy(): void;
}

/** Proposal: the global the widget SDK defines (the local widget's `embed.js` does the same). */
export const widgetGlobalName = 'KaikuChatWidget';

interface WidgetSdk {
  init(
    options: Omit<WidgetStart, 'onEvent'> & {
      frameClassName: string;
      onEvent: (value: unknown) => void;
    },
  ): unknown;
}

/** The SDK's address, only when it is on the widget's own origin (https, or a local http). */
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

function sdkOf(scope: object): WidgetSdk | null {
  const candidate: unknown = Reflect.get(scope, widgetGlobalName);
  return typeof candidate === 'object' &&
    candidate !== null &&
    typeof Reflect.get(candidate, 'init') === 'function'
    ? (candidate as WidgetSdk)
    : null;
}

let loading: Promise<WidgetSdk> | null = null;

/** Loads the SDK once per page (a failed load may be tried again). */
export function loadWidgetSdk(
  config: ChatWidgetConfig,
  scope: Window = window,
): Promise<WidgetSdk> {
  const present = sdkOf(scope);
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
  const attempt = new Promise<WidgetSdk>((resolve, reject) => {
    const script = scope.document.createElement('script');
    script.src = url.href;
    script.async = true;
    script.referrerPolicy = 'strict-origin';
    script.addEventListener('load', () => {
      const sdk = sdkOf(scope);
      if (sdk) {
        resolve(sdk);
      } else {
        reject(new Error('The chat widget script did not define the widget.'));
      }
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The chat widget script did not load.'));
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
export function resetWidgetSdk(): void {
  loading = null;
}

/** Starts the widget in `start.container`; only events that parse reach `start.onEvent`. */
export async function startChatWidget(
  config: ChatWidgetConfig,
  start: WidgetStart,
  scope: Window = window,
): Promise<WidgetHandle> {
  const sdk = await loadWidgetSdk(config, scope);
  const { onEvent, ...options } = start;
  const started: unknown = sdk.init({
    ...options,
    frameClassName: 'chat-session__frame',
    onEvent: (value) => {
      const event = parseWidgetEvent(value);
      if (event) {
        onEvent(event);
      }
    },
  });
  return {
    destroy: () => {
      const destroy: unknown =
        typeof started === 'object' && started !== null
          ? Reflect.get(started, 'destroy')
          : undefined;
      if (typeof destroy === 'function') {
        Reflect.apply(destroy, started, []);
      }
    },
  };
}
