// The local stand-in of Matomo's matomo.js (served as /matomo.js by analytics-stand-ins.ts): it
// takes over `window._paq` as the real tracker does (the commands queued before it loaded, then
// every push) and sends hits with Matomo's HTTP tracking API (https://developer.matomo.org/api-
// reference/tracking-api): a POST beacon to the tracker URL with the hit's parameters. The
// commands the portal uses: setTrackerUrl, setSiteId, setCustomUrl, setReferrerUrl,
// setDocumentTitle, trackPageView(title, customData), trackEvent(c, a, n, v, customData).
'use strict';

(() => {
  const hex = (bytes) =>
    [...crypto.getRandomValues(new Uint8Array(bytes))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
  const settings = {
    trackerUrl: '',
    siteId: '',
    url: window.location.href,
    referrer: document.referrer,
    title: document.title,
  };
  // A visitor id of this page load (the real tracker keeps one in its first-party cookie).
  const visitorId = hex(8);

  const send = (params, customData) => {
    if (settings.trackerUrl === '' || settings.siteId === '') {
      return;
    }
    const query = new URLSearchParams({
      idsite: settings.siteId,
      rec: '1',
      apiv: '1',
      r: String(Math.floor(Math.random() * 1e6)),
      _id: visitorId,
      url: settings.url,
      urlref: settings.referrer,
      send_image: '0',
    });
    for (const [name, value] of Object.entries({ ...params, ...customData })) {
      if (value !== undefined && value !== null) {
        query.set(name, String(value));
      }
    }
    const body = new Blob([query.toString()], {
      type: 'application/x-www-form-urlencoded; charset=UTF-8',
    });
    navigator.sendBeacon(settings.trackerUrl, body);
  };

  const commands = {
    setTrackerUrl: (url) => {
      settings.trackerUrl = String(url);
    },
    setSiteId: (id) => {
      settings.siteId = String(id);
    },
    setCustomUrl: (url) => {
      settings.url = String(url);
    },
    setReferrerUrl: (url) => {
      settings.referrer = String(url);
    },
    setDocumentTitle: (title) => {
      settings.title = String(title);
    },
    trackPageView: (title, customData) => {
      send({ action_name: title ?? settings.title }, customData);
    },
    trackEvent: (category, action, name, value, customData) => {
      send({ e_c: category, e_a: action, e_n: name, e_v: value }, customData);
    },
  };

  const run = (command) => {
    if (!Array.isArray(command)) {
      return;
    }
    const [name, ...args] = command;
    // Commands this stand-in does not implement are ignored, as the real one ignores typos.
    commands[name]?.(...args);
  };

  const queued = Array.isArray(window._paq) ? window._paq : [];
  window._paq = {
    push: (...items) => {
      items.forEach(run);
      return 0;
    },
  };
  queued.forEach(run);
})();
