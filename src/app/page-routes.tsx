import type { ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import {
  languages,
  matchPath,
  routeBases,
  routes,
  type RouteDefinition,
  type RouteKey,
} from '../i18n/index.ts';
import { NotFoundPage } from '../shell/index.ts';

type PageLoader = () => Promise<ComponentType>;

/**
 * The pages this application renders, by route key, each loaded lazily with its area's chunk.
 * Route keys not listed here (the separate applications, areas not built yet) show not found.
 */
export const pages: Partial<Record<RouteKey, PageLoader>> = {
  'frontpage.main': () => import('./areas/frontpage.tsx').then((m) => m.FrontPage),
  'accessibilityStatement.main': () =>
    import('./areas/frontpage.tsx').then((m) => m.AccessibilityStatementPage),
  'identification.logIn': () => import('./areas/identification.tsx').then((m) => m.LoginPage),
  'identification.youLoggedOut': () =>
    import('./areas/identification.tsx').then((m) => m.LoggedOutPage),
  'identification.timeout': () => import('./areas/identification.tsx').then((m) => m.TimeoutPage),
  'identification.callback': () =>
    import('./areas/identification.tsx').then((m) => m.SignInCallbackPage),
  'onboarding.main': () => import('./areas/onboarding.tsx').then((m) => m.MainOnboarding),
  'onboarding.principalOnboardingBaseRoute': () =>
    import('./areas/onboarding.tsx').then((m) => m.PrincipalOnboarding),
  'onboarding.principalContactInfo': () =>
    import('./areas/onboarding.tsx').then((m) => m.PrincipalContactInfo),
  'onboarding.principalConsents': () =>
    import('./areas/onboarding.tsx').then((m) => m.PrincipalConsents),
  'myInformation.main': () => import('./areas/my-information.tsx').then((m) => m.MyInformation),
  'myInformation.updateContactInformation': () =>
    import('./areas/my-information.tsx').then((m) => m.UpdateContactInformation),
  'chat.main': () => import('./areas/chat.tsx').then((m) => m.ChatFront),
  'chat.topic': () => import('./areas/chat.tsx').then((m) => m.ChatTopic),
  'chat.onDemand': () => import('./areas/chat.tsx').then((m) => m.ChatQueue),
  'chat.login': () => import('./areas/chat.tsx').then((m) => m.ChatLogin),
  'chat.onDemandByCode': () => import('./areas/chat.tsx').then((m) => m.ChatCode),
  'chat.appointmentSession': () => import('./areas/chat.tsx').then((m) => m.ChatAppointment),
  'chat.directCompensationEnabling': () =>
    import('./areas/chat.tsx').then((m) => m.ChatDirectCompensation),
  'chat.directCompensationPrincipalSelection': () =>
    import('./areas/chat.tsx').then((m) => m.ChatDirectCompensationChild),
  'chat.directCompensationEnablingPrincipal': () =>
    import('./areas/chat.tsx').then((m) => m.ChatDirectCompensationChildEnabling),
  'chat.onDemandSession': () => import('./areas/chat.tsx').then((m) => m.ChatOnDemandSession),
  'chat.onDemandByCodeSession': () => import('./areas/chat.tsx').then((m) => m.ChatByCodeSession),
  'chat.onDemandPreQuestionnaire': () =>
    import('./areas/occupational.tsx').then((m) => m.OccupationalSymptomAssessment),
  'chat.onDemandPreQuestionnaireConsent': () =>
    import('./areas/occupational.tsx').then((m) => m.OccupationalConsent),
  'chat.onDemandPreQuestionnaireSurvey': () =>
    import('./areas/occupational.tsx').then((m) => m.OccupationalSurvey),
};

/** The page only when the route table accepts the URL's parameters, else 404. */
function guarded(routeKey: RouteKey, Page: ComponentType): ComponentType {
  return function GuardedPage() {
    const { pathname } = useLocation();
    return matchPath(pathname)?.routeKey === routeKey ? <Page /> : <NotFoundPage />;
  };
}

/** One react-router route per page and language, from the localized route table. */
export function pageRoutes(): RouteObject[] {
  return (Object.entries(pages) as [RouteKey, PageLoader][]).flatMap(([routeKey, load]) =>
    languages.map((language) => ({
      path: routeBases[language] + (routes[routeKey] as RouteDefinition).path[language],
      lazy: async () => ({ Component: guarded(routeKey, await load()) }),
    })),
  );
}
