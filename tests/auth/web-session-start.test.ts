import { describe, expect, it } from 'vitest';
import { storeUser, storedUser } from './support/fake-auth-client.ts';
import { createMemoryStorage } from './support/memory-storage.ts';
import { min, stateOf } from './support/scenario.ts';
import { createBrowser } from './support/tabs.ts';

const record = (nowMs: number, ttlIn: number, expIn: number) =>
  JSON.stringify({
    ttl: Math.floor((nowMs + ttlIn) / 1000),
    exp: Math.floor((nowMs + expIn) / 1000),
  });

describe('web session start (S-28, S-29)', () => {
  it('starts a visitor without a stored session logged out, leaving the public answers cached', async () => {
    const browser = createBrowser();
    const session = createMemoryStorage();
    session.setItem('tap.patient_v1', '{"type":"main"}');
    const tab = browser.openTab('a', { session });
    await tab.controller.start();
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedOut', stage: 'Complete' });
    expect(tab.counts.cacheClears).toBe(0);
    // What a patient left in the tab goes all the same (S-30).
    expect(session.getItem('tap.patient_v1')).toBeNull();
  });

  it('clears the cache too when a stored session has ended (S-30)', async () => {
    const browser = createBrowser();
    browser.local.setItem('tap.session_v1', record(browser.clock.now(), -min(1), min(90)));
    const tab = browser.openTab('a');
    await tab.controller.start();
    expect(stateOf(tab)).toMatchObject({
      kind: 'LoggedOut',
      stage: 'Complete',
      reason: 'TimedOut',
    });
    expect(tab.counts.cacheClears).toBe(1);
  });

  it('restores a live stored session with a fresh token without asking the provider', async () => {
    const browser = createBrowser();
    const now = browser.clock.now();
    browser.local.setItem('tap.session_v1', record(now, min(10), min(90)));
    storeUser(browser.local, browser.provider.issue());
    const tab = browser.openTab('a');
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Pending' });
    const before = browser.provider.tokenRequests;
    await tab.controller.start();
    expect(stateOf(tab)).toEqual({
      kind: 'LoggedIn',
      stage: 'Complete',
      timeoutAt: new Date(Math.floor((now + min(10)) / 1000) * 1000),
      expiresAt: new Date(Math.floor((now + min(90)) / 1000) * 1000),
    });
    expect(tab.controller.getSnapshot().user).toEqual({
      subject: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
      givenName: 'Maija',
      familyName: 'Meikäläinen',
    });
    expect(browser.provider.tokenRequests).toBe(before);
  });

  it('renews an expiring token first, then completes with a refreshed record', async () => {
    const browser = createBrowser();
    const now = browser.clock.now();
    browser.local.setItem('tap.session_v1', record(now, min(10), min(90)));
    browser.provider.tokenLifetime = 30;
    storeUser(browser.local, browser.provider.issue());
    browser.provider.tokenLifetime = 3600;
    const tab = browser.openTab('a');
    const starting = tab.controller.start();
    await browser.advance(1_000);
    await starting;
    expect(browser.provider.tokenRequests).toBe(1);
    expect(stateOf(tab)).toMatchObject({
      kind: 'LoggedIn',
      stage: 'Complete',
      timeoutAt: new Date(Math.floor((now + 100 + min(20)) / 1000) * 1000),
    });
  });

  it('clears the session when the provider wants a login and no token was ever seen (S-23)', async () => {
    const browser = createBrowser();
    browser.local.setItem('tap.session_v1', record(browser.clock.now(), min(10), min(90)));
    browser.provider.silentOutcomes.push('login_required');
    const tab = browser.openTab('a');
    const starting = tab.controller.start();
    await browser.advance(1_000);
    await starting;
    expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'Cleared' });
    expect(tab.intents).toEqual([]);
    expect(browser.local.getItem('tap.session_v1')).toBeNull();
  });

  it('times the session out when the provider wants a login after a token was seen (S-23)', async () => {
    const browser = createBrowser();
    browser.local.setItem('tap.session_v1', record(browser.clock.now(), min(10), min(90)));
    browser.provider.tokenLifetime = 10;
    storeUser(browser.local, browser.provider.issue());
    browser.provider.silentOutcomes.push('interaction_required');
    const tab = browser.openTab('a');
    const starting = tab.controller.start();
    await browser.advance(1_000);
    await starting;
    expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'TimedOut' });
    expect(tab.intents).toEqual([{ kind: 'navigate', to: 'timeout' }]);
    expect(storedUser(browser.local)).toBeNull();
  });

  it('is logged out when nothing is stored, and drops a user left without a session', async () => {
    const browser = createBrowser();
    storeUser(browser.local, browser.provider.issue());
    const tab = browser.openTab('a');
    tab.session.setItem('tap.patient_v1', '{"type":"main"}');
    await tab.controller.start();
    expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' });
    expect(storedUser(browser.local)).toBeNull();
    expect(tab.session.entries()).toEqual({});
    await expect(tab.controller.accessToken()).resolves.toBeNull();
  });

  it('counts a stored session whose ttl passed while no tab was open as timed out', async () => {
    const browser = createBrowser();
    browser.local.setItem('tap.session_v1', record(browser.clock.now(), -1000, min(90)));
    storeUser(browser.local, browser.provider.issue());
    const tab = browser.openTab('a');
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedOut', stage: 'Pending' });
    await tab.controller.start();
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
    expect(browser.local.getItem('tap.session_v1')).toBeNull();
    expect(storedUser(browser.local)).toBeNull();
  });

  it('waits for the callback when the URL carries a sign-in code (S-28)', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    await tab.controller.start();
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Pending' });
    expect(browser.provider.tokenRequests).toBe(0);
  });

  it('removes the logging-out flag of a finished sign-out at start', async () => {
    const browser = createBrowser();
    browser.local.setItem(
      'tap.logging_out',
      JSON.stringify({ at: browser.clock.now(), claimedBy: 'x' }),
    );
    await browser.openTab('a').controller.start();
    expect(browser.local.getItem('tap.logging_out')).toBeNull();
  });
});
