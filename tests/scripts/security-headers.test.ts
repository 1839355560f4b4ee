import { describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  contentSecurityPolicy,
  cspReportUrl,
  permissionsPolicy,
  productionHeaders,
} from '../../scripts/hosting/security-headers.ts';

const deployed = (['dev', 'test', 'stg', 'prod'] as const).map((name) => environments[name]);

/** The sources of one CSP directive. */
function directive(policy: string, name: string): string[] {
  const found = policy
    .split('; ')
    .map((part) => part.split(' '))
    .find(([directiveName]) => directiveName === name);
  if (!found) {
    throw new Error(`No ${name} in ${policy}`);
  }
  return found.slice(1);
}

describe('the production headers of each environment', () => {
  it.each(Object.values(environments).map((config) => [config.name, config] as const))(
    '%s frames the chat host, help guide and survey, and never runs the widget itself',
    (_name, config) => {
      const policy = contentSecurityPolicy(config);
      const widget = config.chatWidget.origin;
      const chatHost = new URL(config.chatWidget.hostUrl).origin;
      expect(chatHost).not.toBe(widget);
      expect(directive(policy, 'script-src')).not.toContain(widget);
      expect(directive(policy, 'connect-src')).not.toContain(widget);
      expect(directive(policy, 'frame-src')).toEqual(
        expect.arrayContaining([
          chatHost,
          new URL(config.helpGuide.url).origin,
          new URL(config.selfTriageSurvey.url).origin,
          new URL(config.auth.authority).origin,
        ]),
      );
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    },
  );

  it('lets a deployed portal reach its cross-origin APIs and assets', () => {
    const policy = contentSecurityPolicy(environments.prod);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.asiointi.example',
        'https://feedback.asiointi.example',
        'https://online.asiointi.example',
        'https://tunnistus.asiointi.example',
      ]),
    );
    expect(directive(policy, 'img-src')).toContain('https://assets.asiointi.example');
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://consent.cookiebot.com',
      'https://www.googletagmanager.com',
      'https://analytics.asiointi.example',
    ]);
    // Matomo takes hits as beacons, or images in old browsers; the consent platform is asked.
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://analytics.asiointi.example',
        'https://consent.cookiebot.com',
      ]),
    );
    expect(directive(policy, 'img-src')).toContain('https://analytics.asiointi.example');
  });

  it('keeps the local APIs same-origin: no path or relative URL becomes a source', () => {
    const policy = contentSecurityPolicy(environments.local);
    // The sign-in provider, the telemetry and the analytics stand-ins are origins of their own
    // (4000, 4040, 4050).
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:4040',
      'http://localhost:4050',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:4050']);
    // The local help guide is on the widget origin (4010); the widget itself is framed by 4030.
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:4030',
      'http://localhost:4010',
      'http://localhost:4020',
    ]);
  });

  it('allows camera and microphone to the chat host only, which frames the widget', () => {
    expect(permissionsPolicy(environments.prod)).toBe(
      'camera=("https://chat-host.asiointi.example"), microphone=("https://chat-host.asiointi.example"), geolocation=(), payment=()',
    );
    expect(productionHeaders(environments.test)['Permissions-Policy']).not.toMatch(
      /camera=\([^)]*self/,
    );
  });

  it.each(Object.values(environments).map((config) => [config.name, config] as const))(
    '%s requires Trusted Types with the one default policy',
    (_name, config) => {
      const policy = contentSecurityPolicy(config);
      expect(directive(policy, 'require-trusted-types-for')).toEqual(["'script'"]);
      expect(directive(policy, 'trusted-types')).toEqual(['default']);
    },
  );

  it.each(deployed.map((config) => [config.name, config] as const))(
    '%s reports violations to its own endpoint, declared by Reporting-Endpoints',
    (_name, config) => {
      const headers = productionHeaders(config);
      const policy = headers['Content-Security-Policy'] ?? '';
      expect(directive(policy, 'report-to')).toEqual(['csp']);
      expect(directive(policy, 'report-uri')).toEqual([cspReportUrl(config)]);
      expect(headers['Reporting-Endpoints']).toBe(`csp="${cspReportUrl(config)}"`);
    },
  );

  it('reports to a collector of each deployed environment over https, and locally to the serve', () => {
    const urls = deployed.map((config) => cspReportUrl(config));
    expect(new Set(urls).size).toBe(deployed.length);
    for (const url of urls) {
      expect(new URL(url).protocol).toBe('https:');
    }
    expect(cspReportUrl(environments.local)).toBe('http://localhost:4040/csp-reports');
  });

  it('reports locally with report-uri alone: Chromium sends none over http while report-to is set', () => {
    const headers = productionHeaders(environments.local);
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(directive(policy, 'report-uri')).toEqual(['http://localhost:4040/csp-reports']);
    expect(policy).not.toMatch(/report-to/);
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('lets each environment send telemetry to its ingestion endpoint', () => {
    expect(directive(contentSecurityPolicy(environments.prod), 'connect-src')).toContain(
      'https://westeurope-5.in.applicationinsights.azure.com',
    );
    expect(directive(contentSecurityPolicy(environments.local), 'connect-src')).toContain(
      'http://localhost:4040',
    );
  });

  it.each(deployed.map((config) => [config.name, config] as const))(
    '%s is https only for at least a year',
    (_name, config) => {
      const hsts = productionHeaders(config)['Strict-Transport-Security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    },
  );

  it('never pins localhost to https: the local serve sends no Strict-Transport-Security', () => {
    expect(Object.keys(productionHeaders(environments.local))).not.toContain(
      'Strict-Transport-Security',
    );
  });

  it.each(Object.values(environments).map((config) => [config.name, config] as const))(
    '%s keeps its resources to its own origin (Cross-Origin-Resource-Policy)',
    (_name, config) => {
      expect(productionHeaders(config)['Cross-Origin-Resource-Policy']).toBe('same-origin');
    },
  );
});
