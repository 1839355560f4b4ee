// The local stand-in of Cookiebot's uc.js (served as /uc.js by analytics-stand-ins.ts, after a
// `const standInTexts = {...}` line with the banner's texts). It implements the part of
// Cookiebot's public browser API the portal uses (https://www.cookiebot.com/en/developer/):
// `window.Cookiebot` (also `window.CookieConsent`) with `consent.statistics`, `hasResponse`,
// `consented`, `declined`, `show()`, `hide()`, `renew()`, `submitCustomConsent()`, the window
// events `CookiebotOnConsentReady`, `CookiebotOnLoad`, `CookiebotOnAccept`, `CookiebotOnDecline`
// and the `CookiebotCallback_On…` functions, the decision kept in the `CookieConsent` cookie, and
// a dialog in the `data-culture` language with accept and refuse. It builds the dialog with DOM
// calls and CSSOM styles only: the portal's CSP and Trusted Types allow nothing else.
/* global standInTexts */
'use strict';

(() => {
  const script = document.currentScript;
  const culture = (script?.dataset.culture ?? 'en').toLowerCase();
  const texts = standInTexts[culture] ?? standInTexts.en;
  const cookieName = 'CookieConsent';
  const dialogId = 'CybotCookiebotDialog';

  const readCookie = () => {
    const entry = document.cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
    if (!entry) {
      return null;
    }
    try {
      return JSON.parse(decodeURIComponent(entry.slice(cookieName.length + 1)));
    } catch {
      return null;
    }
  };

  const writeCookie = (consent) => {
    const value = encodeURIComponent(JSON.stringify(consent));
    document.cookie = `${cookieName}=${value}; path=/; max-age=31536000; SameSite=Lax`;
  };

  const fire = (name) => {
    const callback = window[`CookiebotCallback_${name.replace(/^CookiebotOn/, 'On')}`];
    if (typeof callback === 'function') {
      callback();
    }
    window.dispatchEvent(new Event(name));
  };

  const api = {
    consent: {
      necessary: true,
      preferences: false,
      statistics: false,
      marketing: false,
      method: null,
    },
    consented: false,
    declined: false,
    hasResponse: false,
    doNotTrack: navigator.doNotTrack === '1',
    show,
    hide,
    renew,
    submitCustomConsent,
  };

  function apply(stored) {
    api.consent.preferences = stored.preferences === true;
    api.consent.statistics = stored.statistics === true;
    api.consent.marketing = stored.marketing === true;
    api.consent.method = stored.method ?? 'explicit';
    api.consented = api.consent.preferences || api.consent.statistics || api.consent.marketing;
    api.declined = !api.consented;
    api.hasResponse = true;
  }

  /** Fires what Cookiebot fires once the decision is known (given now or read from the cookie). */
  function announce() {
    fire(api.declined ? 'CookiebotOnDecline' : 'CookiebotOnAccept');
    fire('CookiebotOnLoad');
    fire('CookiebotOnConsentReady');
  }

  function decide(preferences, statistics, marketing) {
    const stored = { preferences, statistics, marketing, method: 'explicit', utc: Date.now() };
    writeCookie(stored);
    apply(stored);
    hide();
    announce();
  }

  function submitCustomConsent(preferences, statistics, marketing) {
    decide(preferences === true, statistics === true, marketing === true);
  }

  function style(element, rules) {
    Object.assign(element.style, rules);
    return element;
  }

  function button(id, label, primary, onClick) {
    const element = document.createElement('button');
    element.type = 'button';
    element.id = id;
    element.textContent = label;
    style(element, {
      font: 'inherit',
      fontWeight: '700',
      minHeight: '2.75rem',
      padding: '0.5rem 1.25rem',
      borderRadius: '0.375rem',
      border: '2px solid #00558c',
      background: primary ? '#00558c' : '#ffffff',
      color: primary ? '#ffffff' : '#00558c',
      cursor: 'pointer',
    });
    element.addEventListener('click', onClick);
    return element;
  }

  function show() {
    if (document.getElementById(dialogId)) {
      return;
    }
    fire('CookiebotOnDialogInit');
    // A region (not a modal dialog): the page stays usable, and refusing is as easy as accepting.
    const dialog = style(document.createElement('div'), {
      position: 'fixed',
      left: '0',
      right: '0',
      bottom: '0',
      zIndex: '2147483000',
      background: '#ffffff',
      color: '#1b1b1b',
      borderTop: '2px solid #1b1b1b',
      boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.2)',
      padding: '1rem',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
      lineHeight: '1.5',
    });
    dialog.id = dialogId;
    dialog.setAttribute('role', 'region');
    dialog.setAttribute('aria-labelledby', `${dialogId}Title`);
    dialog.lang = culture;
    const title = style(document.createElement('h2'), {
      fontSize: '1.125rem',
      margin: '0 0 0.5rem',
    });
    title.id = `${dialogId}Title`;
    title.textContent = texts.title;
    const body = style(document.createElement('p'), { margin: '0 0 0.75rem', maxWidth: '60rem' });
    body.textContent = texts.body;
    const actions = style(document.createElement('div'), {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '0.75rem',
    });
    actions.append(
      button(`${dialogId}BodyButtonAccept`, texts.accept, true, () => {
        decide(true, true, true);
      }),
      button(`${dialogId}BodyButtonDecline`, texts.decline, false, () => {
        decide(false, false, false);
      }),
    );
    dialog.append(title, body, actions);
    // First in the page, as Cookiebot puts it: a keyboard user meets it before the page.
    document.body.prepend(dialog);
    fire('CookiebotOnDialogDisplay');
  }

  function hide() {
    document.getElementById(dialogId)?.remove();
  }

  function renew() {
    document.cookie = `${cookieName}=; path=/; max-age=0; SameSite=Lax`;
    api.consent.preferences = false;
    api.consent.statistics = false;
    api.consent.marketing = false;
    api.consent.method = null;
    api.consented = false;
    api.declined = false;
    api.hasResponse = false;
    show();
  }

  window.Cookiebot = api;
  window.CookieConsent = api;
  const stored = readCookie();
  if (stored) {
    apply(stored);
    announce();
  } else if (document.body) {
    show();
  } else {
    document.addEventListener('DOMContentLoaded', show, { once: true });
  }
})();
