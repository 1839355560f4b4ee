// The silent sign-in callback's page when a person opens it (a link, a bookmark, a reload).
import type { Language } from '../api/index.ts';
import { pathFor } from '../i18n/node/index.ts';
import { callbackFailedCode } from './oidc/index.ts';
import { identificationPaths } from './paths.ts';

/**
 * Where a silent sign-in callback opened as a page (not in the renewal frame) goes: the login
 * page of its language with the failed sign-in's code, as a failed callback does (S-06). Null
 * for any other path.
 */
export function silentRenewOpenedPath(pathname: string): string | null {
  const language = (Object.keys(identificationPaths) as Language[]).find(
    (candidate) => identificationPaths[candidate].silentRenew === pathname,
  );
  return language === undefined
    ? null
    : `${pathFor(language, 'identification.logIn')}?error=${callbackFailedCode}`;
}
