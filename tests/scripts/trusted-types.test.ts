import { describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  allowedScriptUrls,
  installDefaultPolicy,
  type TrustedTypesFactory,
} from '../../src/app/trusted-types.ts';
import { contentSecurityPolicy } from '../../scripts/security-headers.ts';

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

describe('the Trusted Types default policy (src/app/trusted-types.ts)', () => {
  it('is the one policy the CSP allows, and only where the browser has Trusted Types', () => {
    const factory = fakeFactory();
    expect(installDefaultPolicy(factory, environments.local)).toBe(true);
    expect([...factory.policies.keys()]).toEqual(['default']);
    const policy = contentSecurityPolicy(environments.local);
    expect(policy).toContain('trusted-types default;');
    expect(installDefaultPolicy(undefined, environments.local)).toBe(false);
  });

  it('lets the chat widget’s script URL into script.src, and nothing else', () => {
    const factory = fakeFactory();
    installDefaultPolicy(factory, environments.local);
    const rules = factory.policies.get('default');
    const scriptUrl = environments.local.chatWidget.scriptUrl;
    expect(rules?.createScriptURL(scriptUrl)).toBe(scriptUrl);
    for (const refused of [
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

  it('names the tag manager and consent scripts where an environment loads them', () => {
    expect(allowedScriptUrls(environments.prod)).toEqual([
      'https://chat-widget.asiointi.example/js/embed2.min.js',
      'https://analytics.asiointi.example/gtm.js',
      'https://consent.asiointi.example/v1/consent.js',
    ]);
    expect(allowedScriptUrls(environments.local)).toEqual([
      'http://localhost:4010/chat-widget/js/embed2.min.js',
    ]);
  });
});
