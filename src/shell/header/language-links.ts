import { languages, localizedUrl, type Language } from '../../i18n/index.ts';

export interface LanguageLink {
  language: Language;
  href: string;
  current: boolean;
}

/** The switcher's three links: the same page, parameters, query and hash in each language (H-07). */
export function languageLinks(currentPath: string, current: Language): LanguageLink[] {
  return languages.map((language) => ({
    language,
    href: localizedUrl(currentPath, language),
    current: language === current,
  }));
}
