import { matchPath, serviceOf, type RouteKey, type ServiceKey } from '../../i18n/index.ts';

/**
 * Areas where the request would be in the way or the page itself asks: my information's contact
 * section, and the signed-in front page, whose "now" section lists it among what the patient can
 * act on (the actionable card there, the reminder on the other pages: one of them, never both).
 */
const quietServices = new Set<ServiceKey>([
  'identification',
  'onboarding',
  'myInformation',
  'frontpage',
]);

/**
 * Pages of a task under way that the request must not interrupt: the symptom assessment with its
 * consent step and survey, and a live chat (on demand, by code, or an appointment's).
 */
const quietPages = new Set<RouteKey>([
  'chat.onDemandPreQuestionnaire',
  'chat.onDemandPreQuestionnaireConsent',
  'chat.onDemandPreQuestionnaireSurvey',
  'chat.onDemandSession',
  'chat.onDemandByCodeSession',
  'chat.appointmentSession',
]);

/** Whether the page at `pathname` may show the request to confirm the contact information. */
export function remindsOn(pathname: string): boolean {
  const routeKey = matchPath(pathname)?.routeKey;
  return (
    !quietServices.has(serviceOf(pathname)) && (routeKey === undefined || !quietPages.has(routeKey))
  );
}
