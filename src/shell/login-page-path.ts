import { pathFor, type Language } from '../i18n/index.ts';

/** The login page, asked to come back to `returnTo` afterwards (S-13) when one is given. */
export function loginPagePath(language: Language, returnTo?: string): string {
  const loginPage = pathFor(language, 'identification.logIn');
  return returnTo === undefined
    ? loginPage
    : `${loginPage}?${new URLSearchParams({ returnTo }).toString()}`;
}
