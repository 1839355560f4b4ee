import { describe, expect, it } from 'vitest';
import { isRouterPath } from '../../../src/auth/ui/intent-path.ts';
import { authenticationRequiredPath, intentPath } from '../../../src/auth/index.ts';

describe('intentPath', () => {
  it('maps each navigate intent to its localized page', () => {
    expect(intentPath({ kind: 'navigate', to: 'timeout' }, 'fi')).toBe(
      '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
    );
    expect(intentPath({ kind: 'navigate', to: 'loggedOut' }, 'sv')).toBe(
      '/sv/e-tjanster/identifiering/du-loggades-ut',
    );
    expect(intentPath({ kind: 'navigate', to: 'path', path: '/en/e-services/chat' }, 'fi')).toBe(
      '/en/e-services/chat',
    );
    expect(
      intentPath(
        {
          kind: 'navigate',
          to: 'login',
          error: { error: 'server_error', errorDescription: undefined, errorUri: 'https://x/y' },
        },
        'en',
      ),
    ).toBe('/en/e-services/identification/log-in?error=login_failed');
    expect(intentPath({ kind: 'host', action: 'logout' }, 'fi')).toBeUndefined();
  });

  it('builds the authentication-required login path with returnTo (S-07)', () => {
    expect(authenticationRequiredPath('fi', '/fi/asiointi/omat-tiedot?a=1')).toBe(
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?reason=authenticationRequired&returnTo=%2Ffi%2Fasiointi%2Fomat-tiedot%3Fa%3D1',
    );
  });
});

describe('isRouterPath', () => {
  it("is true for this app's pages and the root, false for separate applications and unknown paths", () => {
    expect(isRouterPath('/')).toBe(true);
    expect(isRouterPath('/fi/asiointi/omat-tiedot?tab=1#top')).toBe(true);
    expect(isRouterPath('/fi/asiointi/viestit')).toBe(false);
    expect(isRouterPath('/somewhere/else')).toBe(false);
  });
});
