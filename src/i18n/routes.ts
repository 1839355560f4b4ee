import type { Language } from './languages.ts';

type PerLanguage = Readonly<Record<Language, string>>;

/** The route base of each language. */
export const routeBases = {
  en: '/en/e-services/',
  fi: '/fi/asiointi/',
  sv: '/sv/e-tjanster/',
} as const satisfies PerLanguage;

interface ServiceDefinition {
  /** The first path segment after the route base (R-11…R-24). */
  segment: PerLanguage;
  /** A separate application under the same route base: link to it with a full page load. */
  external: boolean;
}

/**
 * The service areas named by the routes (R-01, R-11…R-24). The areas 001 lists as "other service
 * areas (paths only)" and exercises are separate applications; self-triage is one of them (AMB-28:
 * its chat pre-questionnaire lives under the chat routes instead).
 */
export const services = {
  frontpage: { segment: { en: '', fi: '', sv: '' }, external: false },
  /** Proposal: the spec names no such area; the statement (Act 306/2019) is a page of its own. */
  accessibilityStatement: {
    segment: {
      en: 'accessibility-statement',
      fi: 'saavutettavuusseloste',
      sv: 'tillganglighetsutlatande',
    },
    external: false,
  },
  chat: { segment: { en: 'chat', fi: 'chat', sv: 'chatt' }, external: false },
  coachingPrograms: {
    segment: { en: 'coaching-programs', fi: 'valmennusohjelmat', sv: 'coachningsprogram' },
    external: true,
  },
  identification: {
    segment: { en: 'identification', fi: 'tunnistaminen', sv: 'identifiering' },
    external: false,
  },
  messages: { segment: { en: 'messages', fi: 'viestit', sv: 'meddelanden' }, external: true },
  myEvents: {
    segment: { en: 'my-events', fi: 'omat-tapahtumat', sv: 'mina-handelser' },
    external: true,
  },
  myInformation: {
    segment: { en: 'my-information', fi: 'omat-tiedot', sv: 'mina-uppgifter' },
    external: false,
  },
  occupationalHealth: {
    segment: { en: 'occupational-health', fi: 'tyoterveys', sv: 'foretagshalsovard' },
    external: true,
  },
  onboarding: {
    segment: { en: 'onboarding', fi: 'onboarding', sv: 'onboarding' },
    external: false,
  },
  payments: { segment: { en: 'payments', fi: 'maksut', sv: 'betalning' }, external: true },
  exercises: { segment: { en: 'exercises', fi: 'harjoitukset', sv: 'ovningar' }, external: true },
  selfTriage: {
    segment: { en: 'new-symptom', fi: 'uusi-oire', sv: 'nytt-symptom' },
    external: true,
  },
  surveys: { segment: { en: 'surveys', fi: 'kyselyt', sv: 'undersokningar' }, external: true },
  visits: {
    segment: { en: 'visits', fi: 'omat-ajanvaraukset', sv: 'egna-tidsbokningar' },
    external: true,
  },
} as const satisfies Record<string, ServiceDefinition>;

export type ServiceKey = keyof typeof services;

export interface RouteDefinition {
  service: ServiceKey;
  /** The path after the route base, per language; `:name` is a parameter, same names in each. */
  path: PerLanguage;
  /** Values a parameter must have for the path to match; anything else is not found. */
  accepts?: Readonly<Record<string, RegExp>>;
  /** In-page sections selected by the URL hash, with their localized ids. */
  anchors?: Readonly<Record<string, PerLanguage>>;
}

const same = <const P extends string>(path: P) => ({ en: path, fi: path, sv: path }) as const;

const numericId = /^\d+$/;

/**
 * Every page of the portal, by route key. Chat paths follow the NS-01 detail table. Family-member
 * onboarding sits at the route base, not under `chat/`: it is the shell's flow (000 §2 gives its
 * base path), reached from the principal modal on any page.
 */
export const routes = {
  'frontpage.main': { service: 'frontpage', path: same('') },
  /** Proposal: the accessibility statement (Act 306/2019) is a page of the portal itself. */
  'accessibilityStatement.main': {
    service: 'accessibilityStatement',
    path: {
      en: 'accessibility-statement',
      fi: 'saavutettavuusseloste',
      sv: 'tillganglighetsutlatande',
    },
  },

  'chat.main': {
    service: 'chat',
    path: { en: 'chat', fi: 'chat', sv: 'chatt' },
    anchors: { topics: { en: 'topics', fi: 'aihealueet', sv: 'ämnesområden' } },
  },
  'chat.topic': {
    service: 'chat',
    path: { en: 'chat/topic/:topicId', fi: 'chat/aihe/:topicId', sv: 'chatt/amne/:topicId' },
    accepts: { topicId: /^(\d+|occupational)$/ },
  },
  'chat.login': {
    service: 'chat',
    path: { en: 'chat/login', fi: 'chat/kirjaudu', sv: 'chatt/logga-in' },
  },
  'chat.directCompensationEnabling': {
    service: 'chat',
    path: {
      en: 'chat/direct-compensation/:insuranceProvider',
      fi: 'chat/suorakorvaus/:insuranceProvider',
      sv: 'chatt/direktersattning/:insuranceProvider',
    },
    accepts: { insuranceProvider: /^if$/ },
  },
  'chat.directCompensationPrincipalSelection': {
    service: 'chat',
    path: {
      en: 'chat/direct-compensation/:insuranceProvider/child',
      fi: 'chat/suorakorvaus/:insuranceProvider/lapsi',
      sv: 'chatt/direktersattning/:insuranceProvider/barn',
    },
    accepts: { insuranceProvider: /^if$/ },
  },
  'chat.directCompensationEnablingPrincipal': {
    service: 'chat',
    path: {
      en: 'chat/direct-compensation/:insuranceProvider/child/enabling',
      fi: 'chat/suorakorvaus/:insuranceProvider/lapsi/kayttoonotto',
      sv: 'chatt/direktersattning/:insuranceProvider/barn/aktivering',
    },
    accepts: { insuranceProvider: /^if$/ },
  },
  'chat.onDemandByCode': {
    service: 'chat',
    path: { en: 'chat/code', fi: 'chat/koodi', sv: 'chatt/kod' },
  },
  'chat.onDemandByCodeSession': {
    service: 'chat',
    path: {
      en: 'chat/code/:chatId/reception',
      fi: 'chat/koodi/:chatId/vastaanotto',
      sv: 'chatt/kod/:chatId/mottagning',
    },
    accepts: { chatId: numericId },
  },
  // The single chat info page is the queue page (NS-01, AMB-29).
  'chat.onDemand': {
    service: 'chat',
    path: { en: 'chat/queue/:chatId', fi: 'chat/jono/:chatId', sv: 'chatt/ko/:chatId' },
    accepts: { chatId: numericId },
  },
  'chat.onDemandSession': {
    service: 'chat',
    path: {
      en: 'chat/queue/:chatId/reception',
      fi: 'chat/jono/:chatId/vastaanotto',
      sv: 'chatt/ko/:chatId/mottagning',
    },
    accepts: { chatId: numericId },
  },
  'chat.onDemandPreQuestionnaire': {
    service: 'chat',
    path: {
      en: 'chat/queue/:chatId/symptom-assessment',
      fi: 'chat/jono/:chatId/oirearvio',
      sv: 'chatt/ko/:chatId/symptombedomning',
    },
    accepts: { chatId: numericId },
  },
  'chat.onDemandPreQuestionnaireConsent': {
    service: 'chat',
    path: {
      en: 'chat/queue/:chatId/symptom-assessment/consent',
      fi: 'chat/jono/:chatId/oirearvio/suostumus',
      sv: 'chatt/ko/:chatId/symptombedomning/samtycke',
    },
    accepts: { chatId: numericId },
  },
  'chat.onDemandPreQuestionnaireSurvey': {
    service: 'chat',
    path: {
      en: 'chat/queue/:chatId/symptom-assessment/survey',
      fi: 'chat/jono/:chatId/oirearvio/kysely',
      sv: 'chatt/ko/:chatId/symptombedomning/enkat',
    },
    accepts: { chatId: numericId },
  },
  'chat.appointmentSession': {
    service: 'chat',
    path: {
      en: 'chat/appointment/:identifier/reception',
      fi: 'chat/ajanvaraus/:identifier/vastaanotto',
      sv: 'chatt/tidsbokning/:identifier/mottagning',
    },
  },

  'identification.logIn': {
    service: 'identification',
    path: {
      en: 'identification/log-in',
      fi: 'tunnistaminen/kirjaudu-sisaan',
      sv: 'identifiering/logga-in',
    },
  },
  'identification.youLoggedOut': {
    service: 'identification',
    path: {
      en: 'identification/you-logged-out',
      fi: 'tunnistaminen/kirjauduit-ulos',
      sv: 'identifiering/du-loggades-ut',
    },
  },
  'identification.timeout': {
    service: 'identification',
    path: {
      en: 'identification/you-were-logged-out',
      fi: 'tunnistaminen/sinut-kirjattiin-ulos',
      sv: 'identifiering/du-ar-utloggad',
    },
  },
  // Sign-in callbacks: users never see them, so the last segment is not localized (NS-05).
  'identification.callback': {
    service: 'identification',
    path: {
      en: 'identification/callback',
      fi: 'tunnistaminen/callback',
      sv: 'identifiering/callback',
    },
  },
  'identification.silentRenew': {
    service: 'identification',
    path: {
      en: 'identification/silent-renew',
      fi: 'tunnistaminen/silent-renew',
      sv: 'identifiering/silent-renew',
    },
  },

  'myInformation.main': {
    service: 'myInformation',
    path: { en: 'my-information', fi: 'omat-tiedot', sv: 'mina-uppgifter' },
    anchors: {
      familyMembers: { en: 'family-members', fi: 'perheenjasenet', sv: 'familjemedlemmar' },
      kelaCard: { en: 'kela-card', fi: 'kela-kortti', sv: 'fpa-kort' },
      payments: { en: 'payments', fi: 'maksut', sv: 'betalningar' },
      insurance: { en: 'insurance', fi: 'vakuutukset', sv: 'forsakringar' },
      consents: { en: 'consents', fi: 'suostumukset', sv: 'samtycken' },
    },
  },
  'myInformation.updateContactInformation': {
    service: 'myInformation',
    path: {
      en: 'my-information/update-contact-information',
      fi: 'omat-tiedot/paivita-yhteystiedot',
      sv: 'mina-uppgifter/uppdatera-kontaktuppgifter',
    },
  },

  'onboarding.main': { service: 'onboarding', path: same('onboarding') },
  // 000 gives these paths without per-language variants (P-28).
  'onboarding.principalOnboardingBaseRoute': {
    service: 'onboarding',
    path: same('family-members/onboarding'),
  },
  'onboarding.principalContactInfo': {
    service: 'onboarding',
    path: same('family-members/onboarding/contact-details'),
  },
  'onboarding.principalConsents': {
    service: 'onboarding',
    path: same('family-members/onboarding/consents'),
  },

  // Separate applications: the portal only links to them (`external`).
  'coachingPrograms.main': {
    service: 'coachingPrograms',
    path: { en: 'coaching-programs', fi: 'valmennusohjelmat', sv: 'coachningsprogram' },
  },
  'messages.main': {
    service: 'messages',
    path: { en: 'messages', fi: 'viestit', sv: 'meddelanden' },
  },
  'myEvents.main': {
    service: 'myEvents',
    path: { en: 'my-events', fi: 'omat-tapahtumat', sv: 'mina-handelser' },
  },
  'occupationalHealth.main': {
    service: 'occupationalHealth',
    path: { en: 'occupational-health', fi: 'tyoterveys', sv: 'foretagshalsovard' },
  },
  'payments.main': {
    service: 'payments',
    path: { en: 'payments', fi: 'maksut', sv: 'betalning' },
  },
  'exercises.main': {
    service: 'exercises',
    path: { en: 'exercises', fi: 'harjoitukset', sv: 'ovningar' },
  },
  'selfTriage.main': {
    service: 'selfTriage',
    path: { en: 'new-symptom', fi: 'uusi-oire', sv: 'nytt-symptom' },
  },
  'surveys.main': {
    service: 'surveys',
    path: { en: 'surveys', fi: 'kyselyt', sv: 'undersokningar' },
  },
  'visits.main': {
    service: 'visits',
    path: { en: 'visits', fi: 'omat-ajanvaraukset', sv: 'egna-tidsbokningar' },
  },
  // Where the appointment route sends a booked visit (R-64, AMB-30).
  'visits.visit': {
    service: 'visits',
    path: {
      en: 'visits/:webCode',
      fi: 'omat-ajanvaraukset/:webCode',
      sv: 'egna-tidsbokningar/:webCode',
    },
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters of a route, by name, as they come out of a URL (R-54: the caller parses ids). */
export type RouteParams<K extends RouteKey> = Record<
  ParamNames<(typeof routes)[K]['path']['en']>,
  string
>;

/** The anchors (hash-selected sections) a route has. */
export type AnchorName<K extends RouteKey> = (typeof routes)[K] extends {
  anchors: infer A;
}
  ? keyof A & string
  : never;
