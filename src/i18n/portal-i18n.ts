import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedOptions } from './i18n-options.ts';
import { isLanguage, type Language } from './languages.ts';
import type { Catalogue } from './messages/catalogue.ts';

/** Each language's catalogue is a chunk of its own: a page carries only the language it shows. */
const catalogues: Readonly<Record<Language, () => Promise<Catalogue>>> = {
  fi: async () => (await import('./messages/fi.ts')).fi,
  sv: async () => (await import('./messages/sv.ts')).sv,
  en: async () => (await import('./messages/en.ts')).en,
};

/** The catalogue of one language, loaded on first use. */
export const loadCatalogue = (language: Language): Promise<Catalogue> => catalogues[language]();

/**
 * i18next's way to load a language it does not have: `changeLanguage` waits for `read` and only
 * then switches (and react-i18next re-renders), so the old language stays on screen meanwhile.
 */
const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    if (!isLanguage(language)) {
      callback(new Error(`[i18n] No catalogue for "${language}"`), false);
      return;
    }
    loadCatalogue(language).then(
      (catalogue) => {
        callback(null, catalogue);
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/**
 * A new instance that holds no language until `loadLanguage` (or `changeLanguage`) loads one.
 * No fallback language: every key is in every catalogue (tsc and tests/i18n check), so a Finnish
 * fallback would only cost a Swedish or English page the Finnish chunk; a key that no catalogue
 * has still shows "Message not found" (E-17).
 */
export function createPortalI18n(reportMissingKey?: (key: string) => void): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({ ...sharedOptions(reportMissingKey), fallbackLng: false, initAsync: false });
  return instance;
}

/**
 * Loads `language`'s catalogue into `instance` if it is not there yet, then switches to it. Await
 * it before the first render, so the first frame is already in the page's language. Rejects when
 * the catalogue cannot be loaded (the language then stays as it was).
 */
export async function loadLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadCatalogue(language));
  }
  await instance.changeLanguage(language);
}

/** The portal's instance; the app switches its language to follow the URL. */
export const i18n: I18n = createPortalI18n();
