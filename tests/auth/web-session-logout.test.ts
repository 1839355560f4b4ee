import { describe, expect, it } from 'vitest';
import { storedUser } from './support/fake-auth-client.ts';
import { recordOf, sec, signedInBrowser, stateOf } from './support/scenario.ts';
import { createBrowser, signIn } from './support/tabs.ts';

describe('sign-out across tabs (S-25, S-26, S-30)', () => {
  it('clears every tab, and exactly one tab performs the end-session redirect', async () => {
    const { browser, tabs } = await signedInBrowser(3);
    const idToken = storedUser(browser.local)?.idToken;
    for (const tab of tabs) {
      tab.session.setItem('tap.patient_v1', '{"type":"main"}');
      tab.session.setItem('tap.obo.v1', '{"state":"x"}');
      tab.session.setItem('tap.contact_update_v1', '{}');
      tab.session.setItem('tap.dc.enabling', 'self');
      tab.session.setItem('tap.chat_code_v1', '{"3200":{"code":"K7RM2Q"}}');
    }
    const [a, b, c] = tabs;
    if (!a || !b || !c) {
      throw new Error('three tabs');
    }

    const loggingOut = a.controller.logout();
    expect(stateOf(a)).toEqual({ kind: 'LoggedOut', stage: 'Pending', reason: 'LoggedOut' });
    expect(JSON.parse(browser.local.getItem('tap.logging_out') ?? 'null')).toEqual({
      at: browser.clock.now(),
      claimedBy: null,
    });
    expect(browser.local.getItem('tap.signed_out_at')).toBe(String(browser.clock.now()));
    await browser.advance(0);
    for (const tab of tabs) {
      expect(stateOf(tab)).toMatchObject({ kind: 'LoggedOut', reason: 'LoggedOut' });
      expect(tab.session.entries()).toEqual({});
      expect(tab.counts.cacheClears).toBeGreaterThan(0);
      await expect(tab.controller.accessToken()).resolves.toBeNull();
    }
    expect(recordOf(browser)).toBeNull();
    expect(browser.provider.revocations).toBe(1);

    // Nobody redirects before the 500 ms sign-out delay.
    await browser.advance(499);
    expect(browser.provider.signoutRedirects).toEqual([]);
    await browser.advance(sec(1));
    await loggingOut;

    expect(browser.provider.signoutRedirects).toEqual([{ idTokenHint: idToken, language: 'fi' }]);
    expect(a.intents).toEqual([]);
    expect(b.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
    expect(c.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
    expect(stateOf(b)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'LoggedOut' });
    expect(storedUser(browser.local)).toBeNull();
    // No patient data is left in any storage.
    expect(Object.keys(browser.local.entries()).sort()).toEqual([
      'tap.logging_out',
      'tap.signed_out_at',
    ]);
  });

  it('lets a visible tab win over the hidden one that started the sign-out', async () => {
    const browser = createBrowser();
    const hidden = browser.openTab('hidden', { hidden: true, hasCodeInUrl: true });
    await signIn(hidden);
    const visible = browser.openTab('visible');
    await visible.controller.start();
    const idToken = storedUser(browser.local)?.idToken;
    void hidden.controller.logout();
    await browser.advance(sec(2));
    expect(browser.provider.signoutRedirects).toEqual([{ idTokenHint: idToken, language: 'fi' }]);
    expect(visible.intents).toEqual([]);
    expect(hidden.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
  });

  it('a second logout while signing out changes nothing', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const first = a.controller.logout();
    const second = a.controller.logout();
    await browser.advance(sec(1));
    await Promise.all([first, second]);
    expect(browser.provider.signoutRedirects).toHaveLength(1);
    expect(browser.provider.revocations).toBe(1);
  });

  it('a renewal that answers after the sign-out began does not log back in', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const continuing = a.controller.continueSession();
    void a.controller.logout();
    await browser.advance(sec(1));
    await continuing;
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'LoggedOut' });
    expect(recordOf(browser)).toBeNull();
  });

  it('still ends locally when the end-session redirect cannot start', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const broken = browser.openTab('z', {
      client: {
        getUser: () => Promise.resolve(null),
        signinRedirect: () => Promise.resolve(),
        signinCallback: () => Promise.reject(new Error('unused')),
        signinSilent: () => Promise.reject(new Error('unused')),
        signoutRedirect: () => Promise.reject(new TypeError('Failed to fetch')),
        removeUserAndRevoke: () => Promise.resolve(),
        removeUser: () => Promise.resolve(),
      },
    });
    void broken.controller.logout();
    await browser.advance(sec(1));
    expect(broken.reports).toEqual(['Sign-out redirect failed']);
    expect(broken.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
    expect(stateOf(broken)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'LoggedOut' });
    // The signed-in tab followed and stood by.
    expect(a.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
  });
});
