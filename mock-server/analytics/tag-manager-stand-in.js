// The local stand-in of the tag manager's gtm.js (served as /gtm.js?id=<container> by
// analytics-stand-ins.ts). A real container decides itself what its tags send where; this one
// only shows the developer what the portal pushed: every `dataLayer` object (those pushed before
// it loaded, then each push) goes to the stand-in's list as a beacon to /__mock/tag-manager.
'use strict';

(() => {
  const source = new URL(document.currentScript.src);
  const endpoint = new URL('/__mock/tag-manager', source).href;
  const container = source.searchParams.get('id') ?? '';
  const forward = (item) => {
    if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
      const body = JSON.stringify({ container, push: item });
      navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain' }));
    }
  };
  const layer = Array.isArray(window.dataLayer) ? window.dataLayer : [];
  window.dataLayer = layer;
  layer.forEach(forward);
  const push = layer.push.bind(layer);
  layer.push = (...items) => {
    items.forEach(forward);
    return push(...items);
  };
})();
