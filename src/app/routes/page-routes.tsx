import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import {
  languages,
  loadCatalogueParts,
  matchPath,
  routeBases,
  routes,
  type CataloguePart,
  type Language,
  type RouteDefinition,
  type RouteKey,
} from '../../i18n/index.ts';
import { NotFoundPage } from '../../shell/index.ts';
import { inSteps, nextTask } from '../start/first-paint.ts';
import { preloadPageScripts } from '../start/page-scripts.ts';

/**
 * An area's steps begin by asking for the chunks a prerendered page names for them
 * (`data-preload-steps`), one per task, which Vite's preload of the steps' imports would insert
 * in one (scripts/build/prerender.ts, `stepScripts`). Elsewhere, and in the prerender, which runs
 * in Node, there are none and the imports preload as Vite makes them.
 */
const preloadStepScripts = async (): Promise<void> => {
  if (typeof document !== 'undefined') {
    await preloadPageScripts(document, 'data-preload-steps');
  }
};

/**
 * The areas of the application: one lazily loaded chunk each, `src/app/routes/areas/<name>.tsx` (the
 * prerender finds an area's styles in the build's manifest by that name).
 */
const areas = {
  frontpage: () => import('./areas/frontpage.tsx'),
  'accessibility-statement': () => import('./areas/accessibility-statement.tsx'),
  identification: () => import('./areas/identification.tsx'),
  onboarding: () => import('./areas/onboarding.tsx'),
  'my-information': () => import('./areas/my-information.tsx'),
  // In steps (inSteps): the steps' chunks asked for, the chat API's generated client, then the
  // area's pages.
  chat: inSteps(
    [preloadStepScripts, () => import('./areas/chat-contracts.ts')],
    () => import('./areas/chat.tsx'),
  ),
  'chat-signed-in': () => import('./areas/chat-signed-in.tsx'),
  occupational: () => import('./areas/occupational.tsx'),
};

export type AreaName = keyof typeof areas;
type AreaModule<A extends AreaName> = Awaited<ReturnType<(typeof areas)[A]>>;

export interface PageEntry {
  area: AreaName;
  load: () => Promise<ComponentType>;
  /** The catalogue's parts the page shows beside the core (loaded with its chunk). */
  parts: readonly CataloguePart[];
}

/** The catalogue's parts each area's pages show (src/i18n/messages/catalogue.ts). */
const areaParts: Record<AreaName, readonly CataloguePart[]> = {
  frontpage: [],
  'accessibility-statement': ['accessibilityStatement'],
  identification: ['identification'],
  onboarding: ['onboarding', 'forms', 'onBehalfOf'],
  'my-information': ['myInformation', 'forms', 'onBehalfOf'],
  // The chat front page shows the occupational section; the online payment panel of a topic and
  // direct compensation save through the shared forms (their save notices).
  chat: ['chat', 'occupational', 'forms'],
  'chat-signed-in': ['chat', 'forms'],
  occupational: ['occupational', 'chat'],
};

function page<A extends AreaName>(
  area: A,
  pick: (module: AreaModule<A>) => ComponentType,
  parts: readonly CataloguePart[] = areaParts[area],
): PageEntry {
  return {
    area,
    load: () => areas[area]().then((module) => pick(module as AreaModule<A>)),
    parts,
  };
}

/**
 * The pages this application renders, by route key, each in its area's chunk. Route keys not
 * listed here (the separate applications) show not found.
 */
export const pages: Partial<Record<RouteKey, PageEntry>> = {
  'frontpage.main': page('frontpage', (m) => m.FrontPage),
  'accessibilityStatement.main': page(
    'accessibility-statement',
    (m) => m.AccessibilityStatementPage,
  ),
  'identification.logIn': page('identification', (m) => m.LoginPage),
  'identification.youLoggedOut': page('identification', (m) => m.LoggedOutPage),
  'identification.timeout': page('identification', (m) => m.TimeoutPage),
  // The callback shows only the session's messages; a failed sign-in goes on to the login page.
  'identification.callback': page('identification', (m) => m.SignInCallbackPage, ['auth']),
  'onboarding.main': page('onboarding', (m) => m.MainOnboarding),
  'onboarding.principalOnboardingBaseRoute': page('onboarding', (m) => m.PrincipalOnboarding),
  'onboarding.principalContactInfo': page('onboarding', (m) => m.PrincipalContactInfo),
  'onboarding.principalConsents': page('onboarding', (m) => m.PrincipalConsents),
  'myInformation.main': page('my-information', (m) => m.MyInformation),
  'myInformation.updateContactInformation': page(
    'my-information',
    (m) => m.UpdateContactInformation,
  ),
  'chat.main': page('chat', (m) => m.ChatFront),
  'chat.topic': page('chat', (m) => m.ChatTopic),
  'chat.onDemand': page('chat', (m) => m.ChatQueue),
  'chat.login': page('chat', (m) => m.ChatLogin),
  'chat.onDemandByCode': page('chat-signed-in', (m) => m.ChatCode),
  'chat.appointmentSession': page('chat-signed-in', (m) => m.ChatAppointment),
  'chat.directCompensationEnabling': page('chat-signed-in', (m) => m.ChatDirectCompensation),
  'chat.directCompensationPrincipalSelection': page(
    'chat-signed-in',
    (m) => m.ChatDirectCompensationChild,
  ),
  'chat.directCompensationEnablingPrincipal': page(
    'chat-signed-in',
    (m) => m.ChatDirectCompensationChildEnabling,
  ),
  'chat.onDemandSession': page('chat-signed-in', (m) => m.ChatOnDemandSession),
  'chat.onDemandByCodeSession': page('chat-signed-in', (m) => m.ChatByCodeSession),
  'chat.onDemandPreQuestionnaire': page('occupational', (m) => m.OccupationalSymptomAssessment),
  'chat.onDemandPreQuestionnaireConsent': page('occupational', (m) => m.OccupationalConsent),
  'chat.onDemandPreQuestionnaireSurvey': page('occupational', (m) => m.OccupationalSurvey),
};

/** The page only when the route table accepts the URL's parameters, else 404. */
function guarded(routeKey: RouteKey, Page: ComponentType): ComponentType {
  return function GuardedPage() {
    const { pathname } = useLocation();
    return matchPath(pathname)?.routeKey === routeKey ? <Page /> : <NotFoundPage />;
  };
}

/** A page's route in one language: its chunk and its catalogue parts load when it is first shown. */
function pageRoute(
  i18n: I18n,
  routeKey: RouteKey,
  language: Language,
  { load, parts }: PageEntry,
): RouteObject {
  return {
    id: `${routeKey}:${language}`,
    path: routeBases[language] + (routes[routeKey] as RouteDefinition).path[language],
    lazy: async () => {
      // In a task of its own: the router's start, which asks for the first page's chunk, is long
      // enough without the imports and the preloads they add to the document.
      await nextTask();
      const [Page] = await Promise.all([load(), loadCatalogueParts(i18n, language, parts)]);
      return { Component: guarded(routeKey, Page) };
    },
  };
}

/**
 * One react-router route per page and language, from the localized route table (the build's
 * prerender knows them all at once). A route loads its page's chunk and the catalogue's parts the
 * page shows in its language into `i18n`.
 */
export function pageRoutes(i18n: I18n): RouteObject[] {
  return (Object.entries(pages) as [RouteKey, PageEntry][]).flatMap(([routeKey, entry]) =>
    languages.map((language) => pageRoute(i18n, routeKey, language, entry)),
  );
}

/**
 * The route of the page at `pathname`, if this application renders one there (the route table
 * accepts its parameters): what the browser's router discovers on its way to a path (router.tsx).
 */
export function pageRouteFor(i18n: I18n, pathname: string): RouteObject | undefined {
  const match = matchPath(pathname);
  const entry = match && pages[match.routeKey];
  return match && entry && pageRoute(i18n, match.routeKey, match.language, entry);
}
