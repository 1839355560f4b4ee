import type { Language } from '../api/index.ts';
// The route table's Node entry, not the i18n index: the mock sign-in provider reads these paths
// in Node, without React.
import { pathFor, routeBases, services } from '../i18n/node/index.ts';

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

/** A language's identification pages, from the portal's localized route table (src/i18n). */
function pathsOf(language: Language): IdentificationPaths {
  return {
    identification: routeBases[language] + services.identification.segment[language],
    callback: pathFor(language, 'identification.callback'),
    silentRenew: pathFor(language, 'identification.silentRenew'),
    youLoggedOut: pathFor(language, 'identification.youLoggedOut'),
    youWereLoggedOut: pathFor(language, 'identification.timeout'),
  };
}

/** The identification pages of every language (the local sign-in provider registers these). */
export const identificationPaths: Readonly<Record<Language, IdentificationPaths>> = {
  fi: pathsOf('fi'),
  sv: pathsOf('sv'),
  en: pathsOf('en'),
};

/** The absolute sign-in URIs of a language on an origin. */
export interface SignInUris {
  redirectUri: string;
  silentRedirectUri: string;
  postLogoutRedirectUri: string;
}

export function signInUris(origin: string, language: Language): SignInUris {
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
