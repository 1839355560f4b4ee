import { useLocation } from 'react-router';
import type { Language } from './languages.ts';
import { resolveLanguage } from './resolve-language.ts';

/** The language of the current route, for the localized pages an intent leads to. */
export function useRouteLanguage(): Language {
  const { pathname, search } = useLocation();
  return resolveLanguage(`${pathname}${search}`);
}

/** The current route as a path with its query and hash: a `returnTo` value (S-07, AMB-43). */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
