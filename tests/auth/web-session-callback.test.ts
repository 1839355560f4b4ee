import { ErrorTimeout } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createFakeAuthClient } from './support/fake-auth-client.ts';
import { min, recordOf, sec, signedInBrowser, stateOf } from './support/scenario.ts';
import { createBrowser, origin, signIn } from './support/tabs.ts';

const callbackUrl = `${origin}/fi/asiointi/tunnistaminen/callback`;

describe('login (S-14, S-27, AMB-43)', () => {
  it('keeps the safe returnTo, clears the logging-out flag and redirects in the UI language', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a');
    await tab.controller.start();
    browser.local.setItem(
      'tap.logging_out',
      JSON.stringify({ at: browser.clock.now(), claimedBy: null }),
    );
    const loggingIn = tab.controller.login('/fi/asiointi/omat-tiedot?tab=consents#family');
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Loading' });
    await loggingIn;
    expect(tab.session.getItem('tap.return_to')).toBe(
      '/fi/asiointi/omat-tiedot?tab=consents#family',
    );
    expect(browser.local.getItem('tap.logging_out')).toBeNull();
    expect(browser.provider.signinRedirects).toEqual(['fi']);
  });

  it('stores a hostile returnTo as the root, and none when there is none', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a');
    await tab.controller.login('//evil.example');
    expect(tab.session.getItem('tap.return_to')).toBe('/');
    await tab.controller.login();
    expect(tab.session.getItem('tap.return_to')).toBeNull();
  });

  it('is Error without a message when the redirect cannot start (E-02)', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', {
      client: {
        ...createFakeAuthClient(browser.provider, browser.clock, browser.local),
        signinRedirect: () =>
          Promise.reject(new Error('Crypto.subtle is available only in secure contexts (HTTPS).')),
      },
    });
    await tab.controller.login('/');
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Error' });
    expect(tab.reports).toEqual(['Login failed']);
  });

  it('says the provider did not answer in time when its discovery timed out (E-09)', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', {
      client: {
        ...createFakeAuthClient(browser.provider, browser.clock, browser.local),
        signinRedirect: () => Promise.reject(new ErrorTimeout('Network timed out')),
      },
    });
    await tab.controller.login('/');
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Error', timedOut: true });
    expect(tab.reports).toEqual(['Login failed']);
  });
});

describe('sign-in callback (S-05, S-06, S-40, NS-21, E-18)', () => {
  it('starts the session, tells the other tabs, sends one Login event and goes to the stored path', async () => {
    const browser = createBrowser();
    const other = browser.openTab('b');
    await other.controller.start();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    tab.session.setItem('tap.return_to', '/fi/asiointi/omat-tiedot?tab=x#y');
    await tab.controller.start();

    const intent = await signIn(tab);
    expect(intent).toEqual({
      kind: 'navigate',
      to: 'path',
      path: '/fi/asiointi/omat-tiedot?tab=x#y',
    });
    expect(tab.session.getItem('tap.return_to')).toBeNull();
    const now = browser.clock.now();
    expect(recordOf(browser)).toEqual({
      ttl: Math.floor((now + min(20)) / 1000),
      exp: Math.floor((now + min(120)) / 1000),
    });
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Success' });
    expect(tab.counts.loginEvents).toBe(1);
    await expect(tab.controller.accessToken()).resolves.toMatch(/^access-/);

    await browser.advance(0);
    expect(stateOf(other)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(other.controller.getSnapshot().user?.givenName).toBe('Maija');
    // Following another tab's sign-in is not a Login (NS-21).
    expect(other.counts.loginEvents).toBe(0);
  });

  it('completes once when the callback route runs twice (React StrictMode)', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    await tab.controller.start();
    const token = tab.controller.accessToken();
    const [first, second] = await Promise.all([signIn(tab), signIn(tab)]);
    expect(second).toBe(first);
    expect(first).toMatchObject({ to: 'path' });
    expect(browser.provider.tokenRequests).toBe(1);
    expect(tab.counts.loginEvents).toBe(1);
    // A token asked for on the callback page waits for the callback instead of renewing.
    await expect(token).resolves.toMatch(/^access-/);
    expect(browser.provider.tokenRequests).toBe(1);
  });

  it('goes to the root when nothing is stored, and re-checks what is stored', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    await expect(signIn(tab)).resolves.toEqual({ kind: 'navigate', to: 'path', path: '/' });
    const again = browser.openTab('b', { hasCodeInUrl: true });
    again.session.setItem('tap.return_to', '/%2F/evil.example');
    await expect(signIn(again)).resolves.toEqual({ kind: 'navigate', to: 'path', path: '/' });
  });

  it('never sends a Login event on silent renewal', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [a] = tabs;
    if (!a) {
      throw new Error('one tab');
    }
    await browser.advance(min(6));
    a.controller.noteActivity();
    a.controller.keepSessionAlive()();
    await browser.advance(sec(1));
    expect(a.counts.loginEvents).toBe(1);
  });

  it('a canceled sign-in goes to the login page with the error and is tracked as canceled', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    const intent = await tab.controller.handleCallback(
      `${callbackUrl}?error=access_denied&error_description=End-User%20aborted%20interaction&state=s`,
    );
    expect(intent).toEqual({
      kind: 'navigate',
      to: 'login',
      error: {
        error: 'access_denied',
        errorDescription: 'End-User aborted interaction',
        errorUri: undefined,
      },
    });
    expect(tab.tracked).toEqual([{ type: 'LoginCanceled', error: 'access_denied' }]);
    expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' });
    // The provider's description is not shown: it is text from a URL.
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Error' });
    expect(tab.counts.loginEvents).toBe(0);
    expect(browser.provider.tokenRequests).toBe(0);
  });

  it('any other provider error is tracked as a failed login, with its uri', async () => {
    const browser = createBrowser();
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    const intent = await tab.controller.handleCallback(
      `${callbackUrl}?error=server_error&error_uri=https%3A%2F%2Ftunnistus.example%2Fhelp`,
    );
    expect(intent).toMatchObject({
      to: 'login',
      error: {
        error: 'server_error',
        errorDescription: undefined,
        errorUri: 'https://tunnistus.example/help',
      },
    });
    expect(tab.tracked).toEqual([{ type: 'LoginFailed', error: 'server_error' }]);
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Error' });
  });

  it('a response the library rejects (state, client, subject) is a failed login (S-41)', async () => {
    const browser = createBrowser();
    browser.provider.callbackError = new Error('No matching state found in storage');
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    const intent = await signIn(tab);
    expect(intent).toMatchObject({
      to: 'login',
      error: { error: 'login_failed', errorDescription: 'No matching state found in storage' },
    });
    expect(tab.tracked).toEqual([{ type: 'LoginFailed', error: 'login_failed' }]);
    expect(recordOf(browser)).toBeNull();
  });

  it('a code exchange that timed out goes to the login page as network_timeout (E-09)', async () => {
    const browser = createBrowser();
    browser.provider.callbackError = new ErrorTimeout('Network timed out');
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    const intent = await signIn(tab);
    expect(intent).toEqual({
      kind: 'navigate',
      to: 'login',
      error: {
        error: 'network_timeout',
        errorDescription: 'Network timed out',
        errorUri: undefined,
      },
    });
    expect(tab.tracked).toEqual([{ type: 'LoginFailed', error: 'network_timeout' }]);
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedOut', stage: 'Complete' });
    expect(recordOf(browser)).toBeNull();
  });

  it('a key set that timed out under the ID token check is network_timeout too (E-09)', async () => {
    const browser = createBrowser();
    browser.provider.callbackError = new Error('The ID token did not validate', {
      cause: new ErrorTimeout('Network timed out'),
    });
    const tab = browser.openTab('a', { hasCodeInUrl: true });
    await expect(signIn(tab)).resolves.toMatchObject({
      to: 'login',
      error: { error: 'network_timeout' },
    });
  });

  it('a forged error with a state the library does not know changes nothing', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const [tab] = tabs;
    if (!tab) {
      throw new Error('one tab');
    }
    const tracked = tab.tracked.length;
    browser.provider.callbackError = new Error('No matching state found in storage');
    const intent = await tab.controller.handleCallback(
      `${callbackUrl}?error=access_denied&error_description=Call%20this%20number&state=forged`,
    );
    expect(intent).toEqual({ kind: 'navigate', to: 'path', path: '/' });
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(tab.tracked).toHaveLength(tracked);
    expect(tab.controller.getSnapshot().login).not.toMatchObject({ kind: 'Error' });
    expect(recordOf(browser)).not.toBeNull();
  });

  it('a forged or replayed code link opened beside a session leaves it and the tab signed in', async () => {
    const { browser, tabs } = await signedInBrowser(1);
    const signedIn = tabs[0]?.controller.getSnapshot().user?.subject;
    expect(signedIn).toBeDefined();
    const record = recordOf(browser);
    const user = browser.local.getItem('oidc.user:fake');
    browser.provider.callbackError = new Error('No matching state found in storage');
    const tab = browser.openTab('b', { hasCodeInUrl: true });
    await tab.controller.start();
    const intent = await tab.controller.handleCallback(
      `${callbackUrl}?code=stolen&state=used-already`,
    );
    expect(intent).toEqual({ kind: 'navigate', to: 'path', path: '/' });
    expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    expect(tab.controller.getSnapshot().user?.subject).toBe(signedIn);
    expect(tab.controller.getSnapshot().login).not.toMatchObject({ kind: 'Error' });
    expect(tab.tracked).toEqual([]);
    expect(tab.intents).toEqual([]);
    expect(recordOf(browser)).toEqual(record);
    expect(browser.local.getItem('oidc.user:fake')).toBe(user);
    expect(await tab.controller.accessToken()).not.toBeNull();
  });

  it('a failing Login event only warns (E-06)', async () => {
    const browser = createBrowser();
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const tab = browser.openTab('a', {
        hasCodeInUrl: true,
        sendLoginEvent: () => Promise.reject(new Error('503')),
      });
      await expect(signIn(tab)).resolves.toMatchObject({ to: 'path' });
      await browser.advance(0);
      expect(warnings).toEqual(['[auth] Login app event failed']);
      expect(stateOf(tab)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    } finally {
      console.warn = original;
    }
  });
});
