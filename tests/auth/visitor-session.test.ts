// The visitor session (src/auth/visitor-session.ts): a tab that started with nothing
// stored runs without the web session until someone signs in, here or in another tab, and then
// behaves as a web-session tab does.
import { describe, expect, it } from 'vitest';
import { loggedOutSnapshot } from '../../src/auth/logged-out-start.ts';
import { createCrossTabBus } from '../../src/auth/session/cross-tab.ts';
import { storedUser } from './support/fake-auth-client.ts';
import { createStorageEventHub } from './support/fake-channel.ts';
import { min, recordOf, sec, stateOf } from './support/scenario.ts';
import { createBrowser, signIn } from './support/tabs.ts';

const noSession = { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' };

/** A gate the test opens by hand: `load` waits at it. */
function gate() {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('a visitor’s tab', () => {
  it('starts as a web-session tab with nothing stored does, without loading the web session', async () => {
    const browser = createBrowser();
    const web = browser.openTab('web');
    const visitor = browser.openVisitorTab('visitor');
    expect(visitor.controller.getSnapshot()).toEqual(loggedOutSnapshot());
    expect(visitor.controller.getSnapshot()).toEqual(web.controller.getSnapshot());
    // A finished sign-out's flag, and patient data a crashed session left in the tab.
    browser.local.setItem('tap.logging_out', JSON.stringify({ at: 0, claimedBy: 'other' }));
    visitor.session.setItem('tap.patient_v1', '{"type":"main"}');
    visitor.session.setItem('tap.return_to', '/fi/asiointi/omat-tiedot');

    await Promise.all([visitor.controller.start(), web.controller.start()]);
    expect(stateOf(visitor)).toEqual(noSession);
    expect(visitor.controller.getSnapshot()).toEqual(web.controller.getSnapshot());
    expect(browser.local.getItem('tap.logging_out')).toBeNull();
    expect(visitor.session.entries()).toEqual({});
    expect(visitor.counts.cacheClears).toBe(0);

    // Nothing to renew or hand out while nobody is signed in.
    await expect(visitor.controller.accessToken()).resolves.toBeNull();
    visitor.controller.noteActivity();
    visitor.controller.keepSessionAlive()();
    await visitor.controller.continueSession();
    await browser.advance(min(30));
    expect(stateOf(visitor)).toEqual(noSession);
    expect(visitor.loading.count).toBe(0);
    expect(browser.provider.tokenRequests).toBe(0);
  });

  it('settles its start in a later task, not in the task that starts it', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    const started = visitor.controller.start();
    // The page's first render starts the session in its effects: the re-render of the settled
    // session comes in a task of its own, after every microtask of this one.
    for (let turn = 0; turn < 10; turn += 1) {
      await Promise.resolve();
    }
    expect(visitor.controller.getSnapshot()).toEqual(loggedOutSnapshot());
    await started;
    expect(stateOf(visitor)).toEqual(noSession);
    // Started once, however often asked.
    await visitor.controller.start();
    expect(stateOf(visitor)).toEqual(noSession);
  });

  it('loads the web session when the patient signs in: busy at once, then to the provider', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    await visitor.controller.start();
    const loaded = gate();
    visitor.loading.gate = loaded.closed;

    const login = visitor.controller.login('/fi/asiointi/omat-tiedot');
    expect(visitor.controller.getSnapshot().login).toEqual({ kind: 'Loading' });
    await browser.advance(0);
    expect(browser.provider.signinRedirects).toEqual([]);
    loaded.open();
    await login;

    expect(visitor.loading.count).toBe(1);
    expect(browser.provider.signinRedirects).toEqual(['fi']);
    expect(visitor.controller.getSnapshot().login).toEqual({ kind: 'Loading' });
    expect(visitor.session.getItem('tap.return_to')).toBe('/fi/asiointi/omat-tiedot');
  });

  it('shows the sign-in error when the web session cannot load, and loads again on the next try', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    await visitor.controller.start();
    visitor.loading.failures = 1;

    await visitor.controller.login();
    expect(visitor.controller.getSnapshot().login).toEqual({ kind: 'Error' });
    expect(visitor.reports).toEqual(['Login failed']);
    expect(browser.provider.signinRedirects).toEqual([]);

    await visitor.controller.login();
    expect(visitor.loading.count).toBe(2);
    expect(browser.provider.signinRedirects).toEqual(['fi']);
  });

  it('follows another tab’s sign-in, then its sign-out, as a signed-in tab does (S-21)', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    const other = browser.openTab('other');
    await Promise.all([visitor.controller.start(), other.controller.start()]);
    const changes: string[] = [];
    visitor.controller.subscribe(() => changes.push(visitor.controller.getSnapshot().auth.kind));

    await signIn(other);
    await browser.advance(0);
    expect(visitor.loading.count).toBe(1);
    expect(stateOf(visitor)).toEqual(stateOf(other));
    expect(stateOf(visitor)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(visitor.controller.getSnapshot().user).toEqual(other.controller.getSnapshot().user);
    expect(changes).toContain('LoggedIn');
    await expect(visitor.controller.accessToken()).resolves.toBe(
      storedUser(browser.local)?.accessToken,
    );

    // From now on the web session's: the other tab's sign-out reaches this tab's intent listener.
    const loggingOut = other.controller.logout();
    await browser.advance(min(1));
    await loggingOut;
    expect(stateOf(visitor)).toMatchObject({ kind: 'LoggedOut', reason: 'LoggedOut' });
    expect(visitor.intents).toEqual([{ kind: 'navigate', to: 'loggedOut' }]);
    expect(recordOf(browser)).toBeNull();
    expect(visitor.loading.count).toBe(1);
  });

  it('gives the web session the messages that came while it loaded', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    const other = browser.openTab('other');
    await Promise.all([visitor.controller.start(), other.controller.start()]);
    const loaded = gate();
    visitor.loading.gate = loaded.closed;

    // The patient starts a sign-in here while the same person's sign-in in another tab completes.
    const login = visitor.controller.login();
    await signIn(other);
    await browser.advance(0);
    expect(stateOf(visitor)).toEqual(noSession);
    loaded.open();
    await login;
    await browser.advance(0);

    expect(visitor.loading.count).toBe(1);
    expect(stateOf(visitor)).toEqual(stateOf(other));
    expect(stateOf(visitor)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    // And it goes on as the web session: it follows the other tab's renewals (by the record at
    // the latest, S-21) rather than timing out at the first sign-in's time.
    await browser.advance(min(3));
    const renewing = other.controller.continueSession();
    await browser.advance(sec(5));
    await renewing;
    await browser.advance(min(18));
    expect(stateOf(visitor)).toMatchObject({ kind: 'LoggedIn' });
    expect(stateOf(visitor)).toEqual(stateOf(other));
  });

  it('stays logged out and reports when it cannot load to follow another tab', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    const other = browser.openTab('other');
    await Promise.all([visitor.controller.start(), other.controller.start()]);
    visitor.loading.failures = 1;

    await signIn(other);
    await browser.advance(0);
    expect(visitor.reports).toEqual(['Failed to follow another tab']);
    expect(stateOf(visitor)).toEqual(noSession);
    expect(stateOf(other)).toMatchObject({ kind: 'LoggedIn' });
  });

  it('changes nothing on another tab’s messages that concern a signed-in tab only', async () => {
    const browser = createBrowser();
    const visitor = browser.openVisitorTab('visitor');
    await visitor.controller.start();
    const elsewhere = createCrossTabBus({
      clock: browser.clock,
      tabId: 'elsewhere',
      openChannel: browser.hub.open,
      storage: browser.local,
      storageEvents: createStorageEventHub().window(),
    });
    // The ends and renewals of a session this tab never had: nothing to follow, nothing to load.
    const record = { ttl: 0, exp: 0 };
    elsewhere.publish({ type: 'SessionRefreshed', record, subject: 'someone' });
    elsewhere.publish({ type: 'SessionTimedOut' });
    elsewhere.publish({ type: 'SessionCleared' });
    elsewhere.publish({ type: 'LogoutStarted' });
    await browser.advance(min(1));
    expect(visitor.loading.count).toBe(0);
    expect(stateOf(visitor)).toEqual(noSession);
  });
});
