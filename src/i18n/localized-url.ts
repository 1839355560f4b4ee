import type { Language } from './languages.ts';
import { buildPath, definition, matchPath } from './route-paths.ts';
import { routeBases, type RouteKey } from './routes.ts';

function translateHash(routeKey: RouteKey, hash: string, from: Language, to: Language): string {
  if (hash === '' || hash === '#') {
    return '';
  }
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return hash;
  }
  const anchors = Object.values(definition(routeKey).anchors ?? {});
  const ids = anchors.find((candidate) => candidate[from] === id);
  return ids === undefined ? hash : `#${encodeURIComponent(ids[to])}`;
}

function searchWithoutLanguage(url: URL): string {
  if (!url.searchParams.has('language')) {
    return url.search;
  }
  const search = new URLSearchParams(url.search);
  search.delete('language');
  const rest = search.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * The same page in another language, for the language switcher (H-07): the same route and
 * parameters, the query (less any `language` parameter, which would override the path) and the
 * hash, with a localized section id translated. An unknown path gives the front page.
 */
export function localizedUrl(currentUrl: string | URL, targetLanguage: Language): string {
  const url = new URL(currentUrl, 'http://localhost');
  const match = matchPath(url.pathname);
  if (match === undefined) {
    return routeBases[targetLanguage];
  }
  const path = buildPath(targetLanguage, match.routeKey, match.params);
  const hash = translateHash(match.routeKey, url.hash, match.language, targetLanguage);
  return path + searchWithoutLanguage(url) + hash;
}
