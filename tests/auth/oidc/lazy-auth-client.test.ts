// Issue #14: oidc-client-ts loads only when sign-in starts or a session may be stored.
import { InMemoryWebStorage, User, UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import {
  clientLoadFailedMessage,
  createBrowserAuthClient,
  createLazyAuthClient,
} from '../../../src/auth/oidc/lazy-auth-client.ts';
import { oidcUserKey } from '../../../src/auth/oidc/user-key.ts';
import { userManagerSettings, type SignInConfig } from '../../../src/auth/oidc/oidc-settings.ts';
import type { AuthClient } from '../../../src/auth/session/auth-client.ts';
import { createFakeAuthClient, storeUser } from '../support/fake-auth-client.ts';
import { createMemoryDpopStore } from '../support/memory-dpop-store.ts';
import { createMemoryStorage, type MemoryStorage } from '../support/memory-storage.ts';
import { createBrowser, signIn } from '../support/tabs.ts';
import { stateOf } from '../support/scenario.ts';

const config: SignInConfig = {
  authority: 'http://localhost:4000',
  clientId: 'asiointi-web',
  origin: 'http://localhost:5173',
  production: false,
};
const subject = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const recordKey = 'tap.session_v1';
const fakeUserKey = 'oidc.user:fake';

/** A user as the library stores it. */
const libraryUser = () =>
  new User({
    access_token: 'access-1',
    token_type: 'Bearer',
    refresh_token: 'refresh-1',
    profile: { sub: subject, iss: config.authority, aud: config.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 300,
  });

/** A fake client that records calls, behind a lazy client whose loads are counted. */
function lazyOverFake(local: MemoryStorage, client?: AuthClient) {
  const calls: string[] = [];
  const inner: AuthClient = client ?? {
    getUser: () => {
      calls.push('getUser');
      return Promise.resolve(null);
    },
    signinRedirect: () => {
      calls.push('signinRedirect');
      return Promise.resolve();
    },
    signinCallback: () => Promise.reject(new Error('unused')),
    signinSilent: () => Promise.reject(new Error('unused')),
    signoutRedirect: () => {
      calls.push('signoutRedirect');
      return Promise.resolve();
    },
    removeUserAndRevoke: () => {
      calls.push('removeUserAndRevoke');
      return Promise.resolve();
    },
    removeUser: () => {
      calls.push('removeUser');
      return Promise.resolve();
    },
  };
  const loader = { loads: 0, fail: false };
  const lazy = createLazyAuthClient({
    load: () => {
      loader.loads += 1;
      return loader.fail
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(inner);
    },
    mayHoldSession: () => local.getItem(fakeUserKey) !== null || local.getItem(recordKey) !== null,
  });
  return { lazy, calls, loader };
}

describe('the lazy sign-in client', () => {
  it('loads nothing to read or remove when no user and no record are stored', async () => {
    const { lazy, calls, loader } = lazyOverFake(createMemoryStorage());
    expect(await lazy.getUser()).toBeNull();
    await lazy.removeUser();
    await lazy.removeUserAndRevoke();
    expect(loader.loads).toBe(0);
    expect(calls).toEqual([]);
  });

  it('loads the library when a user is stored, once, and goes on using it', async () => {
    const local = createMemoryStorage({ [fakeUserKey]: '{}' });
    const { lazy, calls, loader } = lazyOverFake(local);
    await Promise.all([lazy.getUser(), lazy.getUser()]);
    expect(loader.loads).toBe(1);
    local.removeItem(fakeUserKey);
    // Loaded: it is asked even though storage is empty now (another tab may have written).
    await lazy.removeUser();
    expect(loader.loads).toBe(1);
    expect(calls).toEqual(['getUser', 'getUser', 'removeUser']);
  });

  it('loads the library to remove a user when only the session record is stored', async () => {
    const { lazy, calls, loader } = lazyOverFake(createMemoryStorage({ [recordKey]: '{}' }));
    await lazy.removeUserAndRevoke();
    expect(loader.loads).toBe(1);
    expect(calls).toEqual(['removeUserAndRevoke']);
  });

  it('always loads it to sign in or out', async () => {
    const { lazy, calls, loader } = lazyOverFake(createMemoryStorage());
    await lazy.signinRedirect('fi');
    await lazy.signoutRedirect({ idTokenHint: undefined, language: 'fi' });
    expect(loader.loads).toBe(1);
    expect(calls).toEqual(['signinRedirect', 'signoutRedirect']);
  });

  it('rejects the call when the import fails, and a later call tries again', async () => {
    const { lazy, calls, loader } = lazyOverFake(createMemoryStorage());
    loader.fail = true;
    const failed = lazy.signinRedirect('fi');
    await expect(failed).rejects.toThrow(clientLoadFailedMessage);
    await expect(failed).rejects.toMatchObject({ cause: expect.any(TypeError) as unknown });
    loader.fail = false;
    await lazy.signinRedirect('fi');
    expect(loader.loads).toBe(2);
    expect(calls).toEqual(['signinRedirect']);
  });
});

describe('the lazy client in the web session', () => {
  /** A browser whose tabs use the lazy client over the fake one; `loads` counts its loads. */
  function lazyBrowser() {
    const browser = createBrowser();
    const counter = { loads: 0, fail: false };
    const openTab = (tabId: string) =>
      browser.openTab(tabId, {
        client: createLazyAuthClient({
          load: () => {
            counter.loads += 1;
            return counter.fail
              ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
              : Promise.resolve(
                  createFakeAuthClient(browser.provider, browser.clock, browser.local),
                );
          },
          mayHoldSession: () =>
            browser.local.getItem(fakeUserKey) !== null ||
            browser.local.getItem(recordKey) !== null,
        }),
      });
    return { browser, counter, openTab };
  }

  it('starts logged out without loading the library', async () => {
    const { counter, openTab } = lazyBrowser();
    const tab = openTab('a');
    await tab.controller.start();
    expect(stateOf(tab)).toEqual({ kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' });
    expect(counter.loads).toBe(0);
  });

  it('loads it to restore a stored session, and to sign in', async () => {
    const { browser, counter, openTab } = lazyBrowser();
    const first = openTab('a');
    await first.controller.start();
    await signIn(first);
    expect(counter.loads).toBe(1);
    const second = openTab('b');
    await second.controller.start();
    expect(counter.loads).toBe(2);
    expect(stateOf(second)).toMatchObject({ kind: 'LoggedIn', stage: 'Complete' });
    // The end of the session still removes the user and revokes its refresh token.
    const loggingOut = second.controller.logout();
    await browser.advance(10_000);
    await loggingOut;
    expect(browser.provider.revocations).toBe(1);
    expect(browser.provider.signoutRedirects).toHaveLength(1);
    expect(browser.local.getItem(fakeUserKey)).toBeNull();
  });

  it('a stored user of an ended session is removed at start (the library loads for it)', async () => {
    const { browser, counter, openTab } = lazyBrowser();
    storeUser(browser.local, browser.provider.issue());
    const tab = openTab('a');
    await tab.controller.start();
    expect(counter.loads).toBe(1);
    expect(browser.local.getItem(fakeUserKey)).toBeNull();
  });

  it('a failed load is a failed login, and the next login loads it', async () => {
    const { browser, counter, openTab } = lazyBrowser();
    const tab = openTab('a');
    await tab.controller.start();
    counter.fail = true;
    await tab.controller.login('/fi/asiointi');
    expect(tab.controller.getSnapshot().login).toEqual({ kind: 'Error' });
    expect(tab.reports).toEqual(['Login failed']);
    expect(browser.provider.signinRedirects).toEqual([]);
    counter.fail = false;
    await tab.controller.login('/fi/asiointi');
    expect(browser.provider.signinRedirects).toEqual(['fi']);
    expect(counter.loads).toBe(2);
  });
});

describe('the browser client', () => {
  it('looks for the user where oidc-client-ts stores it', async () => {
    const storage = new InMemoryWebStorage();
    const settings = userManagerSettings(config, 'fi', storage, createMemoryDpopStore());
    await new UserManager(settings).storeUser(libraryUser());
    expect(storage.getItem(oidcUserKey(config))).not.toBeNull();
    expect(storage.length).toBe(1);
  });

  it('is null with nothing stored, and reads a stored user through the library', async () => {
    const storage = new InMemoryWebStorage();
    expect(
      await createBrowserAuthClient(config, () => 'fi', {
        shared: storage,
        settings: storage,
      }).getUser(),
    ).toBeNull();
    const settings = userManagerSettings(config, 'fi', storage, createMemoryDpopStore());
    await new UserManager(settings).storeUser(libraryUser());
    expect(
      await createBrowserAuthClient(config, () => 'fi', {
        shared: storage,
        settings: storage,
      }).getUser(),
    ).toMatchObject({
      accessToken: 'access-1',
      subject,
    });
  });
});
