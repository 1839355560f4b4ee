// @vitest-environment jsdom
// Issue #14: prerendered public pages render with createLoggedOutAuth at build time and hydrate
// only where startsLoggedOut says the tab starts the same way.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth, type AuthOptions } from '../../src/auth/create-auth.ts';
import type { AuthController } from '../../src/auth/controller-types.ts';
import { createLoggedOutAuth, startsLoggedOut } from '../../src/auth/logged-out-start.ts';
import { AuthProvider } from '../../src/auth/ui/auth-provider.tsx';
import { useAuth } from '../../src/auth/ui/use-auth.ts';

const options: AuthOptions = {
  signIn: { authority: 'http://localhost:4000', clientId: 'asiointi-web' },
  production: false,
  language: () => 'fi',
  clearQueryCache: () => undefined,
};
const nowSeconds = () => Math.floor(Date.now() / 1000);
const liveRecord = () => JSON.stringify({ ttl: nowSeconds() + 600, exp: nowSeconds() + 3600 });
const endedRecord = () => JSON.stringify({ ttl: nowSeconds() - 10, exp: nowSeconds() + 3600 });
const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const host = () => ({
  token: `${b64({ alg: 'none' })}.${b64({ sub: 'ba882c38-4efc-41c7-87ac-a7951d1df174' })}.x`,
  patientType: 'main',
  supportedNavigationTypes: [],
  supportedFeatures: [],
});

afterEach(() => {
  delete (window as { AsiointiHost?: unknown }).AsiointiHost;
  window.history.replaceState({}, '', '/');
  localStorage.clear();
  sessionStorage.clear();
});

/** What a component renders of the session. */
function Probe() {
  const view = useAuth();
  return createElement(
    'pre',
    null,
    JSON.stringify([view.mode, view.auth, view.user, view.loginState, view.continuation]),
  );
}
const markup = (controller: AuthController) =>
  renderToString(createElement(AuthProvider, { controller, children: createElement(Probe) }));

describe('createLoggedOutAuth', () => {
  it("is a tab's first state with no session stored, and renders the same markup", async () => {
    const tab = await createAuth(options);
    const prerender = createLoggedOutAuth();
    expect(prerender.getSnapshot()).toEqual(tab.getSnapshot());
    expect(prerender.getSnapshot()).toEqual({
      mode: 'web',
      auth: { kind: 'LoggedOut', stage: 'Pending', reason: 'NoSession' },
      user: null,
      login: { kind: 'Idle' },
      continuation: { kind: 'Idle' },
    });
    expect(markup(prerender)).toBe(markup(tab));
    tab.dispose();
  });

  it('does nothing', async () => {
    const auth = createLoggedOutAuth();
    const before = auth.getSnapshot();
    await auth.start();
    await auth.login('/fi/asiointi');
    await auth.logout();
    await auth.continueSession();
    auth.noteActivity();
    auth.pageRestored();
    auth.keepSessionAlive()();
    auth.subscribe(() => undefined)();
    auth.onIntent(() => undefined)();
    expect(await auth.accessToken()).toBeNull();
    expect(auth.getSnapshot()).toBe(before);
    auth.dispose();
  });
});

describe('startsLoggedOut', () => {
  /** Whether createAuth here starts with the prerendered state. */
  const tabStartsLoggedOut = async () => {
    const auth = await createAuth(options);
    const same =
      JSON.stringify(auth.getSnapshot()) === JSON.stringify(createLoggedOutAuth().getSnapshot());
    auth.dispose();
    return same;
  };
  const cases: [string, () => void, boolean][] = [
    ['no session', () => undefined, true],
    [
      'an ended session record',
      () => {
        sessionStorage.setItem('tap.session_v1', endedRecord());
      },
      true,
    ],
    [
      'a broken session record',
      () => {
        sessionStorage.setItem('tap.session_v1', '{');
      },
      true,
    ],
    [
      'a live session record',
      () => {
        sessionStorage.setItem('tap.session_v1', liveRecord());
      },
      false,
    ],
    [
      // What closing the browser leaves: nothing; a record on disk is no session.
      'a live session record in local storage only',
      () => {
        localStorage.setItem('tap.session_v1', liveRecord());
      },
      true,
    ],
    [
      'the sign-in callback with a code',
      () => {
        window.history.replaceState({}, '', '/fi/asiointi/tunnistaminen/callback?code=a&state=s');
      },
      false,
    ],
    [
      'the sign-in callback without a code',
      () => {
        window.history.replaceState({}, '', '/fi/asiointi/tunnistaminen/callback?error=x');
      },
      true,
    ],
  ];

  it.each(cases)('with %s: %s', async (_name, arrange, expected) => {
    arrange();
    expect(startsLoggedOut(window)).toBe(expected);
    expect(await tabStartsLoggedOut()).toBe(expected);
  });

  it('a page that requires authentication starts as any page does with nothing stored (S-29)', async () => {
    window.history.replaceState({}, '', '/fi/asiointi/omat-tiedot');
    const auth = await createAuth({
      ...options,
      // @ts-expect-error Without a silent sign-in there is nothing for such a start to wait for.
      authenticationRequired: true,
    });
    expect(auth.getSnapshot()).toEqual(createLoggedOutAuth().getSnapshot());
    auth.dispose();
  });

  it('is false in the native app, also after createAuth took the host', async () => {
    (window as { AsiointiHost?: unknown }).AsiointiHost = host();
    expect(startsLoggedOut(window)).toBe(false);
    expect((await createAuth(options)).getSnapshot().mode).toBe('embedded');
    expect((window as { AsiointiHost?: unknown }).AsiointiHost).toBeUndefined();
    expect(startsLoggedOut(window)).toBe(false);
  });

  it('is false when storage cannot be read', () => {
    const blocked = {
      location: window.location,
      get sessionStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as Window;
    expect(startsLoggedOut(blocked)).toBe(false);
  });
});
