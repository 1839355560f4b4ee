import { defaultLanguage, isLanguage, type Language } from './languages.ts';
import { languageOfBase } from './route-paths.ts';

/**
 * The language of a URL: the `language` query parameter, else the first path segment when
 * the path is under that language's route base (AMB-01), else Finnish.
 */
export function resolveLanguage(url: string | URL): Language {
  const parsed = new URL(url, 'http://localhost');
  const requested = parsed.searchParams.get('language');
  if (isLanguage(requested)) {
    return requested;
  }
  return languageOfBase(parsed.pathname) ?? defaultLanguage;
}
