import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedOptions } from './i18n-options.ts';
import { defaultLanguage, type Language } from './languages.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

export interface I18nOptions {
  language: Language;
  /** Called with each key that no catalogue has; defaults to `console.warn` outside production. */
  reportMissingKey?: (key: string) => void;
}

/**
 * A new, initialized i18next instance with every catalogue bundled (no backend, ready at once):
 * for tests and Node. The portal's own instance loads one language at a time (`portal-i18n.ts`).
 */
export function createI18n({ language, reportMissingKey }: I18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...sharedOptions(reportMissingKey),
    resources: { fi: { translation: fi }, sv: { translation: sv }, en: { translation: en } },
    lng: language,
    fallbackLng: defaultLanguage,
    initAsync: false,
  });
  return instance;
}
