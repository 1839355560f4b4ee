import { describe, expect, it } from 'vitest';
import { patientScope, setCurrentPatientKey, subscribePatientScope } from '../../src/api/index.ts';
import type { KeyValueStorage } from '../../src/auth/storage-keys.ts';
import { createFakeAuthClient, mainUserSubject } from './support/fake-auth-client.ts';
import { createMemoryStorage } from './support/memory-storage.ts';
import { createBrowser, signIn, type Browser } from './support/tabs.ts';

const otherSubject = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';
const eetu = 'principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6';

/**
 * Tab a's view of the shared local storage, as a browser process sees another's writes: what it
 * reads is what was there when it last caught up, until `catchUp()`.
 */
function laggingView(browser: Browser) {
  let seen = new Map<string, string | null>();
  let lagging = false;
  const view: KeyValueStorage = {
    getItem: (key) =>
      lagging && seen.has(key) ? (seen.get(key) ?? null) : browser.local.getItem(key),
    setItem: (key, value) => {
      browser.local.setItem(key, value);
    },
    removeItem: (key) => {
      browser.local.removeItem(key);
    },
  };
  return {
    view,
    /** From now on, reads show the storage as it is now. */
    freeze: () => {
      seen = new Map(Object.entries(browser.local.entries()));
      lagging = true;
    },
    catchUp: () => {
      lagging = false;
    },
  };
}

/** What a tab holds for the patient it acts for, besides the cache. */
const patientEntries = {
  'tap.patient_v1': JSON.stringify({ type: 'principal', id: eetu.slice('principal:'.length) }),
  'tap.obo.v1': '{"state":"abcdefghijklmno"}',
  'tap.contact_update_v1': '{"asked":true}',
  'tap.chat_code_v1': '{"3200":{"code":"K7RM2Q"}}',
};

describe('a different person signs in (never the wrong person’s data)', () => {
  it('in another tab: this tab clears its cache and patient before it shows the new user', async () => {
    const browser = createBrowser();
    const a = browser.openTab('a', { hasCodeInUrl: true });
    await signIn(a);
    expect(patientScope().subject).toBe(mainUserSubject);
    setCurrentPatientKey(eetu);
    for (const [key, value] of Object.entries(patientEntries)) {
      a.session.setItem(key, value);
    }

    // What a renders from must already be clean when its snapshot names the new user.
    const seenAtRender: { user: string | undefined; clears: number; patient: string }[] = [];
    a.controller.subscribe(() => {
      seenAtRender.push({
        user: a.controller.getSnapshot().user?.subject,
        clears: a.counts.cacheClears,
        patient: patientScope().patient,
      });
    });
    const clearsBefore = a.counts.cacheClears;

    browser.provider.subject = otherSubject;
    const b = browser.openTab('b', { hasCodeInUrl: true });
    await signIn(b);
    await browser.advance(10);

    expect(a.controller.getSnapshot().user?.subject).toBe(otherSubject);
    const first = seenAtRender.find((seen) => seen.user === otherSubject);
    expect(first).toEqual({ user: otherSubject, clears: clearsBefore + 1, patient: 'main' });
    expect(a.session.entries()).toEqual({ 'tap.subject_v1': otherSubject });
    expect(patientScope()).toEqual({ subject: otherSubject, patient: 'main' });
  });

  it('in another tab whose message arrives before its stored user: this tab waits for that user', async () => {
    const browser = createBrowser();
    const storage = laggingView(browser);
    const a = browser.openTab('a', {
      hasCodeInUrl: true,
      client: createFakeAuthClient(browser.provider, browser.clock, storage.view),
    });
    await signIn(a);
    const users: (string | undefined)[] = [];
    a.controller.subscribe(() => users.push(a.controller.getSnapshot().user?.subject));

    storage.freeze(); // b's write of the new user has not reached a yet
    browser.provider.subject = otherSubject;
    const b = browser.openTab('b', { hasCodeInUrl: true });
    await signIn(b);
    await browser.advance(200);
    // Still the previous person, with her own data: nothing of the new one is mixed in. (The
    // patient scope is one module for all tabs of this test, so a's session storage tells.)
    const clears = a.counts.cacheClears;
    expect(a.controller.getSnapshot().user?.subject).toBe(mainUserSubject);
    expect(a.session.getItem('tap.subject_v1')).toBe(mainUserSubject);

    storage.catchUp();
    await browser.advance(100);
    expect(a.controller.getSnapshot().user?.subject).toBe(otherSubject);
    expect(a.session.getItem('tap.subject_v1')).toBe(otherSubject);
    expect(a.counts.cacheClears).toBe(clears + 1);
    expect(a.controller.getSnapshot().auth.kind).toBe('LoggedIn');
    // Once the user changed, it never went back to the previous person.
    expect(users.slice(users.indexOf(otherSubject))).not.toContain(mainUserSubject);
    expect(a.reports).toEqual([]);
  });

  it('when the announced user never reaches this tab, it lets go of the session, not of the shared one', async () => {
    const browser = createBrowser();
    const storage = laggingView(browser);
    const a = browser.openTab('a', {
      hasCodeInUrl: true,
      client: createFakeAuthClient(browser.provider, browser.clock, storage.view),
    });
    await signIn(a);
    setCurrentPatientKey(eetu);
    a.session.setItem('tap.patient_v1', patientEntries['tap.patient_v1']);

    storage.freeze();
    browser.provider.subject = otherSubject;
    const b = browser.openTab('b', { hasCodeInUrl: true });
    await signIn(b);
    await browser.advance(5_100);

    expect(a.controller.getSnapshot().user).toBeNull();
    expect(a.controller.getSnapshot().auth.kind).not.toBe('LoggedIn');
    expect(a.reports).toEqual(['Failed to follow another tab']);
    expect(a.session.getItem('tap.patient_v1')).toBeNull();
    expect(patientScope().patient).toBe('main');
    // b's session, shared through local storage, is untouched.
    expect(b.controller.getSnapshot().user?.subject).toBe(otherSubject);
    expect(browser.local.getItem('tap.session_v1')).not.toBeNull();
  });

  it('in this tab after a login redirect: the tab’s stored patient of the previous person goes', async () => {
    const browser = createBrowser();
    const session = createMemoryStorage({
      ...patientEntries,
      'tap.subject_v1': mainUserSubject,
      'tap.return_to': '/fi/asiointi/omat-tiedot',
    });
    browser.provider.subject = otherSubject;
    const tab = browser.openTab('b', { hasCodeInUrl: true, session });
    const scopes: string[] = [];
    const stop = subscribePatientScope((next) => scopes.push(`${next.subject}/${next.patient}`));
    const intent = await signIn(tab);
    stop();
    expect(intent).toEqual({ kind: 'navigate', to: 'path', path: '/fi/asiointi/omat-tiedot' });
    expect(tab.counts.cacheClears).toBe(1);
    expect(session.entries()).toEqual({ 'tap.subject_v1': otherSubject });
    expect(scopes.at(-1)).toBe(`${otherSubject}/main`);
  });

  it('the same person again (a reload, a renewal) keeps acting for the chosen principal', async () => {
    const browser = createBrowser();
    const a = browser.openTab('a', { hasCodeInUrl: true });
    await signIn(a);
    setCurrentPatientKey(eetu);
    a.session.setItem('tap.patient_v1', patientEntries['tap.patient_v1']);
    const clears = a.counts.cacheClears;
    const before = browser.provider.tokenRequests;
    const continuing = a.controller.continueSession();
    await browser.advance(1_000);
    await continuing;
    expect(browser.provider.tokenRequests).toBe(before + 1);
    expect(a.counts.cacheClears).toBe(clears);
    expect(patientScope()).toEqual({ subject: mainUserSubject, patient: eetu });
    expect(a.session.getItem('tap.patient_v1')).toBe(patientEntries['tap.patient_v1']);
  });
});
