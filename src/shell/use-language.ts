import { useLocation } from 'react-router';
import { resolveLanguage, type Language } from '../i18n/index.ts';

/** The language of the current URL, so links stay in the language the page is in. */
export function useLanguage(): Language {
  const { pathname, search } = useLocation();
  return resolveLanguage(`${pathname}${search}`);
}

/** The current URL as a path with its query and hash, e.g. for `returnTo` or the language switcher. */
export function useCurrentPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}
