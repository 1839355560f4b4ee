// Loaded once the app is on screen (start.tsx): starts the SDK, hands it the reports held so far and
// reports each page the patient sees, by route.
import { currentPatientKey } from '../../api/index.ts';
import { sendReportsTo, telemetry, type Report } from '../../ui/index.ts';
import type { EnvironmentConfig } from '../config/index.ts';
import { telemetryConnectionStrings } from '../config/telemetry.ts';
import type { PortalRouter } from '../routes/router.tsx';
import { startAppInsights } from './app-insights.ts';

type RouterState = PortalRouter['state'];
type PageView = Extract<Report, { type: 'page-view' }>;

/** The page the router shows: its route key and pattern, never the path's ids or the query. */
function pageOf(state: RouterState): Pick<PageView, 'routeKey' | 'routePattern' | 'serviceArea'> {
  const route = state.matches.at(-1)?.route;
  const routeKey = route?.id.split(':')[0] ?? 'unknown';
  // The service area is the route table's section (`chat`, `myInformation`, `onboarding`, …).
  return {
    routeKey,
    routePattern: route?.path ?? '/',
    serviceArea: routeKey.split('.')[0] ?? 'unknown',
  };
}

export function connectTelemetry(options: {
  environment: EnvironmentConfig;
  language: () => string;
  /** Absent when the portal could not start: only the reports are sent. */
  router?: PortalRouter | undefined;
}): void {
  const { environment, language, router } = options;
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
  if (!router) return;
  let shown: string | undefined;
  const view = (state: RouterState) => {
    if (state.navigation.state !== 'idle' || state.matches.length === 0) return;
    // One view per path: the router also reports fetchers and revalidations.
    if (state.location.pathname === shown) return;
    shown = state.location.pathname;
    const page = pageOf(state);
    routePattern = page.routePattern;
    telemetry({
      type: 'page-view',
      ...page,
      patientType: currentPatientKey().startsWith('principal:') ? 'principal' : 'main',
      language: language(),
      environment: environment.name,
    });
  };
  view(router.state);
  router.subscribe(view);
}
