import './trusted-types.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  completeSilentRenew,
  createPatientToken,
  isSilentRenewPath,
  silentRenewOpenedPath,
  receiveSessionHandover,
  type AuthController,
} from '../../auth/index.ts';
import { createPortalI18n, loadLanguage, setMissingMessageReporter } from '../../i18n/index.ts';
import { createBlockedAccess } from '../../shell/index.ts';
import { currentPatientKey } from '../../api/index.ts';
import { reportError, telemetry, whenReportHeld } from '../../ui/index.ts';
import { App } from './app.tsx';
import { currentEnvironment, type EnvironmentConfig } from '../config/index.ts';
import { configureHttpFor } from './configure-http.ts';
import { replayEarlyPresses } from './event-replay.ts';
import { nextTask } from './first-paint.ts';
import { redirectOutdatedBrowser } from './outdated-browser.ts';
import { createPatientLayer, type PatientLayer } from './patient-layer.ts';
import { createQueryClient } from './query-client.ts';
import { createPortalRouter, type PortalRouter } from '../routes/router.tsx';
import {
  bindQueryCache,
  hydratesPrerenderedPage,
  language,
  signInOf,
  startKeptSignIn,
  tabSession,
} from './session-start.ts';
import { renderStartFailure } from './start-failure.tsx';
import type { SeenPage } from '../telemetry/connect.ts';

/** Resolves once the router has loaded the chunk of the page it shows (lazy routes). */
function routerReady(router: PortalRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * How long Application Insights waits once the app is on screen, unless a report comes first.
 * Its start is about a quarter of a second of a phone's main thread: it stays out of the seconds
 * in which the patient reaches for the page's first control. (Microsoft's loader script offers
 * the same as its load delay, `ld`.)
 */
const telemetryDelay = 5000;

/**
 * Application Insights, in a chunk of its own: never in the first page's JavaScript, so that its
 * 74 kB do not share a slow connection with the page's own scripts. Until it has loaded the
 * reports wait in src/ui's `telemetry` queue, and the pages the router shows are kept here with
 * the patient each was shown for. The loader returned loads it on its first call only; a report
 * held calls it.
 */
function telemetryLoader(environment: EnvironmentConfig, router?: PortalRouter): () => void {
  let loading = false;
  const seen: SeenPage[] = [];
  const keep = (state: PortalRouter['state']) => {
    seen.push({ state, patientKey: currentPatientKey() });
  };
  if (router) keep(router.state);
  const stopKeeping = router?.subscribe(keep);
  const load = () => {
    if (loading) {
      return;
    }
    loading = true;
    whenReportHeld(undefined);
    void import('../telemetry/connect.ts')
      .then(({ connectTelemetry }) => {
        connectTelemetry({ environment, language, router, seen });
      })
      // A chunk the network lost: the portal runs on without telemetry.
      .catch(() => undefined)
      .finally(() => {
        stopKeeping?.();
        seen.length = 0;
      });
  };
  whenReportHeld(load);
  return load;
}

/** Runs `load` once `telemetryDelay` has passed and the browser is idle. */
function afterTelemetryDelay(load: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
    else load();
  }, telemetryDelay);
}

/** A render error no boundary caught (the routes' error pages report their own). */
const rootErrors = (loadTelemetry: () => void) => ({
  onUncaughtError: (error: unknown) => {
    reportError('[app] A render error reached the root.', error, 'critical');
    loadTelemetry();
  },
});

async function start(environment: EnvironmentConfig): Promise<void> {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('The page has no #root element.');
  }
  // A second tab gets the open tabs' session first: it decides whether the markup fits.
  await receiveSessionHandover(window);
  const hydrate = hydratesPrerenderedPage(container, environment);
  // `#root[data-prerendered]` marks markup of the build's that the app does not run yet: a press
  // on its marked buttons until then is kept by the entry (event-replay.ts) and replayed here,
  // once; the e2e tests wait for the mark to go before they act.
  const started = () => {
    delete container.dataset.prerendered;
    replayEarlyPresses();
  };
  document.documentElement.lang = language();
  setMissingMessageReporter((key) => {
    reportError(`[i18n] Message not found: ${key}`, undefined, 'warning');
  });
  // The portal's instance, made here rather than when its module is evaluated, so that the app's
  // chunk evaluates in a shorter task; the app switches its language to follow the URL.
  // The first render is in the page's language: only its catalogue loads (src/i18n).
  const i18n = createPortalI18n();
  const catalogue = loadLanguage(i18n, language());

  // The session and the patient layer are built in the next task, so that this one stays short.
  await nextTask();
  const blockedAccess = createBlockedAccess();
  const queryClient = createQueryClient(blockedAccess.handleError);
  let parts: {
    auth: AuthController;
    router: PortalRouter;
    patient: PatientLayer;
    signingIn: boolean;
  };
  try {
    bindQueryCache(() => {
      queryClient.clear();
    });
    const auth = await tabSession(environment);
    // A sign-in pressed before the app ran may have started already, from the entry.
    const signingIn = hydrate && (await startKeptSignIn(environment));
    const patient = createPatientLayer(environment, auth, queryClient);
    configureHttpFor(environment, {
      language,
      patientToken: createPatientToken(() => auth.accessToken(), patient.principalToken),
      patientTokenRefused: patient.principalTokenRefused,
      failedCall: (call) => {
        telemetry({ type: 'failed-call', ...call });
      },
    });
    // The session and the patient layer were this task; the router (react-router's start, the
    // largest part of building the app) is the next one, so that neither holds the page long.
    await nextTask();
    // The router loads the page's chunk while the catalogue loads.
    parts = {
      auth,
      patient,
      router: createPortalRouter(environment, blockedAccess, patient, i18n),
      signingIn,
    };
    await catalogue;
  } catch (cause) {
    // The start-failure page (no catalogue, or no session possible: embedded without the host's
    // token) is in the page's language when its catalogue has come.
    await catalogue.catch(() => undefined);
    started();
    const loadTelemetry = telemetryLoader(environment);
    renderStartFailure(createRoot(container, rootErrors(loadTelemetry)), i18n, cause);
    loadTelemetry();
    return;
  }
  const { auth, router, patient, signingIn } = parts;
  const loadTelemetry = telemetryLoader(environment, router);
  let thirdPartiesLoading = false;
  // Analytics (the consent platform first) load once the app is on screen, and telemetry a while
  // later, never with the first page; StrictMode runs the effect that calls this twice in
  // development: they start once.
  const onStarted = () => {
    started();
    if (thirdPartiesLoading) {
      return;
    }
    thirdPartiesLoading = true;
    afterTelemetryDelay(loadTelemetry);
    void nextTask()
      .then(() => import('./analytics-start.ts'))
      .then((module) => module.startBrowserAnalytics(environment, auth, patient, router, language))
      .catch((cause: unknown) => {
        // Analytics never break the page: without them the portal works the same.
        console.error('[analytics] Analytics did not start', cause);
      });
  };
  const app = (
    <StrictMode>
      <App
        queryClient={queryClient}
        i18n={i18n}
        auth={auth}
        router={router}
        onStarted={onStarted}
      />
    </StrictMode>
  );
  const hydrating = hydrate && !signingIn;
  if (hydrating) {
    await routerReady(router);
  }
  // The markup is the page's first frame: hydrate it once the page's chunk is here, so the first
  // client render matches it. A chunk that failed to load shows the error page: rendered afresh.
  if (hydrating && router.state.errors === null) {
    startTransition(() => {
      hydrateRoot(container, app, rootErrors(loadTelemetry));
    });
  } else {
    createRoot(container, rootErrors(loadTelemetry)).render(app);
  }
}

// The app's modules have just been evaluated, in one task: the start begins in the next, with the
// first look at the tab's storage (the environment a `?env=` chose is kept there).
void nextTask().then(() => {
  const environment = currentEnvironment();
  const openedSilentRenew = silentRenewOpenedPath(window.location.pathname);
  if (openedSilentRenew !== null && window.parent === window) {
    // Opened as a page (a link, a bookmark): no frame to answer, so a failed sign-in's page.
    window.location.replace(openedSilentRenew);
  } else if (isSilentRenewPath(window.location.pathname)) {
    // The silent sign-in iframe: hand the answer to the parent window and render nothing.
    completeSilentRenew(signInOf(environment)).catch((cause: unknown) => {
      console.error('[auth] The silent sign-in callback failed.', cause);
    });
  } else if (!redirectOutdatedBrowser(window, environment)) {
    void start(environment);
  }
});
