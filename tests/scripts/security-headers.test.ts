import { describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  contentSecurityPolicy,
  permissionsPolicy,
  productionHeaders,
} from '../../scripts/security-headers.ts';

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
    '%s names the chat widget, help guide and survey origins, and nothing inline',
    (_name, config) => {
      const policy = contentSecurityPolicy(config);
      const widget = config.chatWidget.origin;
      expect(directive(policy, 'script-src')).toContain(widget);
      expect(directive(policy, 'connect-src')).toContain(widget);
      expect(directive(policy, 'frame-src')).toEqual(
        expect.arrayContaining([
          widget,
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
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://analytics.asiointi.example',
        'https://consent.asiointi.example',
      ]),
    );
  });

  it('keeps the local APIs same-origin: no path or relative URL becomes a source', () => {
    const policy = contentSecurityPolicy(environments.local);
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'http://localhost:4010',
    ]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:4010']);
  });

  it('allows camera and microphone to the chat widget only', () => {
    expect(permissionsPolicy(environments.prod)).toBe(
      'camera=("https://chat-widget.asiointi.example"), microphone=("https://chat-widget.asiointi.example"), geolocation=(), payment=()',
    );
    expect(productionHeaders(environments.test)['Permissions-Policy']).not.toMatch(
      /camera=\([^)]*self/,
    );
  });
});
