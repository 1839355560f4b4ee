import type { InitOptions } from 'i18next';
import { languages } from './languages.ts';

/** What a missing translation shows (E-17). */
export const missingMessage = 'Message not found';

/**
 * Whether a build reports a missing message (NS-09: "reported in non-prod"): the development
 * server and every environment's build but production's (`VITE_ASIOINTI_ENV`, `prod` when unset).
 * The e2e suite, on the `local` build, fails on such a report.
 */
export function reportsMissingMessages(env: {
  PROD: boolean;
  VITE_ASIOINTI_ENV?: string | undefined;
}): boolean {
  return !env.PROD || (env.VITE_ASIOINTI_ENV ?? 'prod') !== 'prod';
}

const warnOutsideProduction = (key: string): void => {
  if (reportsMissingMessages(import.meta.env)) {
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
