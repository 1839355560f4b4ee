import { afterEach, describe, expect, it } from 'vitest';
import {
  patientScope,
  setCurrentPatientKey,
  setPatientScope,
  subscribePatientScope,
} from '../../src/api/index.ts';
import { mainUserSubject } from './support/fake-auth-client.ts';
import { createMemoryStorage } from './support/memory-storage.ts';
import { createBrowser, signIn } from './support/tabs.ts';

const otherSubject = '6e1c6c93-1f14-48d9-8d84-b676036fccf1';
const eetu = 'principal:d61d7036-baf9-409e-a5a9-40b5aebe3da6';

afterEach(() => {
  setPatientScope({ subject: null, patient: 'main' });
});

/** What a tab holds for the patient it acts for, besides the cache. */
const patientEntries = {
  'tap.patient_v1': JSON.stringify({ type: 'principal', id: eetu.slice('principal:'.length) }),
  'tap.obo.v1': '{"state":"abcdefghijklmno"}',
  'tap.contact_update_v1': '{"asked":true}',
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
