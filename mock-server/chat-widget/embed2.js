// The local stand-in for Ninchat's `embed2.min.js` (served by chat-widget.ts as
// /chat-widget/js/embed2.min.js). It offers the same public API as the vendor's script
// (ninchat-embed, embed2.md): once loaded it defines `window.Ninchat` and calls
// `window.NinchatAsyncInit`; `Ninchat.embedInit(options)` puts the local chat frame into the
// element `options.containerId`, and `Ninchat.close({ containerId, forceClose })` removes it.
// The secure metadata goes to the frame by postMessage once it says it is ready, never in its
// URL, and only to the frame's own window on the widget's origin.
'use strict';

(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) {
    return;
  }
  const widgetOrigin = new URL(script.src).origin;
  const defaultContainerId = 'ninchat-iframe';
  /** @type {Map<string, { frame: HTMLIFrameElement, onMessage: (message: MessageEvent) => void }>} */
  const embeds = new Map();

  /** @param {unknown} value */
  const text = (value) => (typeof value === 'string' ? value : '');

  /** @param {{ containerId?: string, forceClose?: boolean }} [options] */
  const close = (options = {}) => {
    const containerId = text(options.containerId) || defaultContainerId;
    const embed = embeds.get(containerId);
    if (!embed) {
      return;
    }
    window.removeEventListener('message', embed.onMessage);
    embed.frame.remove();
    embeds.delete(containerId);
  };

  /** The chat's language: `fi` or `en` (embed2.md), Swedish from the `sv` environment. */
  const languageOf = (options) => {
    const environments = Array.isArray(options.environments) ? options.environments : [];
    if (environments.includes('sv')) {
      return 'sv';
    }
    return options.language === 'fi' ? 'fi' : 'en';
  };

  /** @param {Record<string, unknown>} options */
  const embedInit = (options) => {
    const containerId = text(options.containerId) || defaultContainerId;
    const container = document.getElementById(containerId);
    if (!container) {
      return;
    }
    close({ containerId, forceClose: true });
    const queues = Array.isArray(options.audienceQueues) ? options.audienceQueues.map(text) : [];
    const query = new URLSearchParams({
      realm: text(options.audienceRealmId),
      queue: text(options.audienceAutoQueue) || (queues[0] ?? ''),
      configKey: text(options.configKey),
      lang: languageOf(options),
      parent: window.location.origin,
    });
    const metadata = options.audienceMetadata;
    const secure =
      typeof metadata === 'object' && metadata !== null
        ? text(Reflect.get(metadata, 'secure'))
        : '';
    const frame = document.createElement('iframe');
    frame.src = `${widgetOrigin}/chat-widget/frame?${query.toString()}`;
    /** @param {MessageEvent} message */
    const onMessage = (message) => {
      if (message.source !== frame.contentWindow || message.origin !== widgetOrigin) {
        return;
      }
      const data = message.data;
      if (data?.source === 'ninchat-local-frame' && data.type === 'ready') {
        frame.contentWindow?.postMessage(
          { source: 'ninchat-local-embed', type: 'init', secure },
          widgetOrigin,
        );
      }
    };
    window.addEventListener('message', onMessage);
    container.append(frame);
    embeds.set(containerId, { frame, onMessage });
  };

  window.Ninchat = { version: 'local-2', embedInit, close };
  if (typeof window.NinchatAsyncInit === 'function') {
    window.NinchatAsyncInit();
  }
})();
