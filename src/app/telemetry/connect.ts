// Loaded a while after the app is on screen, or at the first report (start.tsx): starts the SDK,
// hands it the reports held so far and reports each page the patient sees, by route, those seen
// before it loaded first.
import { currentPatientKey, type CurrentPatientKey } from '../../api/index.ts';
import { sendReportsTo, telemetry, type Report } from '../../ui/index.ts';
import type { EnvironmentConfig } from '../config/index.ts';
import { telemetryConnectionStrings } from '../config/telemetry.ts';
import type { PortalRouter } from '../routes/router.tsx';
import { startAppInsights } from './app-insights.ts';

type RouterState = PortalRouter['state'];
type PageView = Extract<Report, { type: 'page-view' }>;

/** A state of the router before the telemetry loaded, with the patient it was shown for. */
export interface SeenPage {
  state: RouterState;
  patientKey: CurrentPatientKey;
}

/**
 * The page the router shows: its route key, pattern and language, never the path's ids or the
 * query. A page's route id is `<route key>:<language>` (src/app/routes/page-routes.tsx), so a page
 * reported after the patient moved on, or changed the language, keeps its own.
 */
function pageOf(
  state: RouterState,
): Pick<PageView, 'routeKey' | 'routePattern' | 'serviceArea'> & { language?: string } {
  const route = state.matches.at(-1)?.route;
  const [routeKey = 'unknown', language] = route?.id.split(':') ?? [];
  // The service area is the route table's section (`chat`, `myInformation`, `onboarding`, …).
  return {
    routeKey,
    routePattern: route?.path ?? '/',
    serviceArea: routeKey.split('.')[0] ?? 'unknown',
    ...(language ? { language } : {}),
  };
}

export function connectTelemetry(options: {
  environment: EnvironmentConfig;
  language: () => string;
  /** Absent when the portal could not start: only the reports are sent. */
  router?: PortalRouter | undefined;
  /** The router's states until now, reported before the current one. */
  seen?: readonly SeenPage[];
}): void {
  const { environment, language, router, seen = [] } = options;
  let routePattern = router ? pageOf(router.state).routePattern : '/';
  const { send } = startAppInsights({
    connectionString: telemetryConnectionStrings[environment.name],
    environment: environment.name,
    routePattern: () => routePattern,
    // Locally every second, so that a developer sees a report at once (the SDK's default is 15 s).
    ...(environment.mockStack
      ? { extra: { extensionConfig: { AppInsightsChannelPlugin: { maxBatchInterval: 1000 } } } }
      : {}),
  });
  sendReportsTo(send);
  if (router) {
    reportPageViews({
      router,
      seen,
      environment,
      language,
      onPage: (page) => (routePattern = page),
    });
  }
}

/**
 * Reports the pages seen before the telemetry loaded, then the one shown and each later one: one
 * view per path, by route. `onPage` hears each view's route pattern before it is reported.
 */
export function reportPageViews(options: {
  router: PortalRouter;
  seen: readonly SeenPage[];
  environment: EnvironmentConfig;
  language: () => string;
  onPage: (routePattern: string) => void;
}): void {
  const { router, seen, environment, language, onPage } = options;
  let shown: string | undefined;
  const view = (state: RouterState, patientKey = currentPatientKey()) => {
    // Before the router has initialized, its matches are the layout's alone, not yet the page's.
    if (!state.initialized || state.navigation.state !== 'idle' || state.matches.length === 0) {
      return;
    }
    // One view per path: the router also reports fetchers and revalidations.
    if (state.location.pathname === shown) return;
    shown = state.location.pathname;
    const page = pageOf(state);
    onPage(page.routePattern);
    telemetry({
      type: 'page-view',
      language: language(),
      ...page,
      patientType: patientKey.startsWith('principal:') ? 'principal' : 'main',
      environment: environment.name,
    });
  };
  for (const page of seen) view(page.state, page.patientKey);
  view(router.state);
  router.subscribe((state) => {
    view(state);
  });
}
