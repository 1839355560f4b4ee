import type { Language } from '../api/index.ts';

/** The identification pages the sign-in provider sends the browser back to, per language. */
export interface IdentificationPaths {
  /** `{route base}{identification segment}`. */
  identification: string;
  /** Interactive sign-in callback (NS-05; the last segment is not localised). */
  callback: string;
  /** Silent sign-in callback, loaded in an iframe (NS-05). */
  silentRenew: string;
  /** "You logged out": `post_logout_redirect_uri` of a sign-out (NS-37, AMB-33, R-26). */
  youLoggedOut: string;
  /** "You were logged out": the idle time-out page. */
  youWereLoggedOut: string;
}

// The same table the local sign-in provider registers (mock-server/sign-in-paths.ts); a test
// keeps the two equal until the shell's route table takes over.
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

/** The absolute sign-in URIs of a language on an origin. */
export function signInUris(origin: string, language: Language) {
  const paths = identificationPaths[language];
  return {
    redirectUri: `${origin}${paths.callback}`,
    silentRedirectUri: `${origin}${paths.silentRenew}`,
    postLogoutRedirectUri: `${origin}${paths.youLoggedOut}`,
  };
}

/** Whether a path is one of the silent sign-in callbacks (the app must not boot there). */
export function isSilentRenewPath(pathname: string): boolean {
  return Object.values(identificationPaths).some((paths) => paths.silentRenew === pathname);
}

/** Whether a path is one of the interactive sign-in callbacks. */
export function isCallbackPath(pathname: string): boolean {
  return Object.values(identificationPaths).some((paths) => paths.callback === pathname);
}
