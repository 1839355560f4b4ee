// Analytics as the browser runs it, loaded after the first render (never on the first page): the
// consent platform (Cookiebot on the web, the native app's consent when embedded), the page views
// of the router, and the patient type of the moment.
import {
  cookiebot,
  hostConsent,
  noConsentPlatform,
  startAnalytics,
  type Analytics,
  type ConsentPlatform,
  type PatientType,
} from '../../analytics/index.ts';
import { hostAnalyticsConsent, type AuthController } from '../../auth/index.ts';
import { matchPath, routeBases, routes, serviceOf, languageOfBase } from '../../i18n/index.ts';
import type { Language } from '../../i18n/index.ts';
import { analyticsScriptUrls, type EnvironmentConfig } from '../config/index.ts';
import { portalAnalytics, type AnalyticsSeam } from './analytics-seam.ts';
import type { PatientLayer } from './patient-layer.ts';
import type { PortalRouter } from '../routes/router.tsx';

/** The route template of a path (`/fi/asiointi/chat/:chatId`): never a parameter's value. */
export function pageTemplate(pathname: string): string {
  const match = matchPath(pathname);
  if (match) {
    return routeBases[match.language] + routes[match.routeKey].path[match.language];
  }
  const language = languageOfBase(pathname);
  return language === undefined ? '/*' : `${routeBases[language]}*`;
}

export interface PortalAnalyticsOptions {
  environment: EnvironmentConfig;
  embedded: boolean;
  language: () => Language;
  patientType: () => PatientType;
  /** The router's location now and on every change (react-router's `subscribe`). */
  location: { pathname: () => string; subscribe: (listener: () => void) => () => void };
  seam: AnalyticsSeam;
}

function consentPlatformOf(options: PortalAnalyticsOptions): ConsentPlatform {
  const { cookieConsent } = options.environment;
  if (options.embedded) {
    return hostConsent(hostAnalyticsConsent());
  }
  return cookieConsent
    ? cookiebot({
        scriptUrl: cookieConsent.scriptUrl,
        domainGroupId: cookieConsent.domainGroupId,
        culture: options.language(),
      })
    : noConsentPlatform;
}

export function startPortalAnalytics(options: PortalAnalyticsOptions): Analytics {
  const { environment, location, seam, patientType } = options;
  const urls = analyticsScriptUrls(environment);
  const analytics = startAnalytics(consentPlatformOf(options), {
    matomo:
      environment.analytics && urls.matomo !== null
        ? {
            siteId: environment.analytics.id,
            url: environment.analytics.url,
            scriptUrl: urls.matomo,
          }
        : null,
    tagManager: urls.tagManager === null ? null : { scriptUrl: urls.tagManager },
  });
  seam.connect(
    (event) => {
      analytics.record({ ...event, patientType: patientType() });
    },
    () => {
      analytics.renew();
    },
  );
  let shown: string | null = null;
  const pageView = () => {
    const pathname = location.pathname();
    if (pathname !== shown) {
      shown = pathname;
      seam.record({ kind: 'PageView', service: serviceOf(pathname), page: pageTemplate(pathname) });
    }
  };
  pageView();
  location.subscribe(pageView);
  return analytics;
}

/** The browser's analytics: this tab's session, patient and router, through the portal's seam. */
export function startBrowserAnalytics(
  environment: EnvironmentConfig,
  auth: AuthController,
  patient: PatientLayer,
  router: PortalRouter,
  language: () => Language,
): Analytics {
  return startPortalAnalytics({
    environment,
    embedded: auth.getSnapshot().mode === 'embedded',
    language,
    patientType: () => (patient.context.store.selection().type === 'main' ? 'main' : 'principal'),
    location: {
      pathname: () => router.state.location.pathname,
      subscribe: (listener) => router.subscribe(listener),
    },
    seam: portalAnalytics,
  });
}
