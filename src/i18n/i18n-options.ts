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

let reportMissing = (key: string): void => {
  console.warn(`[i18n] Message not found: ${key}`);
};

/** Where the portal's instance reports a missing message: the app's telemetry, set at start. */
export function setMissingMessageReporter(report: (key: string) => void): void {
  reportMissing = report;
}

const warnOutsideProduction = (key: string): void => {
  if (reportsMissingMessages(import.meta.env)) {
    reportMissing(key);
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
