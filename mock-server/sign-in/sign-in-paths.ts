/**
 * The app's identification paths that the sign-in provider registers for the portal's client:
 * the sign-in callbacks (redirect_uri, NS-05) and the pages a sign-out returns to
 * (post_logout_redirect_uri, NS-37 and ): the app's own table (src/auth/paths.ts, from
 * the localized route table), registered for every app origin.
 */
import { identificationPaths } from '../../src/auth/paths.ts';
import { languages } from '../../src/i18n/languages.ts';

export { identificationPaths, type IdentificationPaths } from '../../src/auth/paths.ts';

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
