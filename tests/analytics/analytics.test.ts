// @vitest-environment jsdom
// Analytics behind consent (NS-44, B-18, B-19, B-21, E-18): the Cookiebot adapter, the queue that
// holds events until the statistics decision and drops them on refusal, the trackers' hits, and
// no personal data in any of them. Each test runs in a window of its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookiebot,
  hostConsent,
  startAnalytics,
  type RecordedEvent,
  type TrackerSettings,
} from '../../src/analytics/index.ts';

const trackers: TrackerSettings = {
  matomo: {
    siteId: '1',
    url: 'http://localhost:4050/',
    scriptUrl: 'http://localhost:4050/matomo.js',
  },
  tagManager: { scriptUrl: 'http://localhost:4050/gtm.js?id=GTM-LOCAL' },
};

/** A window of its own: the Cookiebot events, the trackers' globals and a document. */
function browser() {
  const doc = document.implementation.createHTMLDocument();
  const win = Object.assign(new EventTarget(), {
    // The page a patient is on, with what must never leave it: an id, a query and a fragment.
    location: new URL('http://localhost:4173/fi/asiointi/chat/aihe/12345?returnTo=%2Fx#y'),
  }) as unknown as Window;
  const scripts = () => [...doc.querySelectorAll('script')].map((script) => script.src);
  const global = (name: string): unknown => Reflect.get(win, name);
  /** Cookiebot's answer, as its uc.js gives it: the object, then the events. */
  const decide = (statistics: boolean) => {
    Reflect.set(win, 'Cookiebot', { consent: { statistics }, hasResponse: true });
    win.dispatchEvent(new Event(statistics ? 'CookiebotOnAccept' : 'CookiebotOnDecline'));
    win.dispatchEvent(new Event('CookiebotOnConsentReady'));
  };
  return { win, doc, scripts, global, decide };
}

const start = (b: ReturnType<typeof browser>, culture = 'fi') =>
  startAnalytics(
    cookiebot(
      {
        scriptUrl: 'http://localhost:4050/uc.js',
        domainGroupId: '00000000-0000-0000-0000-000000000000',
        culture,
      },
      b.win,
      b.doc,
    ),
    trackers,
    b.win,
    b.doc,
  );

const pageView = (service = 'chat', page = '/fi/asiointi/chat/aihe/:topicId'): RecordedEvent => ({
  kind: 'PageView',
  service,
  page,
  patientType: 'main',
});

describe('the Cookiebot adapter', () => {
  it('loads uc.js with the domain group id and the language, and nothing else, before consent', () => {
    const b = browser();
    const analytics = start(b, 'sv');
    analytics.record(pageView());
    analytics.record({ kind: 'SignIn', outcome: 'canceled', patientType: 'main' });

    const tag = b.doc.getElementById('Cookiebot') as HTMLScriptElement;
    expect(tag.src).toBe('http://localhost:4050/uc.js');
    expect(tag.dataset.cbid).toBe('00000000-0000-0000-0000-000000000000');
    expect(tag.dataset.culture).toBe('SV');
    // No tracker's script, no queue a tracker would read: nothing can leave the browser.
    expect(b.scripts()).toEqual(['http://localhost:4050/uc.js']);
    expect(b.global('_paq')).toBeUndefined();
    expect(b.global('dataLayer')).toBeUndefined();
    expect(analytics.consentState()).toBe('Undecided');
  });

  it('after consent to statistics loads Matomo and the tag manager and sends what waited', () => {
    const b = browser();
    const analytics = start(b);
    analytics.record(pageView());
    b.decide(true);
    analytics.record({ kind: 'SignIn', outcome: 'failed', patientType: 'principal' });

    expect(b.scripts()).toEqual([
      'http://localhost:4050/uc.js',
      'http://localhost:4050/gtm.js?id=GTM-LOCAL',
      'http://localhost:4050/matomo.js',
    ]);
    const paq = b.global('_paq') as unknown[][];
    expect(paq).toContainEqual(['setTrackerUrl', 'http://localhost:4050/matomo.php']);
    expect(paq).toContainEqual(['setSiteId', '1']);
    // B-18: category `tap`, the service area as action, the patient type with every hit.
    expect(paq).toContainEqual(['trackPageView', 'chat', { dimension1: 'main' }]);
    expect(paq).toContainEqual([
      'trackEvent',
      'tap',
      'chat',
      'page_view',
      undefined,
      { dimension1: 'main' },
    ]);
    // An event carries the last page's template as its URL, never the address bar.
    const signIn = paq.findIndex((command) => command[3] === 'login_failed');
    expect(paq[signIn - 1]).toEqual([
      'setCustomUrl',
      'http://localhost:4173/fi/asiointi/chat/aihe/:topicId',
    ]);
    expect(paq.at(-1)).toEqual([
      'trackEvent',
      'tap',
      'identification',
      'login_failed',
      undefined,
      { dimension1: 'principal' },
    ]);
    expect((b.global('dataLayer') as unknown[]).slice(1)).toEqual([
      {
        event: 'page_view',
        category: 'tap',
        action: 'chat',
        patientType: 'main',
        page_path: '/fi/asiointi/chat/aihe/:topicId',
      },
      {
        event: 'login_failed',
        category: 'tap',
        action: 'identification',
        patientType: 'principal',
      },
    ]);
    expect(analytics.consentState()).toBe('Granted');
  });

  it('drops what waited on refusal and sends nothing after, even if consent comes later', () => {
    const b = browser();
    const analytics = start(b);
    analytics.record(pageView('frontpage', '/fi/asiointi/'));
    b.decide(false);
    analytics.record(pageView('chat', '/fi/asiointi/chat'));
    expect(b.scripts()).toEqual(['http://localhost:4050/uc.js']);
    expect(b.global('_paq')).toBeUndefined();
    expect(analytics.consentState()).toBe('Refused');

    // The patient changes their mind (Cookiebot.renew): only what happens from then on is sent.
    b.decide(true);
    analytics.record(pageView('myInformation', '/fi/asiointi/omat-tiedot'));
    const titles = (b.global('_paq') as unknown[][])
      .filter((command) => command[0] === 'setDocumentTitle')
      .map((command) => command[1]);
    expect(titles).toEqual(['myInformation']);
  });

  it('counts an accept without statistics (preferences only) as a refusal', () => {
    const b = browser();
    const analytics = start(b);
    analytics.record(pageView());
    Reflect.set(b.win, 'Cookiebot', { consent: { statistics: false, preferences: true } });
    b.win.dispatchEvent(new Event('CookiebotOnAccept'));
    expect(analytics.consentState()).toBe('Refused');
    expect(b.global('_paq')).toBeUndefined();
  });

  it('stops sending when the patient withdraws consent', () => {
    const b = browser();
    const analytics = start(b);
    b.decide(true);
    analytics.record(pageView('chat', '/fi/asiointi/chat'));
    const sent = (b.global('_paq') as unknown[]).length;
    b.decide(false);
    analytics.record(pageView('frontpage', '/fi/asiointi/'));
    expect((b.global('_paq') as unknown[]).length).toBe(sent);
  });

  it('takes a decision Cookiebot already had when the adapter started', () => {
    const b = browser();
    Reflect.set(b.win, 'Cookiebot', { consent: { statistics: true }, hasResponse: true });
    const analytics = start(b);
    expect(analytics.consentState()).toBe('Granted');
  });

  it('shows the dialog again on renew, also when asked before uc.js has run: once it has', () => {
    const b = browser();
    const analytics = start(b);
    let shown = 0;
    // The cookie settings pressed before uc.js has arrived: not forgotten, not shown twice.
    analytics.renew();
    analytics.renew();
    expect(shown).toBe(0);
    // Cookiebot's consent event is no sign that uc.js has run: nothing yet.
    b.win.dispatchEvent(new Event('CookiebotOnLoad'));
    expect(shown).toBe(0);
    Reflect.set(b.win, 'Cookiebot', {
      renew: () => {
        shown += 1;
      },
    });
    const uc = b.doc.getElementById('Cookiebot');
    uc?.dispatchEvent(new Event('load'));
    expect(shown).toBe(1);
    uc?.dispatchEvent(new Event('load'));
    expect(shown).toBe(1);
    // Once it has loaded, each press shows it at once.
    analytics.renew();
    expect(shown).toBe(2);
  });
});

describe('embedded consent (the native app asks)', () => {
  it('sends only when the host says the patient consented to statistics', () => {
    for (const [answer, state] of [
      [true, 'Granted'],
      [false, 'Refused'],
      [undefined, 'Refused'],
    ] as const) {
      const b = browser();
      const analytics = startAnalytics(hostConsent(answer), trackers, b.win, b.doc);
      analytics.record(pageView());
      expect(analytics.consentState()).toBe(state);
      // No consent banner in the app: the host owns the question.
      expect(b.doc.getElementById('Cookiebot')).toBeNull();
      expect(b.global('_paq') !== undefined).toBe(answer === true);
    }
  });
});

describe('the hits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carry the route template, the service as title and an origin-only referrer', () => {
    // Tag Manager's snippet stamps the time; a fixed one keeps the digits below from matching it.
    vi.useFakeTimers({ now: new Date('2026-12-07T10:00:00Z'), toFake: ['Date'] });
    const b = browser();
    // What must never leave: a person's name in the title, a sign-in answer in the referrer.
    b.doc.title = 'Matti Meikäläinen – Asiointi';
    Object.defineProperty(b.doc, 'referrer', {
      value: 'http://localhost:4173/fi/asiointi/tunnistaminen/callback?code=secret&state=abc',
    });
    const analytics = start(b);
    b.decide(true);
    analytics.record(pageView());
    analytics.record({
      kind: 'Chat',
      patientType: 'principal',
      push: { event: 'chat_timer', chatId: 3012, chatTag: 'yleislaakari', minutes: 20 },
    });
    const sent = JSON.stringify([b.global('_paq'), b.global('dataLayer')]);
    for (const secret of ['12345', 'returnTo', 'Matti', 'secret', 'state=', 'callback', '#y']) {
      expect(sent).not.toContain(secret);
    }
    const paq = b.global('_paq') as unknown[][];
    expect(paq).toContainEqual(['setReferrerUrl', 'http://localhost:4173']);
    expect(paq).toContainEqual([
      'setCustomUrl',
      'http://localhost:4173/fi/asiointi/chat/aihe/:topicId',
    ]);
    expect(paq).toContainEqual(['setDocumentTitle', 'chat']);
    // B-21: the chat timer with its minutes as the event's value.
    expect(paq.at(-1)).toEqual([
      'trackEvent',
      'tap',
      'chat',
      'chat_timer',
      20,
      { dimension1: 'principal' },
    ]);
  });
});
