import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetVersion,
  environmentNames,
  environments,
  showsEnvironmentTag,
  type EnvironmentConfig,
  type EnvironmentName,
  type Hosts,
} from '../../../src/app/config/index.ts';
import { siteLinksOf } from '../../../src/app/routes/site-links.ts';
import { contactConfirmationDue } from '../../../src/my-information/index.ts';

const deployed = environmentNames
  .filter((name) => name !== 'local')
  .map((name) => environments[name]);

/** Every URL in a configuration, by where it sits. */
function urlsOf(config: EnvironmentConfig): [string, string][] {
  return [
    ...Object.entries(config.apis),
    ...(Object.keys(config.hosts) as (keyof Hosts)[]).map((name): [string, string] => [
      `hosts.${name}`,
      config.hosts[name].url,
    ]),
    ['selfTriageSurvey.url', config.selfTriageSurvey.url],
    ['chatWidget.hostUrl', config.chatWidget.hostUrl],
    ['helpGuide.url', config.helpGuide.url],
    ['auth.authority', config.auth.authority],
  ];
}

describe('environment configurations (NS-04)', () => {
  it('exist for local, dev, test, stg and prod, each under its own name', () => {
    expect(Object.keys(environments)).toEqual(['local', 'dev', 'test', 'stg', 'prod']);
    for (const name of environmentNames) {
      expect(environments[name].name).toBe(name);
    }
  });

  it.each(deployed.map((config) => [config.name, config] as const))(
    '%s uses HTTPS everywhere, without trailing slashes',
    (_name, config) => {
      for (const [where, url] of urlsOf(config)) {
        expect(url, where).toMatch(/^https:\/\/[a-z0-9.-]+\.asiointi\.example(\/|$)/);
        expect(url, where).not.toMatch(/\/$/);
      }
      // The chat vendor's own host: the one script URL Ninchat documents (embed2.md).
      expect(config.chatWidget.origin).toBe('https://ninchat.com');
      expect(config.chatWidget.scriptUrl).toBe('https://ninchat.com/js/embed2.min.js');
    },
  );

  it('points local at the mock stack: same-origin APIs and the local sign-in provider', () => {
    const { local } = environments;
    for (const [contract, base] of Object.entries(local.apis)) {
      expect(base).toBe(`/api/${contract}`);
    }
    expect(local.auth.authority).toBe('http://localhost:4000');
    expect(local.mockStack).toBe(true);
    // The mock stack's stand-ins of Matomo, the tag manager and Cookiebot (port 4050).
    expect(local.analytics).toEqual({ id: '1', url: 'http://localhost:4050/' });
    expect(new URL(local.tagManager?.scriptUrl ?? '').origin).toBe('http://localhost:4050');
    expect(local.cookieConsent?.scriptUrl).toBe('http://localhost:4050/uc.js');
    // The local third parties each have an origin other than the portal's (4173, 5173).
    expect(new URL(local.selfTriageSurvey.url).origin).toBe('http://localhost:4020');
    expect(new URL(local.chatWidget.scriptUrl).origin).toBe(local.chatWidget.origin);
    expect(local.chatWidget.origin).toBe('http://localhost:4010');
    expect(deployed.every((config) => !config.mockStack)).toBe(true);
  });

  it('gives local and dev the test hosts for the header and footer links (NS-20, AMB-03)', () => {
    expect(environments.dev.hosts).toEqual(environments.test.hosts);
    const { myEvents, payments, messages, visits, ...sites } = environments.local.hosts;
    expect(sites).toEqual({
      www: environments.test.hosts.www,
      booking: environments.test.hosts.booking,
      webshop: environments.test.hosts.webshop,
      surveys: environments.test.hosts.surveys,
      healthSurvey: environments.test.hosts.healthSurvey,
      assets: environments.test.hosts.assets,
    });
    // The separate applications are the mock stack's stand-in pages on the gateway.
    for (const application of [myEvents, payments, messages, visits]) {
      expect(application.url).toBe('http://localhost:4010');
    }
    expect(environments.test.hosts.www.url).toBe('https://www.test.asiointi.example');
    expect(environments.stg.hosts.booking.url).toBe('https://ajanvaraus.stg.asiointi.example');
    expect(environments.prod.hosts.www.url).toBe('https://www.asiointi.example');
    expect(environments.prod.hosts.booking.url).toBe('https://ajanvaraus.asiointi.example');
  });

  it('gives every site a client id (R-29)', () => {
    for (const config of Object.values(environments)) {
      const { assets: _assets, ...sites } = config.hosts;
      expect(Object.keys(sites).sort()).toEqual(
        [
          'booking',
          'healthSurvey',
          'messages',
          'myEvents',
          'payments',
          'surveys',
          'visits',
          'webshop',
          'www',
        ].sort(),
      );
      for (const site of Object.values(sites)) {
        expect(site.clientId).not.toBe('');
      }
    }
  });

  it('serves every environment’s assets from the versioned path /v14 (K-22, NS-11)', () => {
    expect(assetVersion).toBe(14);
    for (const name of environmentNames) {
      expect(environments[name].hosts.assets.url, name).toMatch(/^https?:\/\/[^/]+\/v14$/);
    }
  });

  it('defines the asset version in one place (src/app/config/assets.ts)', () => {
    const src = new URL('../../../src/', import.meta.url).pathname;
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(ts|tsx|css)$/.test(file),
    );
    const defining = files.filter((file) =>
      /asset[-_]?version\s*[:=]|\/v14\b/i.test(readFileSync(join(src, file), 'utf8')),
    );
    expect(defining).toEqual([join('app', 'config', 'assets.ts')]);
  });

  it('serves assets from the versioned path /v14/ (K-22, NS-11)', () => {
    expect(environments.prod.hosts.assets.url).toBe('https://assets.asiointi.example/v14');
    expect(environments.stg.hosts.assets.url).toBe('https://assets.stg.asiointi.example/v14');
  });

  it('keeps the self-triage survey, analytics, cookie consent and feedback settings (R-30…R-35)', () => {
    for (const config of deployed) {
      expect(config.selfTriageSurvey.organisation).not.toBe('');
      expect(new URL(config.chatWidget.scriptUrl).origin).toBe(config.chatWidget.origin);
      expect(config.chatWidget.realmId).not.toBe('');
      // Matomo: a site id and the tracker's base URL (matomo.js and matomo.php are under it).
      expect(config.analytics?.id).toMatch(/^\d+$/);
      expect(config.analytics?.url).toMatch(/^https:\/\/analytics\.[a-z.]*asiointi\.example\/$/);
      expect(config.tagManager?.containerId).toMatch(/^GTM-/);
      expect(config.tagManager?.scriptUrl).toBe('https://www.googletagmanager.com/gtm.js');
      expect(config.cookieConsent?.scriptUrl).toBe('https://consent.cookiebot.com/uc.js');
      expect(config.cookieConsent?.domainGroupId).toMatch(/^[0-9a-f-]{36}$/);
      expect(config.tokenAudience).toBe('https://api.asiointi.example');
      expect(config.feedback.serviceTags.length).toBeGreaterThan(0);
      expect(config.feedback.serviceToken).not.toBe('');
    }
    expect(
      environments.prod.feedback.serviceTags.every((tag) => /^[a-z]+:[a-z-]+$/.test(tag)),
    ).toBe(true);
  });

  it('has one customer-service number, to read and to call (NS-07)', () => {
    for (const config of Object.values(environments)) {
      expect(config.customerServicePhone).toEqual({
        display: '010 555 1200',
        tel: '+358105551200',
      });
    }
  });

  it('has the queue ids of each environment (K-40…K-42)', () => {
    expect(environments.prod.queues).toEqual({
      serviceRequest: 5240,
      callRequest: 5471,
      insuranceDefaultQueue: 3,
      childChatTopic: 4,
    });
    expect(environments.stg.queues).toEqual({
      serviceRequest: 4814,
      callRequest: 4815,
      insuranceDefaultQueue: 2,
      childChatTopic: 4,
    });
    for (const name of ['local', 'dev', 'test'] as const) {
      expect(environments[name].queues).toEqual({
        serviceRequest: 2948,
        callRequest: 2950,
        insuranceDefaultQueue: 2,
        childChatTopic: 12,
      });
    }
  });

  it('shows the environment tag everywhere but prod (H-08)', () => {
    expect(environmentNames.filter((name) => showsEnvironmentTag(environments[name]))).toEqual([
      'local',
      'dev',
      'test',
      'stg',
    ]);
  });
});

describe('links to the provider’s sites', () => {
  it('sends an outdated browser to {www}/{lang}/outdated-browser (NS-36)', () => {
    expect(siteLinksOf(environments.prod).outdatedBrowser('sv')).toBe(
      'https://www.asiointi.example/sv/outdated-browser',
    );
    expect(siteLinksOf(environments.dev).outdatedBrowser('fi')).toBe(
      'https://www.test.asiointi.example/fi/outdated-browser',
    );
  });

  it('links each separate application on its own host per environment, locally the stand-ins (H-02, R-64)', () => {
    const linksOf = (name: EnvironmentName) => {
      const links = siteLinksOf(environments[name]);
      return [
        links.myEvents('fi'),
        links.payments('sv'),
        links.messages('en'),
        links.visit('fi', 'V4XK9P'),
      ];
    };
    expect(linksOf('test')).toEqual([
      'https://tapahtumat.test.asiointi.example/fi/asiointi/omat-tapahtumat',
      'https://maksut.test.asiointi.example/sv/e-tjanster/betalning',
      'https://viestit.test.asiointi.example/en/e-services/messages',
      'https://kaynnit.test.asiointi.example/fi/asiointi/omat-ajanvaraukset/V4XK9P',
    ]);
    expect(linksOf('stg')).toEqual([
      'https://tapahtumat.stg.asiointi.example/fi/asiointi/omat-tapahtumat',
      'https://maksut.stg.asiointi.example/sv/e-tjanster/betalning',
      'https://viestit.stg.asiointi.example/en/e-services/messages',
      'https://kaynnit.stg.asiointi.example/fi/asiointi/omat-ajanvaraukset/V4XK9P',
    ]);
    expect(linksOf('prod')).toEqual([
      'https://tapahtumat.asiointi.example/fi/asiointi/omat-tapahtumat',
      'https://maksut.asiointi.example/sv/e-tjanster/betalning',
      'https://viestit.asiointi.example/en/e-services/messages',
      'https://kaynnit.asiointi.example/fi/asiointi/omat-ajanvaraukset/V4XK9P',
    ]);
    // dev has no sites of its own (AMB-03): test's.
    expect(linksOf('dev')).toEqual(linksOf('test'));
    expect(linksOf('local')).toEqual([
      'http://localhost:4010/fi/asiointi/omat-tapahtumat',
      'http://localhost:4010/sv/e-tjanster/betalning',
      'http://localhost:4010/en/e-services/messages',
      'http://localhost:4010/fi/asiointi/omat-ajanvaraukset/V4XK9P',
    ]);
  });

  it('links the main website and booking in the current language (H-02, H-06)', () => {
    expect(siteLinksOf(environments.prod).mainWebsite('en')).toBe(
      'https://www.asiointi.example/en/',
    );
    expect(siteLinksOf(environments.stg).booking('fi')).toBe(
      'https://ajanvaraus.stg.asiointi.example/fi/',
    );
  });
});

describe('the contact-information confirmation (K-11)', () => {
  const confirmed = '2026-03-10T10:00:00+02:00';
  const at = (iso: string) => new Date(iso);

  it('asks in prod a year after the last confirmation, not after a month', () => {
    const { contactInfoUpdateRequestFrequency: frequency } = environments.prod;
    expect(contactConfirmationDue(confirmed, at('2026-04-10T12:00:00+03:00'), frequency)).toBe(
      false,
    );
    expect(contactConfirmationDue(confirmed, at('2027-03-09T23:59:59+02:00'), frequency)).toBe(
      false,
    );
    expect(contactConfirmationDue(confirmed, at('2027-03-10T00:00:00+02:00'), frequency)).toBe(
      true,
    );
  });

  it.each(['local', 'dev', 'test', 'stg'] as const)('asks in %s a month after', (name) => {
    const { contactInfoUpdateRequestFrequency: frequency } = environments[name];
    expect(contactConfirmationDue(confirmed, at('2026-04-09T23:59:59+03:00'), frequency)).toBe(
      false,
    );
    expect(contactConfirmationDue(confirmed, at('2026-04-10T00:00:00+03:00'), frequency)).toBe(
      true,
    );
  });
});
