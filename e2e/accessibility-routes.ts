import type { RouteKey } from '../src/i18n/routes.ts';

/** Who visits a route in the accessibility sweep. */
export type Visitor = 'visitor' | 'laura' | 'lauraForEetu' | 'sanna';

/** A route the sweep visits in fi, sv and en as each of `as`, and runs axe on. */
export interface SweptRoute {
  route: RouteKey;
  params?: Record<string, string>;
  as: readonly Visitor[];
}

/**
 * A route the sweep does not visit itself, with the spec that checks it with axe and why: the
 * page needs a state the sweep's walk cannot reach by address (a frame of another origin, a person
 * without a profile, a step that follows another), or it is no page at all.
 */
export interface RouteCheckedElsewhere {
  route: RouteKey;
  /** The spec file in e2e/ that visits the route and runs axe on it (none when it is no page). */
  spec: string | null;
  why: string;
}

/**
 * Every route of the portal (src/i18n/routes.ts) that is not another application's: swept here,
 * or checked elsewhere. tests/e2e/accessibility-routes.test.ts fails when a route is in neither
 * list, so an area that lands later adds its routes here.
 */
export const sweptRoutes: readonly SweptRoute[] = [
  { route: 'frontpage.main', as: ['visitor', 'laura', 'lauraForEetu'] },
  { route: 'accessibilityStatement.main', as: ['visitor'] },
  { route: 'chat.main', as: ['visitor', 'laura', 'lauraForEetu', 'sanna'] },
  { route: 'chat.topic', params: { topicId: '10' }, as: ['visitor', 'laura', 'lauraForEetu'] },
  { route: 'chat.topic', params: { topicId: 'occupational' }, as: ['sanna'] },
  { route: 'chat.onDemand', params: { chatId: '3012' }, as: ['visitor', 'laura'] },
  { route: 'chat.onDemandByCode', as: ['laura'] },
  { route: 'chat.directCompensationEnabling', params: { insuranceProvider: 'if' }, as: ['laura'] },
  {
    route: 'chat.directCompensationPrincipalSelection',
    params: { insuranceProvider: 'if' },
    as: ['laura'],
  },
  { route: 'chat.onDemandPreQuestionnaire', params: { chatId: '3101' }, as: ['sanna'] },
  { route: 'chat.onDemandPreQuestionnaireConsent', params: { chatId: '3101' }, as: ['sanna'] },
  { route: 'identification.logIn', as: ['visitor'] },
  { route: 'identification.youLoggedOut', as: ['visitor'] },
  { route: 'identification.timeout', as: ['visitor'] },
  { route: 'myInformation.main', as: ['laura', 'lauraForEetu'] },
  { route: 'myInformation.updateContactInformation', as: ['laura'] },
];

export const routesCheckedElsewhere: readonly RouteCheckedElsewhere[] = [
  {
    route: 'chat.login',
    spec: null,
    why: 'a redirect to the login page (swept as identification.logIn), no page of its own',
  },
  {
    route: 'chat.directCompensationEnablingPrincipal',
    spec: 'chat-direct-compensation.spec.ts',
    why: 'follows the choice of a child in the step before; by address it goes back to that step',
  },
  {
    route: 'chat.onDemandSession',
    spec: 'chat-session.spec.ts',
    why: 'the live session: the chat widget runs in a frame of its own origin once a chat starts',
  },
  {
    route: 'chat.onDemandByCodeSession',
    spec: 'chat-session.spec.ts',
    why: 'the live session of a chat opened by code; without the code it goes back to the code page',
  },
  {
    route: 'chat.onDemandPreQuestionnaireSurvey',
    spec: 'occupational-survey.spec.ts',
    why: 'the symptoms survey runs in a frame of its own origin, after the consent',
  },
  {
    route: 'chat.appointmentSession',
    spec: 'chat-appointments.spec.ts',
    why: 'a redirect to the visit page (another application) or back to the chat front page',
  },
  {
    route: 'identification.callback',
    spec: null,
    why: 'the sign-in callback: a spinner while the code is exchanged, then a redirect',
  },
  {
    route: 'identification.silentRenew',
    spec: null,
    why: 'the silent renewal page of a hidden frame: nothing a person sees',
  },
  {
    route: 'onboarding.main',
    spec: 'onboarding.spec.ts',
    why: 'only a person without a profile or without accepted terms stays on it',
  },
  {
    route: 'onboarding.principalOnboardingBaseRoute',
    spec: 'onboarding.spec.ts',
    why: 'only for a child being added who has no profile yet',
  },
  {
    route: 'onboarding.principalContactInfo',
    spec: 'onboarding.spec.ts',
    why: 'only for a child being added who has no profile yet',
  },
  {
    route: 'onboarding.principalConsents',
    spec: 'onboarding.spec.ts',
    why: 'only for a child being added who has no profile yet',
  },
];
