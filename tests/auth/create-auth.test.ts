// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth, type AuthOptions } from '../../src/auth/create-auth.ts';

const options: AuthOptions = {
  signIn: { authority: 'http://localhost:4000', clientId: 'asiointi-web' },
  production: false,
  language: () => 'fi',
  clearQueryCache: () => undefined,
};

const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');

afterEach(() => {
  delete (window as { AsiointiHost?: unknown }).AsiointiHost;
  window.history.replaceState({}, '', '/');
  localStorage.clear();
});

describe('createAuth', () => {
  it('runs the web session in a browser, logged out until confirmed', async () => {
    const auth = await createAuth(options);
    expect(auth.getSnapshot()).toMatchObject({
      mode: 'web',
      auth: { kind: 'LoggedOut', stage: 'Pending' },
    });
    await auth.start();
    expect(auth.getSnapshot().auth).toEqual({
      kind: 'LoggedOut',
      stage: 'Complete',
      reason: 'NoSession',
    });
    auth.dispose();
  });

  it('expects a login on the callback page with a code (S-28)', async () => {
    window.history.replaceState({}, '', '/fi/asiointi/tunnistaminen/callback?code=abc&state=s');
    const auth = await createAuth(options);
    expect(auth.getSnapshot().auth).toMatchObject({ kind: 'LoggedIn', stage: 'Pending' });
    auth.dispose();
  });

  it('runs the embedded session when the native app set window.AsiointiHost', async () => {
    (window as { AsiointiHost?: unknown }).AsiointiHost = {
      token: `${b64({ alg: 'none' })}.${b64({ sub: 'ba882c38-4efc-41c7-87ac-a7951d1df174' })}.x`,
      patientType: 'main',
      supportedNavigationTypes: [],
      supportedFeatures: [],
    };
    expect((await createAuth(options)).getSnapshot()).toMatchObject({
      mode: 'embedded',
      auth: { kind: 'LoggedIn' },
    });
  });

  it("fails with 'No app auth token provided' when the host gave none (E-30)", async () => {
    (window as { AsiointiHost?: unknown }).AsiointiHost = { patientType: 'main' };
    await expect(createAuth(options)).rejects.toThrow('No app auth token provided');
  });
});
