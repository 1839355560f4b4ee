import type { ContractName } from '../../api/index.ts';
import type { ContactInfoUpdateRequestFrequency } from '../../my-information/contact-confirmation/index.ts';
import { versionedAssetsUrl } from './assets.ts';
import { customerServicePhone, type CustomerServicePhone } from './customer-service-phone.ts';
import type { EnvironmentName } from './environment-name.ts';
import { prodQueueIds, stgQueueIds, testQueueIds, type QueueIds } from './queue-ids.ts';

export { environmentNames, isEnvironmentName, type EnvironmentName } from './environment-name.ts';

/** A site the portal links to or frames, with the portal's client id there (R-29). */
export interface Site {
  /** Origin and path without a trailing slash (NS-04). */
  url: string;
  clientId: string;
}

/** The provider's other sites (R-29, NS-04) and the assets host (NS-11). */
export interface Hosts {
  www: Site;
  /** The booking application, a separate host (R-02). */
  booking: Site;
  /**
   * The separate applications of the service menu and the visit page (H-02, R-64), each on its
   * own host: the link is the host and the route's path in the language (`pathFor`). PROPOSAL:
   * the host names (the spec says only "a host per environment").
   */
  myEvents: Site;
  payments: Site;
  messages: Site;
  visits: Site;
  webshop: Site;
  surveys: Site;
  healthSurvey: Site;
  /** Already carries the versioned path (`versionedAssetsUrl`): `{host}/v{assetVersion}`. */
  assets: { url: string };
}

/** One environment's configuration (NS-04). */
export interface EnvironmentConfig {
  name: EnvironmentName;
  /** Base URL of each contract; `local` reaches the mock stack same-origin under `/api/`. */
  apis: Record<ContractName, string>;
  /** The API gateway subscription key (NS-15); public by nature, it identifies the app. */
  subscriptionKey: string;
  hosts: Hosts;
  /** The self-triage symptoms survey (R-30); frame messages are accepted from `url`'s origin. */
  selfTriageSurvey: { organisation: string; url: string };
  /**
   * The third-party chat widget of the session page (Q-43): its `origin` and pinned `scriptUrl`,
   * which only the chat host page (`hostUrl`, an origin of its own) loads and runs, the realm
   * (`ninchatRealmId`) and the site config's name (`siteConfig`). Proposal: hosts per environment.
   */
  chatWidget: {
    origin: string;
    scriptUrl: string;
    /** The portal's chat host page, on an origin of its own: it runs the widget's script. */
    hostUrl: string;
    realmId: string;
    siteConfig: string;
  };
  /** The help guide the session page's info button opens in a frame (Q-42); `?lang=` is added. */
  helpGuide: { url: string };
  /**
   * R-31's "analytics id and url": the web-analytics queue's (Matomo's) site id and the base URL
   * of its tracker (`matomo.js`, `matomo.php`), ending in `/`. Loaded only after consent
   * (docs/analytics.md); null where no analytics run.
   */
  analytics: { id: string; url: string } | null;
  /**
   * The tag manager (B-19): its container id and `gtm.js` (loaded as `gtm.js?id=<container>`),
   * only after consent; null where none loads.
   */
  tagManager: { containerId: string; scriptUrl: string } | null;
  /**
   * R-32, NS-44: the cookie-consent platform, Cookiebot: its `uc.js` and the domain group id the
   * script tag carries as `data-cbid`; loaded on every page. Null where none loads.
   */
  cookieConsent: { scriptUrl: string; domainGroupId: string } | null;
  /** The sign-in provider: authority and client id (R-33). */
  auth: { authority: string; clientId: string };
  /** `audience` of the token exchange (R-34). */
  tokenAudience: string;
  /**
   * Operations served from a base of their own (AMB-12, NS-04): the on-behalf-of v1 service and
   * the customer-info v2 consents. Locally the mock stack serves them under their contract.
   */
  operationBases: Readonly<Record<string, string>>;
  /**
   * The add-principal authorization page (P-22, C-45): Suomi.fi e-Authorizations in production
   * (PROPOSAL: host per environment), the mock stack's local page locally.
   */
  addPrincipal: { authorizeUrl: string; clientId: string };
  /**
   * The feedback service (R-35, NS-22): tags added to every submission, and the service's own
   * bearer token (never the patient's). Its base URL is `apis.feedback`.
   */
  feedback: { serviceTags: readonly string[]; serviceToken: string };
  /**
   * PROPOSAL (no requirement names one): where browsers send Content-Security-Policy violation
   * reports (the production headers' `report-to`/`report-uri`, scripts/hosting/security-headers.ts). Locally
   * the mock stack's telemetry stand-in takes them and shows them with the telemetry.
   */
  cspReports: { url: string };
  customerServicePhone: CustomerServicePhone;
  /** K-40…K-42 */
  queues: QueueIds;
  /**
   * K-11, NS-24: how old `contactInfoVerifiedAt` may be before a main user is asked to confirm
   * the contact information; a month in test, dev and stg (and locally, AMB-03), a year in prod.
   */
  contactInfoUpdateRequestFrequency: ContactInfoUpdateRequestFrequency;
  /** Local mock stack only: developers may force answers with `Prefer` (docs/mock-stack.md). */
  mockStack: boolean;
  /**
   * K-12, NS-25 (PROPOSAL: off everywhere until the visits team opens check-in on the web): the
   * web's self check-in, joining a booked appointment from 30 minutes before its start. In the
   * native app the host's `supportedFeatures` (`selfCheckIn`) turns it on.
   */
  selfCheckIn: boolean;
}

const gatewayApis = (host: string): Record<ContractName, string> => ({
  'chat-v4': `https://${host}/chat-v4`,
  payments: `https://${host}/payments/v1`,
  'self-triage': `https://${host}/self-triage/v1`,
  patient: `https://${host}/patient/v1`,
  identity: `https://${host}/identity`,
  'app-events': `https://${host}/app-events-api/v1`,
  feedback: `https://${host.replace(/^api\./, 'feedback.')}/v1`,
  maintenance: `https://${host.replace(/^api\./, 'online.')}`,
});

/** `www` → `https://www.asiointi.example` in prod, `https://www.test.asiointi.example` in test. */
const hostUrl = (name: string, environment: 'test' | 'stg' | 'prod'): string =>
  `https://${name}${environment === 'prod' ? '' : `.${environment}`}.asiointi.example`;

const site = (name: string, environment: 'test' | 'stg' | 'prod'): Site => ({
  url: hostUrl(name, environment),
  clientId: 'asiointi-web',
});

/** Header and footer hosts exist for test, stg and prod; local and dev use test's (NS-20). */
const hostsOf = (environment: 'test' | 'stg' | 'prod'): Hosts => ({
  www: site('www', environment),
  booking: site('ajanvaraus', environment),
  myEvents: site('tapahtumat', environment),
  payments: site('maksut', environment),
  messages: site('viestit', environment),
  visits: site('kaynnit', environment),
  webshop: site('verkkokauppa', environment),
  surveys: site('kyselyt', environment),
  healthSurvey: site('terveyskysely', environment),
  assets: { url: versionedAssetsUrl(hostUrl('assets', environment)) },
});

const thirdParties = (environment: 'test' | 'stg' | 'prod') => ({
  selfTriageSurvey: {
    organisation:
      environment === 'prod' ? 'terveyspalvelu-kaiku' : `terveyspalvelu-kaiku-${environment}`,
    url: hostUrl('oirekysely', environment),
  },
  // Ninchat documents one unversioned script URL; a hosted fixed copy would take its place
  // together with an SRI hash (docs/hosting.md, "The chat host origin").
  chatWidget: {
    origin: 'https://ninchat.com',
    scriptUrl: 'https://ninchat.com/js/embed2.min.js',
    realmId: environment === 'prod' ? 'kaiku' : `kaiku-${environment}`,
    siteConfig: `asiointi-${environment}`,
  },
  helpGuide: { url: `${hostUrl('www', environment)}/etavastaanotto/ohje` },
  // Proposal: one Matomo site per environment, on the provider's own analytics host.
  analytics: {
    id: { test: '3', stg: '2', prod: '1' }[environment],
    url: `${hostUrl('analytics', environment)}/`,
  },
  tagManager: {
    containerId: `GTM-KAIKU${environment.toUpperCase()}`,
    scriptUrl: 'https://www.googletagmanager.com/gtm.js',
  },
  // Proposal: the provider's Cookiebot account gives the domain group id (the zero id is a
  // placeholder until it does).
  cookieConsent: {
    scriptUrl: 'https://consent.cookiebot.com/uc.js',
    domainGroupId: '00000000-0000-0000-0000-000000000000',
  },
});

const shared = {
  auth: { clientId: 'asiointi-web' },
  tokenAudience: 'https://api.asiointi.example',
  customerServicePhone,
  feedback: { serviceTags: ['product:asiointi', 'channel:web'] },
} as const;

const deployed = (name: Exclude<EnvironmentName, 'local'>): EnvironmentConfig => {
  const suffix = name === 'prod' ? '' : `.${name}`;
  // dev has no sites of its own (AMB-03): it borrows test's.
  const sites = name === 'dev' ? 'test' : name;
  const queues = { prod: prodQueueIds, stg: stgQueueIds, test: testQueueIds }[sites];
  const third = thirdParties(sites);
  return {
    name,
    apis: gatewayApis(`api${suffix}.asiointi.example`),
    subscriptionKey: `asiointi-web-${name}`,
    hosts: hostsOf(sites),
    ...third,
    // The chat host is the portal's own page, framed by this environment's portal only: dev has
    // one of its own even where it borrows test's third parties.
    chatWidget: {
      ...third.chatWidget,
      hostUrl: `https://chat-host${suffix}.asiointi.example/chat-host`,
    },
    auth: { ...shared.auth, authority: `https://tunnistus${suffix}.asiointi.example` },
    tokenAudience: shared.tokenAudience,
    operationBases: {
      getOnBehalfOfToken: `https://api${suffix}.asiointi.example/on-behalf-of/v1`,
      listCustomerInfoConsents: `https://api${suffix}.asiointi.example/customer-info/v2`,
      updateCustomerInfoConsents: `https://api${suffix}.asiointi.example/customer-info/v2`,
    },
    addPrincipal: {
      authorizeUrl: `https://valtuudet${suffix}.asiointi.example/oauth/authorize`,
      clientId: shared.auth.clientId,
    },
    feedback: { ...shared.feedback, serviceToken: `asiointi-feedback-${name}` },
    cspReports: { url: `https://csp-reports${suffix}.asiointi.example/v1/reports` },
    customerServicePhone: shared.customerServicePhone,
    queues,
    contactInfoUpdateRequestFrequency: name === 'prod' ? 'year' : 'month',
    mockStack: false,
    selfCheckIn: false,
  };
};

/** The mock gateway, which serves local stand-ins of the separate applications. */
const localStandIn: Site = { url: 'http://localhost:4010', clientId: 'asiointi-web' };

const local: EnvironmentConfig = {
  name: 'local',
  apis: {
    'chat-v4': '/api/chat-v4',
    payments: '/api/payments',
    'self-triage': '/api/self-triage',
    patient: '/api/patient',
    identity: '/api/identity',
    'app-events': '/api/app-events',
    feedback: '/api/feedback',
    maintenance: '/api/maintenance',
  },
  subscriptionKey: 'asiointi-web-local',
  // The menu's separate applications and the visit page are the mock stack's stand-in pages
  // (docs/mock-stack.md); the provider's other sites are test's (NS-20).
  hosts: {
    ...hostsOf('test'),
    myEvents: localStandIn,
    payments: localStandIn,
    messages: localStandIn,
    visits: localStandIn,
  },
  // The mock stack serves a local symptoms survey, a local chat widget and local stand-ins of the
  // consent platform, the tag manager and Matomo, each on an origin of its own as the real third
  // parties are.
  selfTriageSurvey: {
    organisation: 'terveyspalvelu-kaiku-local',
    url: 'http://localhost:4020/symptoms-survey',
  },
  chatWidget: {
    origin: 'http://localhost:4010',
    scriptUrl: 'http://localhost:4010/chat-widget/js/embed2.min.js',
    hostUrl: 'http://localhost:4030/chat-host',
    realmId: 'kaiku-local',
    siteConfig: 'asiointi-local',
  },
  helpGuide: { url: 'http://localhost:4010/chat-widget/help-guide' },
  analytics: { id: '1', url: 'http://localhost:4050/' },
  tagManager: { containerId: 'GTM-LOCAL', scriptUrl: 'http://localhost:4050/gtm.js' },
  cookieConsent: {
    scriptUrl: 'http://localhost:4050/uc.js',
    domainGroupId: '00000000-0000-0000-0000-000000000000',
  },
  auth: { ...shared.auth, authority: 'http://localhost:4000' },
  tokenAudience: shared.tokenAudience,
  operationBases: {},
  // The mock stack's own authorization page, where the tester picks a child or cancels.
  addPrincipal: {
    authorizeUrl: 'http://localhost:4010/add-principal/authorize',
    clientId: shared.auth.clientId,
  },
  feedback: { ...shared.feedback, serviceToken: 'asiointi-feedback-local' },
  // The mock stack's stand-in (mock-server/telemetry/telemetry-ingestion.ts), which shows them.
  cspReports: { url: 'http://localhost:4040/csp-reports' },
  customerServicePhone: shared.customerServicePhone,
  queues: testQueueIds,
  contactInfoUpdateRequestFrequency: 'month',
  mockStack: true,
  selfCheckIn: false,
};

export const environments: Readonly<Record<EnvironmentName, EnvironmentConfig>> = {
  local,
  dev: deployed('dev'),
  test: deployed('test'),
  stg: deployed('stg'),
  prod: deployed('prod'),
};

/** The scripts an environment loads for analytics, as their tags' `src` (after consent). */
export const analyticsScriptUrls = (
  config: Pick<EnvironmentConfig, 'analytics' | 'tagManager'>,
): { matomo: string | null; tagManager: string | null } => ({
  matomo: config.analytics ? `${config.analytics.url}matomo.js` : null,
  tagManager: config.tagManager
    ? `${config.tagManager.scriptUrl}?id=${encodeURIComponent(config.tagManager.containerId)}`
    : null,
});

/** Non-production environments show an environment tag in the header (H-08). */
export const showsEnvironmentTag = (environment: EnvironmentConfig): boolean =>
  environment.name !== 'prod';
