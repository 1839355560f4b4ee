// The headers the production portal is served with (npm run serve locally; the deployment's
// nginx server block in deploy/nginx/ is generated from them, and `node scripts/hosting/security-headers.ts
// prod` prints them). A strict Content-Security-Policy: no inline scripts or styles, nothing from
// elsewhere but the hosts the environment names for what the portal really loads, Trusted Types,
// and violations reported to the environment's report endpoint.
import type { EnvironmentConfig } from '../../src/app/config/environments.ts';
import { ingestionEndpoint, telemetryConnectionStrings } from '../../src/app/config/telemetry.ts';

/** The name `report-to` uses for the endpoint that `Reporting-Endpoints` declares. */
export const cspReportGroup = 'csp';

/** Where the local serve takes violation reports (it answers 204 and logs one line per report). */
export const localCspReportPath = '/csp-reports';

/** The URL an environment's browsers send CSP violation reports to (its `cspReports`). */
export const cspReportUrl = (config: EnvironmentConfig): string => config.cspReports.url;

/**
 * Whether the policy names a Reporting API endpoint (`report-to`): only for an https one.
 * Chromium delivers no Reporting API report to a plain-http endpoint, and ignores `report-uri`
 * whenever `report-to` is set, so over http (the mock stack) `report-uri` alone gets them there.
 */
export const usesReportTo = (config: EnvironmentConfig): boolean =>
  cspReportUrl(config).startsWith('https:');

/**
 * The one Trusted Types policy the portal creates (src/app/start/trusted-types.ts): a `default` policy
 * that lets the tag manager and consent scripts, where an environment loads them, into
 * `script.src`, and nothing else into any sink.
 */
export const trustedTypesPolicies = ['default'] as const;

const originOf = (url: string): string | undefined =>
  /^https?:\/\//.test(url) ? new URL(url).origin : undefined;

/** `'self'` and the distinct origins of the absolute URLs; relative URLs are same-origin. */
const sources = (...urls: (string | undefined)[]): string =>
  [
    "'self'",
    ...new Set(urls.flatMap((url) => (url === undefined ? [] : (originOf(url) ?? [])))),
  ].join(' ');

/** The Content-Security-Policy of an environment. */
export function contentSecurityPolicy(config: EnvironmentConfig): string {
  const { auth, apis, operationBases, chatWidget, helpGuide, selfTriageSurvey, hosts } = config;
  const consent = config.cookieConsent?.scriptUrl;
  const matomo = config.analytics?.url;
  return [
    "default-src 'self'",
    // The cookie-consent script, the tag manager and Matomo where the environment has them (R-31,
    // R-32); never the chat widget's: it runs in the chat host's frame on its own origin.
    `script-src ${sources(consent, config.tagManager?.scriptUrl, matomo)}`,
    "style-src 'self'",
    // Matomo's tracker takes its hits as a beacon (connect-src) or, in old browsers, an image.
    `img-src ${sources(hosts.assets.url, matomo)} data:`,
    "font-src 'self'",
    // The APIs (same-origin locally), the sign-in provider's token endpoint, the telemetry's
    // ingestion endpoint, the consent platform and Matomo's tracker.
    `connect-src ${sources(auth.authority, ...Object.values(apis), ...Object.values(operationBases), ingestionEndpoint(telemetryConnectionStrings[config.name]), consent, matomo)}`,
    // Frames: silent sign-in at the provider, the chat host that runs the widget, the
    // help guide and the self-triage symptoms survey (O-06).
    `frame-src ${sources(auth.authority, chatWidget.hostUrl, helpGuide.url, selfTriageSurvey.url)}`,
    "frame-ancestors 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    // Script sinks (innerHTML, script.src, eval-like calls) take only values a named policy made.
    "require-trusted-types-for 'script'",
    `trusted-types ${trustedTypesPolicies.join(' ')}`,
    // report-to for browsers with the Reporting API, report-uri for the rest (Firefox).
    ...(usesReportTo(config) ? [`report-to ${cspReportGroup}`] : []),
    `report-uri ${cspReportUrl(config)}`,
  ].join('; ');
}

/**
 * Camera and microphone are denied everywhere except to the chat host's frame, which passes them
 * on to the widget's frame for video appointments (each frame asks with its `allow` attribute).
 */
export function permissionsPolicy(config: EnvironmentConfig): string {
  const widget = `("${new URL(config.chatWidget.hostUrl).origin}")`;
  return `camera=${widget}, microphone=${widget}, geolocation=(), payment=()`;
}

/**
 * HTTPS only, for two years, on deployed environments. Never locally: the serve speaks plain
 * http (where browsers ignore the header anyway), and a header pinned to `localhost` over some
 * https dev tool would force https on every other local port for two years.
 */
export function strictTransportSecurity(config: EnvironmentConfig): string | undefined {
  return config.name === 'local' ? undefined : 'max-age=63072000; includeSubDomains';
}

/** The security headers of every answer of the portal's host, whatever its cache rule. */
export function productionHeaders(config: EnvironmentConfig): Record<string, string> {
  const hsts = strictTransportSecurity(config);
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    ...(usesReportTo(config)
      ? { 'Reporting-Endpoints': `${cspReportGroup}="${cspReportUrl(config)}"` }
      : {}),
    ...(hsts === undefined ? {} : { 'Strict-Transport-Security': hsts }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Nothing of the portal's host is for other sites to load (its assets host is separate).
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': permissionsPolicy(config),
  };
}

// `node scripts/hosting/security-headers.ts <environment>`: the headers for that environment's proxy.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { environments, isEnvironmentName } = await import('../../src/app/config/environments.ts');
  const name = process.argv[2] ?? 'prod';
  if (!isEnvironmentName(name)) {
    console.error(`Unknown environment "${name}"; one of ${Object.keys(environments).join(', ')}.`);
    process.exit(2);
  }
  for (const [header, value] of Object.entries(productionHeaders(environments[name]))) {
    console.info(`${header}: ${value}`);
  }
}
