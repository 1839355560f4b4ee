// The chat host page's script (chat-host/index.html, served on an origin of its own): it runs
// the vendor's embed2.min.js (pinned, with its SRI hash) here instead of in the portal's page,
// so the vendor's script never sees the portal's tokens or the patient's data. It talks only to
// the portal that frames it (its origin from `document.referrer`, one of the configured portal
// origins, and `window.parent` only): it takes the embed options of one session and relays the
// chat's host events (docs/chat-vendor.md) from the widget's frame and origin back.
'use strict';

(() => {
  const source = 'asiointi-chat-host';
  const containerId = 'ninchat-session';
  const config = JSON.parse(document.getElementById('chat-host-config')?.textContent ?? '{}');
  /** @type {string[]} */
  const portalOrigins = Array.isArray(config.portalOrigins) ? config.portalOrigins : [];
  const widgetOrigin = String(config.widgetOrigin ?? '');
  const scriptUrl = String(config.scriptUrl ?? '');
  const integrity = String(config.integrity ?? '');
  let portalOrigin = '';
  try {
    portalOrigin = new URL(document.referrer).origin;
  } catch {
    portalOrigin = '';
  }
  if (window.parent === window || !portalOrigins.includes(portalOrigin)) {
    return;
  }
  const toPortal = (message) => {
    window.parent.postMessage({ ...message, source }, portalOrigin);
  };
  const container = document.getElementById(containerId);
  let started = false;

  /** @param {unknown} value */
  const isText = (value) => typeof value === 'string' && value.length > 0 && value.length < 8192;

  /** The embed options of one session, only the names embed2.md documents and we use. */
  const optionsOf = (value) => {
    if (typeof value !== 'object' || value === null) {
      return null;
    }
    const { configKey, audienceRealmId, audienceQueues, audienceAutoQueue } = value;
    const secure = value.audienceMetadata?.secure;
    if (
      !isText(configKey) ||
      !isText(audienceRealmId) ||
      !isText(audienceAutoQueue) ||
      !isText(secure) ||
      !Array.isArray(audienceQueues) ||
      !audienceQueues.every(isText)
    ) {
      return null;
    }
    const language = value.language === 'fi' || value.language === 'en' ? value.language : null;
    const environments = Array.isArray(value.environments) ? value.environments.filter(isText) : [];
    return {
      configKey,
      containerId,
      audienceRealmId,
      audienceQueues: [...audienceQueues],
      audienceAutoQueue,
      ...(language ? { language } : { environments }),
      audienceMetadata: { secure },
    };
  };

  /** The embed makes its own frame; it gets the session's accessible name from the portal. */
  const nameFrames = (title) => {
    const name = () => {
      container?.querySelectorAll('iframe:not([title])').forEach((frame) => {
        frame.setAttribute('title', title);
      });
    };
    if (container) {
      new MutationObserver(name).observe(container, { childList: true, subtree: true });
    }
  };

  const load = (options) => {
    window.NinchatAsyncInit = () => {
      const ninchat = window.Ninchat;
      if (typeof ninchat?.embedInit !== 'function') {
        toPortal({ type: 'failed' });
        return;
      }
      ninchat.embedInit(options);
      toPortal({ type: 'started' });
    };
    const script = document.createElement('script');
    script.id = 'ninchat-js';
    script.src = scriptUrl;
    // Where the vendor serves a fixed file its hash is pinned; a changed file does not run.
    if (integrity) {
      script.integrity = integrity;
    }
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.addEventListener('error', () => {
      toPortal({ type: 'failed' });
    });
    document.head.append(script);
  };

  const fromWidget = (message) =>
    message.origin === widgetOrigin &&
    Array.from(container?.querySelectorAll('iframe') ?? []).some(
      (frame) => frame.contentWindow === message.source,
    );

  window.addEventListener('message', (message) => {
    const data = message.data;
    if (typeof data !== 'object' || data === null) {
      return;
    }
    if (message.source === window.parent && message.origin === portalOrigin) {
      if (data.source !== source) {
        return;
      }
      if (data.type === 'start' && !started) {
        const options = optionsOf(data.options);
        if (options) {
          started = true;
          if (isText(data.title)) {
            nameFrames(data.title);
          }
          load(options);
        }
      } else if (data.type === 'close') {
        window.Ninchat?.close?.({ containerId, forceClose: true });
      }
      return;
    }
    // The chat's events, as plain values only: the portal parses them again.
    if (fromWidget(message) && data.source === 'ninchat-host-event' && isText(data.type)) {
      const event = { type: data.type };
      if (typeof data.position === 'number') {
        event.position = data.position;
      }
      if (isText(data.reason)) {
        event.reason = data.reason;
      }
      if (isText(data.from)) {
        event.from = data.from;
      }
      window.parent.postMessage({ ...event, source: 'ninchat-host-event' }, portalOrigin);
    }
  });
  toPortal({ type: 'ready' });
})();
