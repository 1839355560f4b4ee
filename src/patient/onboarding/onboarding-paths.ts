// Where onboarding lives and where it leads (NS-38, P-35, P-36): the redirect into onboarding
// with `redirectTo`, the pages that never redirect, and the safe way back out.
import { safeRedirectPath } from '../../auth/index.ts';
import { pathFor, serviceOf, type Language } from '../../i18n/index.ts';

/** The query parameter of the main user's onboarding that names where to go afterwards (NS-38). */
export const redirectToParameter = 'redirectTo';
/** The query parameter of family-member onboarding that names the return path (P-36, P-37). */
export const returnToParameter = 'returnTo';
/** P-36: the flag the return path carries after family-member onboarding. */
export const showPatientConfirmationParameter = 'showPatientConfirmation';

/** Where a finished or aborted onboarding goes when it was given no usable path. */
export const defaultReturnPath = (language: Language): string =>
  pathFor(language, 'frontpage.main');

/**
 * NS-38: `{route base}onboarding?redirectTo={encodeURIComponent(path+query+hash)}`.
 * `currentPath` is the path with its query and hash.
 */
export function onboardingRedirectPath(language: Language, currentPath: string): string {
  return `${pathFor(language, 'onboarding.main')}?${redirectToParameter}=${encodeURIComponent(currentPath)}`;
}

/**
 * P-35 and the pages the redirect must leave alone: onboarding itself (main and family member)
 * and the identification pages (callback, silent renew, login, logged out, timed out). The
 * maintenance page replaces any page's content; the guard checks the break itself.
 */
export function isExemptFromOnboardingRedirect(pathname: string): boolean {
  const service = serviceOf(pathname);
  return service === 'onboarding' || service === 'identification';
}

/** The same-origin path a `redirectTo` / `returnTo` value names, else the front page (NS-38). */
export function safeReturnPath(value: string | null, origin: string, language: Language): string {
  return safeRedirectPath(value, origin, defaultReturnPath(language));
}

/** P-36: the return path with `showPatientConfirmation=1` in its query (hash kept last). */
export function withPatientConfirmation(path: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set(showPatientConfirmationParameter, '1');
  return `${url.pathname}${url.search}${url.hash}`;
}
