/**
 * The app's identification paths that the sign-in provider registers for the portal's client:
 * the sign-in callbacks (redirect_uri, NS-05) and the pages a sign-out returns to
 * (post_logout_redirect_uri, NS-37 and ). One table, so the app side can check that
 * it uses the same ones. Paths only: each is registered for every app origin.
 */
import type { Language } from './personas.ts';

export interface IdentificationPaths {
  /** `{route base}{identification segment}` of the language. */
  identification: string;
  /** Interactive sign-in callback (NS-05; the last segment is not localised). */
  callback: string;
  /** Silent sign-in callback, loaded in an iframe (NS-05). */
  silentRenew: string;
  /** "You logged out": where a sign-out by the user returns (NS-37, R-26). */
  youLoggedOut: string;
  /** "You were logged out": where an idle time-out sign-out returns. */
  youWereLoggedOut: string;
}

export const identificationPaths = {
  fi: {
    identification: '/fi/asiointi/tunnistaminen',
    callback: '/fi/asiointi/tunnistaminen/callback',
    silentRenew: '/fi/asiointi/tunnistaminen/silent-renew',
    youLoggedOut: '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
    youWereLoggedOut: '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
  },
  sv: {
    identification: '/sv/e-tjanster/identifiering',
    callback: '/sv/e-tjanster/identifiering/callback',
    silentRenew: '/sv/e-tjanster/identifiering/silent-renew',
    youLoggedOut: '/sv/e-tjanster/identifiering/du-loggades-ut',
    youWereLoggedOut: '/sv/e-tjanster/identifiering/du-ar-utloggad',
  },
  en: {
    identification: '/en/e-services/identification',
    callback: '/en/e-services/identification/callback',
    silentRenew: '/en/e-services/identification/silent-renew',
    youLoggedOut: '/en/e-services/identification/you-logged-out',
    youWereLoggedOut: '/en/e-services/identification/you-were-logged-out',
  },
} as const satisfies Record<Language, IdentificationPaths>;

export const languages: readonly Language[] = ['fi', 'sv', 'en'];

/** Every redirect_uri of the portal's client: both callbacks, every language, every origin. */
export function redirectUris(appOrigins: readonly string[]): string[] {
  return appOrigins.flatMap((origin) =>
    languages.flatMap((lang) => {
      const paths = identificationPaths[lang];
      return [`${origin}${paths.callback}`, `${origin}${paths.silentRenew}`];
    }),
  );
}

/** Every post_logout_redirect_uri: both sign-out pages, every language, every origin. */
export function postLogoutRedirectUris(appOrigins: readonly string[]): string[] {
  return appOrigins.flatMap((origin) =>
    languages.flatMap((lang) => {
      const paths = identificationPaths[lang];
      return [`${origin}${paths.youLoggedOut}`, `${origin}${paths.youWereLoggedOut}`];
    }),
  );
}
