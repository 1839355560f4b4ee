// Where the router goes for an auth intent or a page that needs sign-in (S-05…S-07, S-22, R-26).
import { isExternal, matchPath, pathFor, type Language } from '../../i18n/index.ts';
import { authenticationRequiredQuery, loginErrorQuery } from '../oidc/index.ts';
import type { AuthIntent } from '../controller-types.ts';

const withQuery = (path: string, query: URLSearchParams) => `${path}?${query.toString()}`;

/** The localized page of a `navigate` intent; undefined for `host` intents (the native app's). */
export function intentPath(intent: AuthIntent, language: Language): string | undefined {
  if (intent.kind === 'host') {
    return undefined;
  }
  switch (intent.to) {
    case 'timeout':
      return pathFor(language, 'identification.timeout');
    case 'loggedOut':
      return pathFor(language, 'identification.youLoggedOut');
    case 'path':
      return intent.path;
    case 'login':
      return withQuery(pathFor(language, 'identification.logIn'), loginErrorQuery(intent.error));
  }
}

/** S-07: the login route with reason `authenticationRequired` and `returnTo` = `currentPath`. */
export function authenticationRequiredPath(language: Language, currentPath: string): string {
  return withQuery(
    pathFor(language, 'identification.logIn'),
    authenticationRequiredQuery(currentPath),
  );
}

/**
 * Whether this app's router shows `path` (or it is the root, which the app redirects); anything
 * else (a separate application under the route base, an unknown path) needs a full page load.
 */
export function isRouterPath(path: string): boolean {
  const { pathname } = new URL(path, 'http://localhost');
  const match = matchPath(pathname);
  return pathname === '/' || (match !== undefined && !isExternal(match.routeKey));
}
