import type { InitOptions } from 'i18next';
import { languages } from './languages.ts';

/** What a missing translation shows (E-17). */
export const missingMessage = 'Message not found';

const warnOutsideProduction = (key: string): void => {
  if (!import.meta.env.PROD) {
    console.warn(`[i18n] Message not found: ${key}`);
  }
};

/** What every instance shares, bundled or lazy: the languages, escaping and E-17. */
export function sharedOptions(
  reportMissingKey: (key: string) => void = warnOutsideProduction,
): InitOptions {
  return {
    supportedLngs: languages,
    returnNull: false,
    // React escapes what it renders; escaping here too would show `&amp;` to the patient.
    interpolation: { escapeValue: false },
    parseMissingKeyHandler: (key: string) => {
      reportMissingKey(key);
      return missingMessage;
    },
  };
}
