import { describe, expect, it } from 'vitest';
import { storageSettleMs } from '../../src/auth/constants.ts';
import { dialogState } from '../../src/auth/session/session-dialog.ts';
import { createFakeAuthClient, storeUser, storedUser } from './support/fake-auth-client.ts';
import { min, recordOf, sec, signedInBrowser, stateOf } from './support/scenario.ts';
import { createBrowser, signIn } from './support/tabs.ts';

describe('idle time-out (S-22, S-21)', () => {
  it('signs out locally and sends every tab to the time-out page when ttl passes', async () => {
    const { browser, tabs } = await signedInBrowser(2);
    const [a, b] = tabs;
    if (!a || !b) {
      throw new Error('two tabs');
    }
    a.session.setItem('tap.patient_v1', '{"type":"principal","id":"x"}');
    b.session.setItem('tap.obo.v1', '{}');
    b.session.setItem('tap.contact_update_v1', '{}');

    await browser.advance(min(20) - 1);
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    await browser.advance(1);

    for (const tab of [a, b]) {
      expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'TimedOut' });
      expect(tab.intents).toEqual([{ kind: 'navigate', to: 'timeout' }]);
      expect(tab.session.entries()).toEqual({});
      expect(tab.counts.cacheClears).toBeGreaterThan(0);
      expect(tab.controller.getSnapshot().user).toBeNull();
      await expect(tab.controller.accessToken()).resolves.toBeNull();
    }
    expect(recordOf(browser)).toBeNull();
    expect(storedUser(browser.local)).toBeNull();
    expect(browser.local.getItem('tap.signed_out_at')).toBe(String(browser.clock.now()));
    // The provider session is not ended on a time-out: no end-session redirect.
    expect(browser.provider.signoutRedirects).toEqual([]);
    // But the refresh token is revoked (best effort), not left to live on the provider.
    expect(browser.provider.revocations).toBeGreaterThan(0);
  });

  it('follows a record another tab refreshed even if its message never arrived', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(10));
    const moved = { ...recordOf(browser), ttl: Math.floor((browser.clock.now() + min(20)) / 1000) };
    browser.local.setItem('tap.session_v1', JSON.stringify(moved));
    await browser.advance(min(10));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedIn', timeoutAt: new Date(moved.ttl * 1000) });
    await browser.advance(min(10));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
  });
});

describe('the end of a session removes the stored user once', () => {
  it('a sign-in stored while the revocation runs is kept when it is answered', async () => {
    const browser = createBrowser();
    const client = createFakeAuthClient(browser.provider, browser.clock, browser.local);
    let answer: () => void = () => undefined;
    const revoking = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const a = browser.openTab('a', {
      client: {
        ...client,
        removeUserAndRevoke: async () => {
          await client.removeUserAndRevoke();
          await revoking;
        },
      },
    });
    await a.controller.start();
    await signIn(a);
    await browser.advance(min(20));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
    expect(storedUser(browser.local)).toBeNull();

    // Before the provider answers the revocation, the person signs in again in another tab.
    const next = { ...browser.provider.issue(), accessToken: 'access-next' };
    storeUser(browser.local, next);
    answer();
    await browser.advance(0);

    expect(storedUser(browser.local)).toEqual(next);
  });
});

describe('renewal on activity (S-31)', () => {
  it('renews only when the last renewal is more than 5 minutes old', async () => {
    const { browser, tabs } = await signedInBrowser(2);
    const [a, b] = tabs;
    if (!a || !b) {
      throw new Error('two tabs');
    }
    const requests = browser.provider.tokenRequests;
    await browser.advance(min(5));
    a.controller.noteActivity();
    await browser.advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(requests);

    await browser.advance(sec(1));
    a.controller.noteActivity();
    a.controller.noteActivity();
    await browser.advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(requests + 1);
    const renewedAt = browser.clock.now() - sec(1) + 100;
    const ttl = Math.floor((renewedAt + min(20)) / 1000);
    expect(recordOf(browser)?.ttl).toBe(ttl);
    // The other tab follows the refresh (S-21) and counts it as its last renewal too.
    expect(stateOf(b)).toMatchObject({ kind: 'LoggedIn', timeoutAt: new Date(ttl * 1000) });
    b.controller.noteActivity();
    await browser.advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(requests + 1);
  });

  it('does not renew while a session dialog is up: its buttons decide', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const requests = browser.provider.tokenRequests;
    await browser.advance(min(18));
    const state = stateOf(a);
    if (state.kind !== 'LoggedIn') {
      throw new Error('logged in');
    }
    expect(
      dialogState(browser.clock.now(), state.timeoutAt.getTime(), state.expiresAt.getTime()).kind,
    ).toBe('Timeout');
    a.controller.noteActivity();
    await browser.advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(requests);
  });

  it('ends in an Expiration dialog and a time-out at the absolute expiry, whatever the activity', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    for (let i = 0; i < 23; i += 1) {
      await browser.advance(min(5) + sec(1));
      a.controller.noteActivity();
    }
    const state = stateOf(a);
    if (state.kind !== 'LoggedIn') {
      throw new Error('still logged in');
    }
    expect(state.timeoutAt).toEqual(state.expiresAt);
    await browser.advance(state.expiresAt.getTime() - browser.clock.now() - min(2));
    expect(
      dialogState(browser.clock.now(), state.timeoutAt.getTime(), state.expiresAt.getTime()),
    ).toMatchObject({
      kind: 'Expiration',
    });
    await browser.advance(min(2));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
  });
});

describe('session-keeping marker (S-32, AMB-32)', () => {
  it('renews at once and every 5 minutes, so the idle time-out never fires while it is on', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const requests = browser.provider.tokenRequests;
    const stop = a.controller.keepSessionAlive();
    await browser.advance(sec(1));
    expect(browser.provider.tokenRequests).toBe(requests + 1);
    await browser.advance(min(5));
    expect(browser.provider.tokenRequests).toBe(requests + 2);
    await browser.advance(min(40));
    expect(browser.provider.tokenRequests).toBe(requests + 10);
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedIn' });

    stop();
    stop();
    await browser.advance(min(20));
    expect(browser.provider.tokenRequests).toBe(requests + 10);
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
  });

  it('keeps renewing while any of two markers is on', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    const stopFirst = a.controller.keepSessionAlive();
    const stopSecond = a.controller.keepSessionAlive();
    stopFirst();
    const requests = browser.provider.tokenRequests;
    await browser.advance(min(5) + sec(1));
    expect(browser.provider.tokenRequests).toBeGreaterThan(requests);
    stopSecond();
  });

  it('stops on a logout trigger', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    a.controller.keepSessionAlive();
    await browser.advance(sec(1));
    void a.controller.logout();
    await browser.advance(sec(1));
    const requests = browser.provider.tokenRequests;
    await browser.advance(min(15));
    expect(browser.provider.tokenRequests).toBe(requests);
  });

  it('does nothing when logged out', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(20));
    const requests = browser.provider.tokenRequests;
    a.controller.keepSessionAlive()();
    await browser.advance(min(10));
    expect(browser.provider.tokenRequests).toBe(requests);
  });
});

describe('continue action (S-37, S-38)', () => {
  it('goes Loading → Success and moves the time-out', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(18));
    const continuing = a.controller.continueSession();
    expect(a.controller.getSnapshot().continuation).toEqual({ kind: 'Loading' });
    await browser.advance(sec(1));
    await continuing;
    expect(a.controller.getSnapshot().continuation).toEqual({ kind: 'Success' });
    await browser.advance(min(10));
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedIn' });
  });

  it('is Error with the continue-failed key when the renewal fails, and reports it (E-03, E-07)', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(18));
    browser.provider.silentOutcomes.push('network');
    const continuing = a.controller.continueSession();
    await browser.advance(sec(1));
    await continuing;
    expect(a.controller.getSnapshot().continuation).toEqual({
      kind: 'Error',
      messageKey: 'auth.session.continueFailed',
    });
    expect(a.reports).toEqual(['Failed to refresh session']);
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedIn' });

    // Trying again clears the error.
    const again = a.controller.continueSession();
    await browser.advance(sec(1));
    await again;
    expect(a.controller.getSnapshot().continuation).toEqual({ kind: 'Success' });
  });

  it('retries a silent sign-in that timed out after 5 seconds (S-24)', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(18));
    browser.provider.silentOutcomes.push('timeout');
    const requests = browser.provider.tokenRequests;
    const continuing = a.controller.continueSession();
    // Each renewal first watches the store for another tab's token, then asks the provider.
    await browser.advance(storageSettleMs + 100);
    await continuing;
    expect(a.controller.getSnapshot().continuation).toMatchObject({ kind: 'Error' });
    expect(a.reports).toEqual(['Failed to refresh session']);
    await browser.advance(sec(5) - 1);
    expect(browser.provider.tokenRequests).toBe(requests + 1);
    await browser.advance(1 + storageSettleMs + 100);
    expect(browser.provider.tokenRequests).toBe(requests + 2);
    expect(a.controller.getSnapshot().continuation).toEqual({ kind: 'Idle' });
    expect(stateOf(a)).toMatchObject({
      kind: 'LoggedIn',
      timeoutAt: new Date(Math.floor((browser.clock.now() + min(20)) / 1000) * 1000),
    });
  });

  it('ends the session when the provider wants a login (S-23)', async () => {
    const { browser, tabs } = await signedInBrowser(2);
    const [a, b] = tabs;
    if (!a || !b) {
      throw new Error('two tabs');
    }
    await browser.advance(min(18));
    browser.provider.silentOutcomes.push('login_required');
    const continuing = a.controller.continueSession();
    await browser.advance(sec(1));
    await continuing;
    expect(stateOf(a)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
    expect(stateOf(b)).toMatchObject({ kind: 'LoggedOut', reason: 'TimedOut' });
    expect(b.intents).toEqual([{ kind: 'navigate', to: 'timeout' }]);
  });
});
