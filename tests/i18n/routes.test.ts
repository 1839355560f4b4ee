import { describe, expect, it } from 'vitest';
import {
  anchorFor,
  isExternal,
  languages,
  localizedUrl,
  matchPath,
  pathFor,
  resolveLanguage,
  routeBases,
  routes,
  serviceOf,
  services,
  type Language,
  type RouteKey,
} from '../../src/i18n/index.ts';

const routeKeys = Object.keys(routes) as RouteKey[];

/** A valid value for every parameter name the table uses. */
const sampleValues: Record<string, string> = {
  topicId: '12',
  chatId: '2948',
  insuranceProvider: 'if',
  identifier: 'a1b2-c3',
  webCode: 'XK42Q',
};

const paramNames = (path: string): string[] =>
  path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));

function samplePath(language: Language, routeKey: RouteKey): string {
  const params = Object.fromEntries(
    paramNames(routes[routeKey].path.en).map((name) => [name, sampleValues[name] ?? 'x']),
  );
  return (pathFor as (l: Language, k: RouteKey, p: Record<string, string>) => string)(
    language,
    routeKey,
    params,
  );
}

describe('the route table', () => {
  it('has a base per language (R-06)', () => {
    expect(routeBases).toEqual({
      en: '/en/e-services/',
      fi: '/fi/asiointi/',
      sv: '/sv/e-tjanster/',
    });
  });

  it('has the service segments of the spec (R-11…R-24)', () => {
    const segments = Object.fromEntries(
      Object.entries(services).map(([key, service]) => [key, service.segment]),
    );
    expect(segments).toEqual({
      frontpage: { en: '', fi: '', sv: '' },
      // Ours, not the spec's: the accessibility statement (Act 306/2019).
      accessibilityStatement: {
        en: 'accessibility-statement',
        fi: 'saavutettavuusseloste',
        sv: 'tillganglighetsutlatande',
      },
      chat: { en: 'chat', fi: 'chat', sv: 'chatt' },
      coachingPrograms: {
        en: 'coaching-programs',
        fi: 'valmennusohjelmat',
        sv: 'coachningsprogram',
      },
      identification: { en: 'identification', fi: 'tunnistaminen', sv: 'identifiering' },
      messages: { en: 'messages', fi: 'viestit', sv: 'meddelanden' },
      myEvents: { en: 'my-events', fi: 'omat-tapahtumat', sv: 'mina-handelser' },
      myInformation: { en: 'my-information', fi: 'omat-tiedot', sv: 'mina-uppgifter' },
      occupationalHealth: { en: 'occupational-health', fi: 'tyoterveys', sv: 'foretagshalsovard' },
      onboarding: { en: 'onboarding', fi: 'onboarding', sv: 'onboarding' },
      payments: { en: 'payments', fi: 'maksut', sv: 'betalning' },
      exercises: { en: 'exercises', fi: 'harjoitukset', sv: 'ovningar' },
      selfTriage: { en: 'new-symptom', fi: 'uusi-oire', sv: 'nytt-symptom' },
      surveys: { en: 'surveys', fi: 'kyselyt', sv: 'undersokningar' },
      visits: { en: 'visits', fi: 'omat-ajanvaraukset', sv: 'egna-tidsbokningar' },
    });
  });

  it('marks the separate applications as external, so links to them load the page', () => {
    const external = Object.entries(services)
      .filter(([, service]) => service.external)
      .map(([key]) => key)
      .sort();
    expect(external).toEqual([
      'coachingPrograms',
      'exercises',
      'messages',
      'myEvents',
      'occupationalHealth',
      'payments',
      'selfTriage',
      'surveys',
      'visits',
    ]);
    expect(isExternal('messages.main')).toBe(true);
    expect(isExternal('visits.visit')).toBe(true);
    expect(isExternal('chat.topic')).toBe(false);
    expect(isExternal('myInformation.main')).toBe(false);
  });

  it.each(routeKeys)(
    'puts %s under its service segment, with the same parameters in each language',
    (routeKey) => {
      const { service, path } = routes[routeKey];
      for (const language of languages) {
        expect(paramNames(path[language]), language).toEqual(paramNames(path.en));
        const segment = services[service].segment[language];
        // Family-member onboarding sits at the route base (see routes.ts).
        if (!path[language].startsWith('family-members/')) {
          expect(path[language].split('/')[0], language).toBe(segment);
        }
      }
    },
  );

  it.each(languages)('gives every route its own path in %s', (language) => {
    const paths = routeKeys.map((routeKey) => routes[routeKey].path[language]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pathFor and matchPath', () => {
  const everyRoute = routeKeys.flatMap((routeKey) =>
    languages.map((language) => [routeKey, language] as const),
  );

  it.each(everyRoute)('round-trips %s in %s', (routeKey, language) => {
    const path = samplePath(language, routeKey);
    expect(path.startsWith(routeBases[language])).toBe(true);
    const match = matchPath(path);
    expect(match?.routeKey).toBe(routeKey);
    expect(match?.language).toBe(language);
    for (const name of paramNames(routes[routeKey].path.en)) {
      expect((match?.params as Record<string, string> | undefined)?.[name]).toBe(
        sampleValues[name],
      );
    }
    expect(matchPath(`${path.replace(/\/$/, '')}/`)?.routeKey).toBe(routeKey);
  });

  it('builds the shell pages of the spec', () => {
    expect(pathFor('fi', 'frontpage.main')).toBe('/fi/asiointi/');
    expect(pathFor('en', 'identification.logIn')).toBe('/en/e-services/identification/log-in');
    expect(pathFor('fi', 'identification.logIn')).toBe(
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
    );
    expect(pathFor('sv', 'identification.logIn')).toBe('/sv/e-tjanster/identifiering/logga-in');
    expect(pathFor('sv', 'identification.youLoggedOut')).toBe(
      '/sv/e-tjanster/identifiering/du-loggades-ut',
    );
    expect(pathFor('fi', 'identification.timeout')).toBe(
      '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
    );
    expect(pathFor('fi', 'identification.silentRenew')).toBe(
      '/fi/asiointi/tunnistaminen/silent-renew',
    );
    expect(pathFor('sv', 'identification.callback')).toBe('/sv/e-tjanster/identifiering/callback');
    expect(pathFor('en', 'myInformation.updateContactInformation')).toBe(
      '/en/e-services/my-information/update-contact-information',
    );
    expect(pathFor('fi', 'onboarding.principalOnboardingBaseRoute')).toBe(
      '/fi/asiointi/family-members/onboarding',
    );
    expect(pathFor('sv', 'visits.visit', { webCode: 'XK42Q' })).toBe(
      '/sv/e-tjanster/egna-tidsbokningar/XK42Q',
    );
  });

  it('builds the chat routes of the NS-01 detail table', () => {
    expect(pathFor('fi', 'chat.main')).toBe('/fi/asiointi/chat');
    expect(pathFor('sv', 'chat.main')).toBe('/sv/e-tjanster/chatt');
    expect(pathFor('en', 'chat.topic', { topicId: 7 })).toBe('/en/e-services/chat/topic/7');
    expect(pathFor('fi', 'chat.topic', { topicId: 'occupational' })).toBe(
      '/fi/asiointi/chat/aihe/occupational',
    );
    expect(pathFor('sv', 'chat.onDemandByCodeSession', { chatId: 2948 })).toBe(
      '/sv/e-tjanster/chatt/kod/2948/mottagning',
    );
    expect(pathFor('fi', 'chat.onDemand', { chatId: 2948 })).toBe('/fi/asiointi/chat/jono/2948');
    expect(pathFor('en', 'chat.onDemandPreQuestionnaireSurvey', { chatId: 5 })).toBe(
      '/en/e-services/chat/queue/5/symptom-assessment/survey',
    );
    expect(
      pathFor('sv', 'chat.directCompensationEnablingPrincipal', { insuranceProvider: 'if' }),
    ).toBe('/sv/e-tjanster/chatt/direktersattning/if/barn/aktivering');
    expect(pathFor('fi', 'chat.appointmentSession', { identifier: 'a/b' })).toBe(
      '/fi/asiointi/chat/ajanvaraus/a%2Fb/vastaanotto',
    );
  });

  it('checks route parameters at compile time', () => {
    // @ts-expect-error -- chat.topic needs its topicId
    expect(() => pathFor('fi', 'chat.topic')).toThrow(/topicId/);
    // @ts-expect-error -- no such route
    expect(() => pathFor('fi', 'chat.nothing')).toThrow();
  });

  it('decodes parameters', () => {
    expect(matchPath('/fi/asiointi/chat/ajanvaraus/a%2Fb/vastaanotto')).toEqual({
      language: 'fi',
      routeKey: 'chat.appointmentSession',
      params: { identifier: 'a/b' },
    });
  });

  it('matches the route base with or without its trailing slash', () => {
    expect(matchPath('/sv/e-tjanster/')?.routeKey).toBe('frontpage.main');
    expect(matchPath('/sv/e-tjanster')?.routeKey).toBe('frontpage.main');
  });

  it.each([
    ['an unknown page', '/fi/asiointi/ei-ole'],
    ['another language’s segment', '/fi/asiointi/chatt'],
    ['a segment of the wrong language', '/sv/e-tjanster/chat/aihe/12'],
    ['a base of another language', '/fi/e-tjanster/'],
    ['no base at all', '/'],
    ['an insurer other than if (R-53, NS-49)', '/en/e-services/chat/direct-compensation/xyz'],
    ['a chat id that is not a number (R-54)', '/fi/asiointi/chat/jono/abc'],
    ['a topic id that is neither a number nor occupational (R-38)', '/en/e-services/chat/topic/x1'],
    ['an empty parameter', '/fi/asiointi/chat/jono//vastaanotto'],
    ['a broken escape', '/fi/asiointi/chat/ajanvaraus/%E0%A4%A/vastaanotto'],
    ['a sub-page of an external application', '/fi/asiointi/viestit/topics'],
  ])('finds no route for %s', (_case, path) => {
    expect(matchPath(path)).toBeUndefined();
  });
});

describe('resolveLanguage (R-07, AMB-01)', () => {
  it.each([
    ['the language query parameter first', '/fi/asiointi/chat?language=sv', 'sv'],
    ['the path language when the query is not a language', '/en/e-services/?language=de', 'en'],
    ['the first path segment under its base', '/sv/e-tjanster/chatt', 'sv'],
    ['the base without its trailing slash', '/en/e-services', 'en'],
    ['Finnish when the segment does not match the base', '/sv/asiointi/chat', 'fi'],
    ['Finnish outside the bases', '/', 'fi'],
    ['an absolute URL', 'https://asiointi.example/en/e-services/chat/queue/1', 'en'],
  ] as const)('takes %s', (_case, url, language) => {
    expect(resolveLanguage(url)).toBe(language);
  });

  it('takes a URL object', () => {
    expect(resolveLanguage(new URL('https://asiointi.example/sv/e-tjanster/?x=1'))).toBe('sv');
  });
});

describe('serviceOf (R-08)', () => {
  it.each([
    ['/fi/asiointi/', 'frontpage'],
    ['/sv/e-tjanster/chatt/ko/12/mottagning', 'chat'],
    ['/en/e-services/identification/log-in', 'identification'],
    ['/fi/asiointi/family-members/onboarding/consents', 'onboarding'],
    ['/fi/asiointi/viestit/topics/TTH/specialist/9', 'messages'],
    ['/sv/e-tjanster/betalning/my-giftcards/3', 'payments'],
    ['/en/e-services/no-such-service', 'frontpage'],
    ['/elsewhere', 'frontpage'],
  ])('finds the service of %s', (path, service) => {
    expect(serviceOf(path)).toBe(service);
  });
});

describe('localizedUrl, for the language switcher (H-07)', () => {
  it('gives the same chat route with the same parameters in each language', () => {
    const fiUrl = '/fi/asiointi/chat/jono/2948/oirearvio/suostumus';
    expect(localizedUrl(fiUrl, 'sv')).toBe(
      '/sv/e-tjanster/chatt/ko/2948/symptombedomning/samtycke',
    );
    expect(localizedUrl(fiUrl, 'en')).toBe(
      '/en/e-services/chat/queue/2948/symptom-assessment/consent',
    );
    expect(localizedUrl(fiUrl, 'fi')).toBe(fiUrl);
  });

  it.each(routeKeys.flatMap((routeKey) => languages.map((to) => [routeKey, to] as const)))(
    'maps %s to %s and back',
    (routeKey, to) => {
      const from = samplePath('fi', routeKey);
      const there = localizedUrl(from, to);
      expect(there).toBe(samplePath(to, routeKey));
      expect(localizedUrl(there, 'fi')).toBe(from);
    },
  );

  it('keeps the query and the hash', () => {
    expect(
      localizedUrl('/fi/asiointi/chat/jono/12?selfTriageId=abc&selectChildFor=12#x', 'en'),
    ).toBe('/en/e-services/chat/queue/12?selfTriageId=abc&selectChildFor=12#x');
  });

  it('drops a language query parameter, which would override the new path', () => {
    expect(localizedUrl('/fi/asiointi/chat/aihe/3?language=fi&returnTo=%2F', 'sv')).toBe(
      '/sv/e-tjanster/chatt/amne/3?returnTo=%2F',
    );
    expect(localizedUrl('/fi/asiointi/chat?language=fi', 'en')).toBe('/en/e-services/chat');
  });

  it('translates a localized section id in the hash', () => {
    expect(localizedUrl('/fi/asiointi/chat#aihealueet', 'sv')).toBe(
      `/sv/e-tjanster/chatt#${encodeURIComponent('ämnesområden')}`,
    );
    expect(localizedUrl('/sv/e-tjanster/chatt#%C3%A4mnesomr%C3%A5den', 'en')).toBe(
      '/en/e-services/chat#topics',
    );
    expect(localizedUrl('/en/e-services/my-information#kela-card', 'fi')).toBe(
      '/fi/asiointi/omat-tiedot#kela-kortti',
    );
    expect(anchorFor('sv', 'myInformation.main', 'consents')).toBe('samtycken');
    expect(anchorFor('fi', 'chat.main', 'topics')).toBe('aihealueet');
  });

  it('accepts an absolute URL and answers with a path', () => {
    expect(localizedUrl(new URL('https://asiointi.example/en/e-services/chat/code'), 'fi')).toBe(
      '/fi/asiointi/chat/koodi',
    );
  });

  it('sends an unknown path to the front page of the target language', () => {
    expect(localizedUrl('/fi/asiointi/ei-ole?x=1#y', 'sv')).toBe('/sv/e-tjanster/');
    expect(localizedUrl('/', 'en')).toBe('/en/e-services/');
  });
});
