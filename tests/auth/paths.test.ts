import { describe, expect, it } from 'vitest';
import { identificationPaths as mockPaths } from '../../mock-server/sign-in-paths.ts';
import {
  identificationPaths,
  isCallbackPath,
  isSilentRenewPath,
  signInUris,
} from '../../src/auth/paths.ts';

describe('identification paths (NS-05, NS-37)', () => {
  it('are the ones the local sign-in provider registers', () => {
    expect(identificationPaths).toEqual(mockPaths);
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
