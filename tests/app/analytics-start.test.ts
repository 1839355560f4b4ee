// @vitest-environment jsdom
// The portal's analytics wiring: page views from the router's location (the route template and
// the service area, B-18, NS-51), the patient type of the moment, the sign-in outcome (E-18) and
// the chat's events (B-21) through the one seam, and the consent platform loaded on every page.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createAnalyticsSeam,
  portalAnalytics,
  trackChat,
  trackSignIn,
} from '../../src/app/start/analytics-seam.ts';
import { pageTemplate, startPortalAnalytics } from '../../src/app/start/analytics-start.ts';
import { environments } from '../../src/app/config/index.ts';

afterEach(() => {
  document.getElementById('Cookiebot')?.remove();
  document.head.querySelectorAll('script').forEach((script) => {
    script.remove();
  });
  for (const name of ['Cookiebot', '_paq', 'dataLayer']) {
    Reflect.deleteProperty(window, name);
  }
});

describe('pageTemplate', () => {
  it('names the route, never the values of its parameters, a query or a hash', () => {
    expect(pageTemplate('/fi/asiointi/chat/aihe/12345')).toBe('/fi/asiointi/chat/aihe/:topicId');
    expect(pageTemplate('/sv/e-tjanster/chatt/amne/7')).toBe('/sv/e-tjanster/chatt/amne/:topicId');
    expect(pageTemplate('/fi/asiointi/')).toBe('/fi/asiointi/');
    expect(pageTemplate('/fi/asiointi/ei-ole/040-1234567')).toBe('/fi/asiointi/*');
    expect(pageTemplate('/elsewhere/040-1234567')).toBe('/*');
  });
});

describe('the analytics seam', () => {
  it('keeps events until the analytics chunk connects, then hands them over in order', () => {
    const seam = createAnalyticsSeam();
    const got: unknown[] = [];
    seam.record({ kind: 'SignIn', outcome: 'canceled' });
    seam.connect((event) => got.push(event));
    seam.record({ kind: 'SignIn', outcome: 'failed' });
    expect(got).toEqual([
      { kind: 'SignIn', outcome: 'canceled' },
      { kind: 'SignIn', outcome: 'failed' },
    ]);
  });

  it('keeps a consent renewal asked before the analytics chunk connects, and does it once then', () => {
    const seam = createAnalyticsSeam();
    let renewed = 0;
    seam.renewConsent();
    seam.renewConsent();
    seam.connect(
      () => undefined,
      () => {
        renewed += 1;
      },
    );
    expect(renewed).toBe(1);
    seam.renewConsent();
    expect(renewed).toBe(2);
  });

  it('takes the sign-in outcome (E-18) and the chat events (B-21) of the portal', () => {
    const got: unknown[] = [];
    const disconnect = portalAnalytics.connect((event) => got.push(event));
    try {
      trackSignIn({ type: 'LoginCanceled', error: 'access_denied' });
      trackSignIn({ type: 'LoginFailed', error: 'server_error' });
      trackChat({ event: 'chat_timer', minutes: 20 });
    } finally {
      disconnect();
    }
    expect(got).toEqual([
      { kind: 'SignIn', outcome: 'canceled' },
      { kind: 'SignIn', outcome: 'failed' },
      { kind: 'Chat', push: { event: 'chat_timer', minutes: 20 } },
    ]);
  });
});

describe('startPortalAnalytics', () => {
  it('loads Cookiebot in the page language and, after consent, sends page views and events', () => {
    let pathname = '/fi/asiointi/chat/aihe/12';
    const listeners: (() => void)[] = [];
    let patientType: 'main' | 'principal' = 'main';
    const seam = createAnalyticsSeam();
    // Before the chunk loads, an event waits.
    seam.record({ kind: 'SignIn', outcome: 'canceled' });
    const analytics = startPortalAnalytics({
      environment: environments.local,
      embedded: false,
      language: () => 'sv',
      patientType: () => patientType,
      location: {
        pathname: () => pathname,
        subscribe: (listener) => {
          listeners.push(listener);
          return () => undefined;
        },
      },
      seam,
    });
    const tag = document.getElementById('Cookiebot') as HTMLScriptElement;
    expect(tag.src).toBe('http://localhost:4050/uc.js');
    expect(tag.dataset.culture).toBe('SV');
    expect(Reflect.get(window, '_paq')).toBeUndefined();

    Reflect.set(window, 'Cookiebot', { consent: { statistics: true }, hasResponse: true });
    window.dispatchEvent(new Event('CookiebotOnAccept'));
    expect(analytics.consentState()).toBe('Granted');
    patientType = 'principal';
    pathname = '/fi/asiointi/omat-tiedot';
    listeners.forEach((listener) => {
      listener();
    });
    // Another state of the same page (a query, a hash) is no new page view.
    listeners.forEach((listener) => {
      listener();
    });
    seam.record({ kind: 'Chat', push: { event: 'remote_reception', ecommerce: { value: 40 } } });

    const layer = (Reflect.get(window, 'dataLayer') as Record<string, unknown>[]).slice(1);
    expect(layer.map(({ event, action, patientType: type }) => [event, action, type])).toEqual([
      ['login_canceled', 'identification', 'main'],
      ['page_view', 'chat', 'main'],
      ['page_view', 'myInformation', 'principal'],
      ['remote_reception', 'chat', 'principal'],
    ]);
    expect(layer[1]?.page_path).toBe('/fi/asiointi/chat/aihe/:topicId');
    expect(layer[1]?.category).toBe('tap');
    expect(Reflect.get(window, '_paq')).toContainEqual(['setSiteId', '1']);
  });
});
