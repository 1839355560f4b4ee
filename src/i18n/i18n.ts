import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languages, type Language } from './languages.ts';
import { en } from './messages/en.ts';
import { fi } from './messages/fi.ts';
import { sv } from './messages/sv.ts';

/** What a missing translation shows (E-17). */
export const missingMessage = 'Message not found';

export interface I18nOptions {
  language: Language;
  /** Called with each key that no catalogue has; defaults to `console.warn` outside production. */
  reportMissingKey?: (key: string) => void;
}

const warnOutsideProduction = (key: string): void => {
  if (!import.meta.env.PROD) {
    console.warn(`[i18n] Message not found: ${key}`);
  }
};

/** A new, initialized i18next instance with every catalogue bundled (no backend, ready at once). */
export function createI18n({
  language,
  reportMissingKey = warnOutsideProduction,
}: I18nOptions): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { fi: { translation: fi }, sv: { translation: sv }, en: { translation: en } },
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: languages,
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here too would show `&amp;` to the patient.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => {
      reportMissingKey(key);
      return missingMessage;
    },
  });
  return instance;
}

/** The portal's instance; the app switches its language to follow the URL. */
export const i18n: I18n = createI18n({ language: defaultLanguage });
