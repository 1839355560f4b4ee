import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resolveLanguage } from '../../i18n/index.ts';

/** Keeps the UI language and `<html lang>` on the language of the URL. */
export function LanguageSync() {
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const language = resolveLanguage(`${pathname}${search}`);
  useLayoutEffect(() => {
    if (i18n.language !== language) {
      void i18n.changeLanguage(language);
    }
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}
