import { describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  allowedScriptUrls,
  installDefaultPolicy,
  type TrustedTypesFactory,
} from '../../src/app/start/trusted-types.ts';
import { contentSecurityPolicy } from '../../scripts/hosting/security-headers.ts';

type Rules = Parameters<TrustedTypesFactory['createPolicy']>[1];

/** A browser's `trustedTypes` that records the policies created. */
function fakeFactory(): TrustedTypesFactory & { policies: Map<string, Rules> } {
  const policies = new Map<string, Rules>();
  return {
    policies,
    createPolicy(name, rules) {
      policies.set(name, rules);
      return rules;
    },
  };
}

describe('the Trusted Types default policy (src/app/start/trusted-types.ts)', () => {
  it('is the one policy the CSP allows, and only where the browser has Trusted Types', () => {
    const factory = fakeFactory();
    expect(installDefaultPolicy(factory, environments.local)).toBe(true);
    expect([...factory.policies.keys()]).toEqual(['default']);
    const policy = contentSecurityPolicy(environments.local);
    expect(policy).toContain('trusted-types default;');
    expect(installDefaultPolicy(undefined, environments.local)).toBe(false);
  });

  it('lets the named scripts into script.src, never the chat widget’s (it runs in the chat host)', () => {
    const factory = fakeFactory();
    installDefaultPolicy(factory, environments.prod);
    const rules = factory.policies.get('default');
    const consent = 'https://consent.cookiebot.com/uc.js';
    expect(rules?.createScriptURL(consent)).toBe(consent);
    for (const refused of [
      'https://chat-widget.asiointi.example/js/embed2.min.js',
      'http://localhost:4010/chat-widget/js/embed2.min.js',
      'http://localhost:4010/chat-widget/other.js',
      'https://evil.example/chat-widget/js/embed2.min.js',
      '/chat-widget/js/embed2.min.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      '%',
    ]) {
      expect(rules?.createScriptURL(refused), refused).toBeNull();
    }
    // No HTML or script rules: such sinks stay blocked.
    expect(Object.keys(rules ?? {})).toEqual(['createScriptURL']);
  });

  it('names the consent, tag manager and Matomo scripts where an environment loads them', () => {
    expect(allowedScriptUrls(environments.prod)).toEqual([
      'https://consent.cookiebot.com/uc.js',
      'https://www.googletagmanager.com/gtm.js?id=GTM-KAIKUPROD',
      'https://analytics.asiointi.example/matomo.js',
    ]);
    expect(allowedScriptUrls(environments.local)).toEqual([
      'http://localhost:4050/uc.js',
      'http://localhost:4050/gtm.js?id=GTM-LOCAL',
      'http://localhost:4050/matomo.js',
    ]);
  });
});
