import { describe, expect, it } from 'vitest';
import { createFakeLockManager } from './support/fake-lock-manager.ts';
import { createStorageLeaseLocks, webLocks } from '../../src/auth/session/locks.ts';
import { min, recordOf, sec, signedInBrowser, stateOf } from './support/scenario.ts';
import { createBrowser, signIn } from './support/tabs.ts';

describe('one renewal across tabs (Web Locks)', () => {
  it('makes one token request when four tabs continue at the same moment', async () => {
    const { manager, requests } = createFakeLockManager();
    const { browser, tabs } = await signedInBrowser(4, { locks: webLocks(manager) });
    await browser.advance(min(18));
    const before = browser.provider.tokenRequests;
    const continuing = Promise.all(tabs.map((tab) => tab.controller.continueSession()));
    await browser.advance(sec(1));
    await continuing;
    expect(browser.provider.tokenRequests - before).toBe(1);
    expect(requests.filter((name) => name === 'asiointi-token-renewal')).toHaveLength(4);
    const ttl = recordOf(browser)?.ttl;
    for (const tab of tabs) {
      expect(tab.controller.getSnapshot().continuation).toEqual({ kind: 'Success' });
      expect(stateOf(tab)).toMatchObject({
        kind: 'LoggedIn',
        timeoutAt: new Date((ttl ?? 0) * 1000),
      });
    }
    const tokens = await Promise.all(tabs.map((tab) => tab.controller.accessToken()));
    expect(new Set(tokens).size).toBe(1);
  });

  it('makes one token request when every tab needs a token that is about to expire', async () => {
    const browser = createBrowser();
    browser.provider.tokenLifetime = 90;
    const a = browser.openTab('a', { hasCodeInUrl: true });
    await signIn(a);
    const tabs = [a, browser.openTab('b'), browser.openTab('c')];
    await Promise.all(tabs.map((tab) => tab.controller.start()));
    const first = await a.controller.accessToken();

    // Within 60 s of its expiry (K-02) a token is renewed before it is handed out.
    await browser.advance(sec(31));
    const before = browser.provider.tokenRequests;
    const tokens = Promise.all(tabs.map((tab) => tab.controller.accessToken()));
    await browser.advance(sec(1));
    const got = await tokens;
    expect(browser.provider.tokenRequests - before).toBe(1);
    expect(new Set(got).size).toBe(1);
    expect(got[0]).not.toBe(first);
  });
});

describe('one controller per tab, one session', () => {
  it('a tab opened later follows the time-out of the others', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const late = browser.openTab('late');
    await browser.advance(min(10));
    await late.controller.start();
    await browser.advance(min(10));
    expect(stateOf(late)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
    expect(stateOf(tabs[0] ?? late)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
  });

  it('dispose stops the timers and the bus', async () => {
    const { browser, tabs } = await signedInBrowser(2);
    const [a, b] = tabs;
    if (!a || !b) {
      throw new Error('two tabs');
    }
    b.controller.dispose();
    await browser.advance(min(20));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut' });
    expect(stateOf(b)).toMatchObject({ kind: 'LoggedIn' });
    expect(b.intents).toEqual([]);
  });
});

describe('one renewal across tabs without Web Locks (local-storage lease)', () => {
  it('makes one token request when three tabs continue at once', async () => {
    const browser = createBrowser();
    const open = (tabId: string, hasCodeInUrl = false) =>
      browser.openTab(tabId, {
        hasCodeInUrl,
        locks: createStorageLeaseLocks({ storage: browser.local, clock: browser.clock, tabId }),
      });
    const a = open('a', true);
    await signIn(a);
    const tabs = [a, open('b'), open('c')];
    await Promise.all(tabs.map((tab) => tab.controller.start()));
    await browser.advance(min(18));
    const before = browser.provider.tokenRequests;
    const continuing = Promise.all(tabs.map((tab) => tab.controller.continueSession()));
    await browser.advance(sec(2));
    await continuing;
    expect(browser.provider.tokenRequests - before).toBe(1);
    for (const tab of tabs) {
      expect(tab.controller.getSnapshot().continuation).toEqual({ kind: 'Success' });
    }
  });
});
