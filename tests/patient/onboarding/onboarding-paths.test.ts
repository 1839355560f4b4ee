import { describe, expect, it } from 'vitest';
import { languages, pathFor, routes, type RouteKey } from '../../../src/i18n/index.ts';
import {
  isExemptFromOnboardingRedirect,
  onboardingRedirectPath,
  safeReturnPath,
  withPatientConfirmation,
} from '../../../src/patient/onboarding/onboarding-paths.ts';

const origin = 'https://asiointi.example';

describe('the redirect into onboarding (NS-38)', () => {
  it('carries the whole current location, encoded', () => {
    expect(onboardingRedirectPath('fi', '/fi/asiointi/omat-tiedot?x=1&y=a b#suostumukset')).toBe(
      '/fi/asiointi/onboarding?redirectTo=%2Ffi%2Fasiointi%2Fomat-tiedot%3Fx%3D1%26y%3Da%20b%23suostumukset',
    );
  });

  it('is in the language of the page', () => {
    expect(onboardingRedirectPath('sv', '/sv/e-tjanster/')).toBe(
      '/sv/e-tjanster/onboarding?redirectTo=%2Fsv%2Fe-tjanster%2F',
    );
    expect(onboardingRedirectPath('en', '/en/e-services/chat')).toMatch(
      /^\/en\/e-services\/onboarding\?redirectTo=/,
    );
  });

  it('decodes back to the same location', () => {
    const current = '/fi/asiointi/chat/jono/12?selectChildFor=12#top';
    const url = new URL(onboardingRedirectPath('fi', current), origin);
    expect(url.searchParams.get('redirectTo')).toBe(current);
    expect(safeReturnPath(url.searchParams.get('redirectTo'), origin, 'fi')).toBe(current);
  });
});

describe('pages the redirect leaves alone (P-35)', () => {
  const keys = Object.keys(routes) as RouteKey[];
  const exemptKeys = keys.filter(
    (key) => key.startsWith('onboarding.') || key.startsWith('identification.'),
  );

  it.each(languages)('every onboarding and identification page in %s', (language) => {
    for (const key of exemptKeys) {
      expect(isExemptFromOnboardingRedirect(pathFor(language, key as 'onboarding.main')), key).toBe(
        true,
      );
    }
  });

  it('covers the callback, login, logged-out and timeout pages by name', () => {
    expect(exemptKeys).toEqual(
      expect.arrayContaining([
        'identification.callback',
        'identification.logIn',
        'identification.youLoggedOut',
        'identification.timeout',
        'onboarding.main',
        'onboarding.principalContactInfo',
        'onboarding.principalConsents',
      ]),
    );
  });

  it.each([
    '/fi/asiointi/',
    '/fi/asiointi/omat-tiedot',
    '/sv/e-tjanster/chatt',
    '/en/e-services/no-such-page',
  ])('but not %s', (path) => {
    expect(isExemptFromOnboardingRedirect(path)).toBe(false);
  });
});

describe('where onboarding leads (NS-38, P-36)', () => {
  it.each([
    [null, '/fi/asiointi/'],
    ['', '/fi/asiointi/'],
    ['https://evil.example/fi/asiointi/', '/fi/asiointi/'],
    ['//evil.example', '/fi/asiointi/'],
    ['/\\evil.example', '/fi/asiointi/'],
    ['javascript:alert(1)', '/fi/asiointi/'],
    ['/fi/asiointi/omat-tiedot#suostumukset', '/fi/asiointi/omat-tiedot#suostumukset'],
  ])('%j goes to %s', (value, expected) => {
    expect(safeReturnPath(value, origin, 'fi')).toBe(expected);
  });

  it('defaults to the front page of the language', () => {
    expect(safeReturnPath(null, origin, 'en')).toBe('/en/e-services/');
  });

  it('adds showPatientConfirmation=1 to the query, keeping the rest and the hash', () => {
    expect(withPatientConfirmation('/fi/asiointi/')).toBe(
      '/fi/asiointi/?showPatientConfirmation=1',
    );
    expect(withPatientConfirmation('/fi/asiointi/chat/jono/12?a=1#top')).toBe(
      '/fi/asiointi/chat/jono/12?a=1&showPatientConfirmation=1#top',
    );
  });
});
