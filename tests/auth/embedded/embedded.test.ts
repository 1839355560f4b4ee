import { describe, expect, it, vi } from 'vitest';
import { patientScope } from '../../../src/api/index.ts';
import { createEmbeddedSession } from '../../../src/auth/embedded/embedded-session.ts';
import {
  hostAnalyticsConsent,
  isEmbedded,
  readEmbeddedHost,
  takeEmbeddedHost,
} from '../../../src/auth/embedded/embedded-host.ts';
import { unsignedJwt } from '../../support/test-token.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createMemoryStorage } from '../support/memory-storage.ts';

const token = unsignedJwt;
const subject = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const host = (overrides: object = {}) => ({
  AsiointiHost: {
    token: token({
      sub: subject,
      exp: 1_900_000_000,
      given_name: 'Maija',
      family_name: 'Meikäläinen',
    }),
    patientType: 'principal',
    supportedNavigationTypes: ['chat'],
    supportedFeatures: ['selfCheckIn'],
    ...overrides,
  },
});

describe('embedded host (S-44, E-30, E-31)', () => {
  it('acts for the patient the host names (P-08) and keeps no other person’s data', () => {
    const sessionStorage = createMemoryStorage({
      'tap.patient_v1': '{"type":"principal","id":"3fd49fa6-a775-4851-9134-ca2053ef48c2"}',
      'tap.subject_v1': '6e1c6c93-1f14-48d9-8d84-b676036fccf1',
    });
    let clears = 0;
    createEmbeddedSession({
      host: host(),
      sessionStorage,
      clearQueryCache: () => {
        clears += 1;
      },
    });
    expect(clears).toBe(1);
    expect(sessionStorage.entries()).toEqual({ 'tap.subject_v1': subject });
    expect(patientScope()).toEqual({ subject, patient: `principal:${subject}` });
  });

  it('is embedded only when the native app set window.AsiointiHost', () => {
    expect(isEmbedded({})).toBe(false);
    expect(isEmbedded(host())).toBe(true);
  });

  it('reads the token, its user GUID and what the host supports', () => {
    expect(readEmbeddedHost(host())).toEqual({
      token: host().AsiointiHost.token,
      userId: subject,
      expiresAt: 1_900_000_000,
      patientType: 'principal',
      supportedNavigationTypes: ['chat'],
      supportedFeatures: ['selfCheckIn'],
    });
    expect(
      readEmbeddedHost({ AsiointiHost: { token: token({ sub: subject }), patientType: 'main' } }),
    ).toMatchObject({ supportedNavigationTypes: [], supportedFeatures: [], expiresAt: undefined });
  });

  it("takes the app's analytics consent (our proposal), absent meaning none", () => {
    expect(readEmbeddedHost(host())).not.toHaveProperty('analyticsConsent', true);
    expect(readEmbeddedHost(host({ analyticsConsent: true })).analyticsConsent).toBe(true);
    expect(() => readEmbeddedHost(host({ analyticsConsent: 'yes' }))).toThrow();
    try {
      takeEmbeddedHost(host({ analyticsConsent: true }));
      expect(hostAnalyticsConsent()).toBe(true);
    } finally {
      // Back to the start's state: nothing taken.
      takeEmbeddedHost(host({ supportedFeatures: [] }));
    }
    expect(hostAnalyticsConsent()).toBeUndefined();
  });

  it.each([
    ['missing', { token: undefined }],
    ['empty', { token: '' }],
  ])("throws 'No app auth token provided' when the token is %s", (_name, overrides) => {
    expect(() => readEmbeddedHost(host(overrides))).toThrow(
      new Error('No app auth token provided'),
    );
  });

  it.each([
    ['no sub', token({ exp: 1 })],
    ['a sub that is not a GUID', token({ sub: 'maija' })],
    ['not a JWT', 'opaque-token'],
    ['a broken payload', 'a.%%%.c'],
  ])('fails for a token with %s', (_name, value) => {
    expect(() => readEmbeddedHost(host({ token: value }))).toThrow(
      'The app auth token has no user GUID',
    );
  });

  it('rejects a host object of the wrong shape', () => {
    expect(() => readEmbeddedHost(host({ patientType: 'child' }))).toThrow();
    expect(() => readEmbeddedHost({ AsiointiHost: 'token' })).toThrow();
  });
});

describe('embedded session', () => {
  it('is logged in from the start with the host token, and never shows the OIDC machinery', async () => {
    const win = host();
    const session = createEmbeddedSession({
      host: win,
      sessionStorage: createMemoryStorage(),
      clearQueryCache: () => undefined,
    });
    expect(session.getSnapshot()).toMatchObject({
      mode: 'embedded',
      auth: { kind: 'LoggedIn', stage: 'Complete', expiresAt: new Date(1_900_000_000_000) },
      user: { subject, givenName: 'Maija', familyName: 'Meikäläinen' },
    });
    await expect(session.accessToken()).resolves.toBe(host().AsiointiHost.token);
  });

  it('takes the host global once: nothing of it stays on the window for other scripts', async () => {
    const win: { AsiointiHost?: unknown } = host();
    const session = createEmbeddedSession({
      host: win,
      sessionStorage: createMemoryStorage(),
      clearQueryCache: () => undefined,
    });
    expect('AsiointiHost' in win).toBe(false);

    // Another script that puts its own token in place changes nothing: the token is in memory.
    win.AsiointiHost = { token: token({ sub: subject, n: 2 }), patientType: 'main' };
    await expect(session.accessToken()).resolves.toBe(host().AsiointiHost.token);
    win.AsiointiHost = { token: '', patientType: 'main' };
    await expect(session.accessToken()).resolves.toBe(host().AsiointiHost.token);
  });

  it('deletes the global even when the host gave no token', () => {
    const win: { AsiointiHost?: unknown } = host({ token: undefined });
    expect(() =>
      createEmbeddedSession({
        host: win,
        sessionStorage: createMemoryStorage(),
        clearQueryCache: () => undefined,
      }),
    ).toThrow('No app auth token provided');
    expect('AsiointiHost' in win).toBe(false);
  });

  it('on logout tells the native app through the logout function the host gave', async () => {
    const logouts: string[] = [];
    const session = createEmbeddedSession({
      host: host({ logout: () => logouts.push('logout') }),
      sessionStorage: createMemoryStorage(),
      clearQueryCache: () => undefined,
    });
    expect(logouts).toEqual([]);
    await session.logout();
    expect(logouts).toEqual(['logout']);
    await expect(session.accessToken()).resolves.toBeNull();
  });

  it('rejects a host logout that is not a function', () => {
    expect(() => readEmbeddedHost(host({ logout: 'logout' }))).toThrow();
  });

  it('throws at creation when the host gave no token (E-30)', () => {
    expect(() =>
      createEmbeddedSession({
        host: host({ token: undefined }),
        sessionStorage: createMemoryStorage(),
        clearQueryCache: () => undefined,
      }),
    ).toThrow('No app auth token provided');
  });

  it('on logout clears the patient data and asks the host to act', async () => {
    const sessionStorage = createMemoryStorage({
      'tap.patient_v1': '{"type":"main"}',
      'tap.subject_v1': subject,
    });
    let clears = 0;
    const session = createEmbeddedSession({
      host: host(),
      sessionStorage,
      clearQueryCache: () => {
        clears += 1;
      },
    });
    const intents: unknown[] = [];
    session.onIntent((intent) => intents.push(intent));
    await session.logout();
    expect(intents).toEqual([{ kind: 'host', action: 'logout' }]);
    expect(sessionStorage.entries()).toEqual({});
    expect(clears).toBe(1);
    expect(session.getSnapshot().auth).toMatchObject({ kind: 'LoggedOut' });
    await expect(session.accessToken()).resolves.toBeNull();
  });
});

describe('a token the native app renews (docs/native-app.md)', () => {
  const start = Date.UTC(2026, 10, 2, 8, 0, 0);
  const inSeconds = (ms: number) => Math.floor((start + ms) / 1000);
  const minute = 60_000;
  const first = token({ sub: subject, exp: inSeconds(10 * minute), n: 1 });
  const renewed = token({ sub: subject, exp: inSeconds(70 * minute), n: 2 });

  interface Page {
    AsiointiHost?: unknown;
    AsiointiWeb?: { setToken: (token: string) => boolean };
  }

  function embedded() {
    const fake = createFakeClock(start);
    const asked = vi.fn();
    const win: Page = host({ token: first, renewToken: asked });
    const session = createEmbeddedSession({
      host: win,
      sessionStorage: createMemoryStorage(),
      clearQueryCache: () => undefined,
      clock: fake.clock,
    });
    const setToken = (value: string) => {
      if (!win.AsiointiWeb) {
        throw new Error('window.AsiointiWeb is missing');
      }
      return win.AsiointiWeb.setToken(value);
    };
    return { fake, asked, win, session, setToken };
  }

  it('asks the host 60 s before the token expires, and uses the token it gives from then on', async () => {
    const { fake, asked, session, setToken } = embedded();
    await fake.advance(9 * minute - 1);
    expect(asked).not.toHaveBeenCalled();
    await fake.advance(1);
    expect(asked).toHaveBeenCalledTimes(1);
    await expect(session.accessToken()).resolves.toBe(first);

    expect(setToken(renewed)).toBe(true);
    await expect(session.accessToken()).resolves.toBe(renewed);
    expect(session.getSnapshot().auth).toMatchObject({
      kind: 'LoggedIn',
      expiresAt: new Date(inSeconds(70 * minute) * 1000),
    });
    // The old token's expiry passes unnoticed; the new one's is asked about in its turn.
    await fake.advance(60 * minute - 1);
    expect(asked).toHaveBeenCalledTimes(1);
    await expect(session.accessToken()).resolves.toBe(renewed);
    await fake.advance(1);
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('sends no call with an expired token: asks the host once more and goes on when it renews', async () => {
    const { fake, asked, session, setToken } = embedded();
    await fake.advance(10 * minute - 1);
    await expect(session.accessToken()).resolves.toBe(first);
    await fake.advance(1);
    await expect(session.accessToken()).resolves.toBeNull();
    await expect(session.accessToken()).resolves.toBeNull();
    expect(asked).toHaveBeenCalledTimes(2);
    // Still the host's patient: the app does not sign out on its own.
    expect(session.getSnapshot().auth).toMatchObject({ kind: 'LoggedIn' });

    expect(setToken(renewed)).toBe(true);
    await expect(session.accessToken()).resolves.toBe(renewed);
  });

  it.each([
    [
      'another user',
      token({ sub: '6e1c6c93-1f14-48d9-8d84-b676036fccf1', exp: inSeconds(minute) }),
    ],
    ['no user GUID', token({ exp: inSeconds(minute) })],
    ['an expired token', token({ sub: subject, exp: inSeconds(0) })],
    ['not a JWT', 'opaque'],
  ])('refuses %s and keeps the token it has, without logging either', async (_what, value) => {
    const logged = [
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
    ];
    const { session, setToken } = embedded();
    expect(setToken(value)).toBe(false);
    await expect(session.accessToken()).resolves.toBe(first);
    const output = JSON.stringify(
      logged.flatMap((spy) => spy.mock.calls),
      (_key, v: unknown) => (v instanceof Error ? v.message : v),
    );
    expect(output).not.toContain(value);
    expect(output).not.toContain(first);
    for (const spy of logged) {
      spy.mockRestore();
    }
  });

  it('takes no token after the patient logged out, and stops asking', async () => {
    const { fake, asked, session, setToken } = embedded();
    await session.logout();
    expect(setToken(renewed)).toBe(false);
    await expect(session.accessToken()).resolves.toBeNull();
    await fake.advance(20 * minute);
    expect(asked).not.toHaveBeenCalled();
  });

  it('offers setToken in a property no other script can replace or remove', () => {
    const { win } = embedded();
    const offered = win.AsiointiWeb;
    expect(() => {
      win.AsiointiWeb = { setToken: () => true };
    }).toThrow(TypeError);
    expect(Reflect.deleteProperty(win, 'AsiointiWeb')).toBe(false);
    expect(Object.isFrozen(offered)).toBe(true);
    expect(win.AsiointiWeb).toBe(offered);
  });
});
