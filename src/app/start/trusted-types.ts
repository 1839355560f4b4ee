// Trusted Types (the CSP's `require-trusted-types-for 'script'`): script sinks take only values a
// policy made. The portal's own code writes no such sink (the chat widget's script runs in the
// chat host page, Q-43); the `default` policy lets exactly the script URLs the environment
// names through, and nothing into HTML or script sinks. Imported first by start.tsx, before anything writes a sink.
import {
  analyticsScriptUrls,
  currentEnvironment,
  type EnvironmentConfig,
} from '../config/index.ts';

/** The script URLs an environment loads at run time: consent, the tag manager and Matomo. */
export function allowedScriptUrls(environment: EnvironmentConfig): string[] {
  const { tagManager, matomo } = analyticsScriptUrls(environment);
  return [environment.cookieConsent?.scriptUrl, tagManager, matomo].flatMap((url) =>
    url === undefined || url === null ? [] : [new URL(url).href],
  );
}

/** The part of the browser's `trustedTypes` factory this file uses. */
export interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL: (value: string) => string | null }): unknown;
}

/** Creates the `default` policy where the browser has Trusted Types; returns whether it did. */
export function installDefaultPolicy(
  factory: TrustedTypesFactory | undefined,
  environment: EnvironmentConfig,
): boolean {
  if (!factory) {
    return false;
  }
  const allowed = new Set(allowedScriptUrls(environment));
  factory.createPolicy('default', {
    // Only absolute URLs the environment names; null refuses: the browser blocks and reports.
    // (try/catch, not URL.canParse: Chromium had Trusted Types long before URL.canParse.)
    createScriptURL: (value) => {
      try {
        return allowed.has(new URL(value).href) ? value : null;
      } catch {
        return null;
      }
    },
  });
  return true;
}

if (typeof window !== 'undefined') {
  installDefaultPolicy(
    Reflect.get(window, 'trustedTypes') as TrustedTypesFactory | undefined,
    currentEnvironment(),
  );
}
