import { describe, expect, it } from 'vitest';
import {
  identificationPaths,
  isCallbackPath,
  isSilentRenewPath,
  signInUris,
} from '../../src/auth/paths.ts';
import { silentRenewOpenedPath } from '../../src/auth/silent-renew-page.ts';

describe('identification paths (NS-05, NS-37)', () => {
  it('come from the localized route table: callbacks not localized, sign-out pages localized', () => {
    expect(identificationPaths.fi).toEqual({
      identification: '/fi/asiointi/tunnistaminen',
      callback: '/fi/asiointi/tunnistaminen/callback',
      silentRenew: '/fi/asiointi/tunnistaminen/silent-renew',
      youLoggedOut: '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
      youWereLoggedOut: '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
    });
    expect(identificationPaths.en.youWereLoggedOut).toBe(
      '/en/e-services/identification/you-were-logged-out',
    );
  });

  it('give the absolute callback, silent and sign-out URIs of a language', () => {
    expect(signInUris('http://localhost:5173', 'sv')).toEqual({
      redirectUri: 'http://localhost:5173/sv/e-tjanster/identifiering/callback',
      silentRedirectUri: 'http://localhost:5173/sv/e-tjanster/identifiering/silent-renew',
      postLogoutRedirectUri: 'http://localhost:5173/sv/e-tjanster/identifiering/du-loggades-ut',
    });
  });

  it('recognise the callback pages of every language', () => {
    expect(isSilentRenewPath('/en/e-services/identification/silent-renew')).toBe(true);
    expect(isSilentRenewPath('/en/e-services/identification/callback')).toBe(false);
    expect(isCallbackPath('/fi/asiointi/tunnistaminen/callback')).toBe(true);
    expect(isCallbackPath('/fi/asiointi/')).toBe(false);
  });
});

describe('the silent renewal page opened as a page', () => {
  it('goes to the login page of its language with the failed sign-in code', () => {
    expect(silentRenewOpenedPath('/fi/asiointi/tunnistaminen/silent-renew')).toBe(
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?error=login_failed',
    );
    expect(silentRenewOpenedPath('/en/e-services/identification/silent-renew')).toMatch(
      /\/identification\/log-in\?error=login_failed$/,
    );
    expect(silentRenewOpenedPath('/fi/asiointi/tunnistaminen/callback')).toBeNull();
  });
});
