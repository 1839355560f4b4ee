import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { AuthIntentNavigator, contactUpdateKey, useAuth } from '../../auth/index.ts';
import { PatientProvider } from '../../patient/index.ts';
import { routeBases } from '../../i18n/index.ts';
import { contactUpdateState } from '../../my-information/contact-confirmation/index.ts';
import {
  NotFoundPage,
  RouteErrorPage,
  ShellLayout,
  ShellSettingsProvider,
  type BlockedAccess,
} from '../../shell/index.ts';
import type { EnvironmentConfig } from '../config/index.ts';
import { devRoutes } from './dev-routes.tsx';
import { PersonFeedbackProvider } from './feedback-person.tsx';
import { LanguageSync } from './language-sync.tsx';
import type { PatientLayer } from '../start/patient-layer.ts';
import { pageRouteFor, pageRoutes } from './page-routes.tsx';
import { useAppShellSettings } from './use-app-shell-settings.ts';

const SessionFrame = lazy(() =>
  import('./session-frame.tsx').then((module) => ({ default: module.SessionFrame })),
);
const SessionNotices = lazy(() =>
  import('./session-frame.tsx').then((module) => ({ default: module.SessionNotices })),
);

/**
 * What the router shows until the first page's chunk has come: nothing, as before the app (a
 * prerendered page is hydrated only once the chunk is here, src/app/start/start.tsx).
 */
const NoPageYet = () => null;

/**
 * Its children only while someone is signed in (the web session or the native app's), loaded
 * then: until the chunk has come, nothing.
 */
function WithSession({ children }: { children: ReactNode }) {
  const { auth } = useAuth();
  return auth.kind === 'LoggedIn' ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The portal's routes: `/` goes to the Finnish front page; every page sits in the shell. The
 * browser's router and the build's prerender (prerender.tsx) use the same table.
 */
export function portalRoutes(
  environment: EnvironmentConfig,
  blockedAccess: BlockedAccess,
  patient: PatientLayer,
  i18n: I18n,
  pages: RouteObject[] = pageRoutes(i18n),
): RouteObject[] {
  function ShellFrame() {
    const settings = useAppShellSettings(environment, blockedAccess);
    return (
      <ShellSettingsProvider settings={settings}>
        <LanguageSync />
        <AuthIntentNavigator />
        <WithSession>
          <SessionFrame addPrincipal={patient.addPrincipal} />
        </WithSession>
        <Outlet />
      </ShellSettingsProvider>
    );
  }

  // S-30, NS-24: whether this tab already asked the patient to confirm the contact information.
  // Read only once a patient is signed in: never while the build prerenders (no window there).
  const contactUpdate = contactUpdateState(() => window.sessionStorage, contactUpdateKey);
  const notices = (
    <WithSession>
      <SessionNotices
        frequency={environment.contactInfoUpdateRequestFrequency}
        state={contactUpdate}
      />
    </WithSession>
  );

  function PortalFrame() {
    return (
      <PatientProvider value={patient.context} addPrincipal={patient.addPrincipal}>
        <PersonFeedbackProvider
          serviceTags={environment.feedback.serviceTags}
          environment={environment.name}
        >
          <ShellFrame />
        </PersonFeedbackProvider>
      </PatientProvider>
    );
  }

  return [
    { path: '/', element: <Navigate to={routeBases.fi} replace /> },
    // Only the dev server keeps this import: a production build drops it with its chunk.
    ...devRoutes(import.meta.env.DEV ? () => import('../../ui/gallery/index.ts') : null),
    {
      element: <PortalFrame />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: NoPageYet,
      children: [
        {
          element: <ShellLayout notices={notices} />,
          children: [
            {
              // Inside the layout, so a crashing page keeps the header and the footer.
              id: pagesRouteId,
              errorElement: <RouteErrorPage />,
              children: [...pages, { path: '*', element: <NotFoundPage /> }],
            },
          ],
        },
      ],
    },
  ];
}

/** The route the pages are children of (the browser's router adds them as it finds them). */
const pagesRouteId = 'pages';

/**
 * The router of the browser's history. It starts without the pages' routes (27 pages in three
 * languages, which react-router would flatten, rank and match at every start and navigation) and
 * adds a page's route on the first navigation to its path, from the localized route table
 * (`patchRoutesOnNavigation`): the same page at the same path as the full table.
 */
export function createPortalRouter(
  environment: EnvironmentConfig,
  blockedAccess: BlockedAccess,
  patient: PatientLayer,
  i18n: I18n,
) {
  return createBrowserRouter(portalRoutes(environment, blockedAccess, patient, i18n, []), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const route = pageRouteFor(i18n, path);
      if (route) {
        patch(pagesRouteId, [route]);
      }
    },
  });
}

export type PortalRouter = ReturnType<typeof createPortalRouter>;
