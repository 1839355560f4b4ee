import './trusted-types.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  completeSilentRenew,
  createAuth,
  createPatientToken,
  isSilentRenewPath,
  type AuthController,
} from '../auth/index.ts';
import { i18n, resolveLanguage, type Language } from '../i18n/index.ts';
import { createBlockedAccess } from '../shell/index.ts';
import { App } from './app.tsx';
import { currentEnvironment } from './config/index.ts';
import { configureHttpFor } from './configure-http.ts';
import { redirectOutdatedBrowser } from './outdated-browser.ts';
import { createPatientLayer } from './patient-layer.ts';
import { createQueryClient } from './query-client.ts';
import { createPortalRouter } from './router.tsx';
import { renderStartFailure } from './start-failure.tsx';

const environment = currentEnvironment();
const language = (): Language => resolveLanguage(window.location.href);
const signIn = { signIn: environment.auth, production: environment.name === 'prod', language };

function start(): void {
  const container = document.getElementById('root');
  if (!container) {
    throw new Error('The page has no #root element.');
  }
  void i18n.changeLanguage(language());
  document.documentElement.lang = language();

  const root = createRoot(container);
  const blockedAccess = createBlockedAccess();
  const queryClient = createQueryClient(blockedAccess.handleError);
  let auth: AuthController;
  try {
    auth = createAuth({
      ...signIn,
      clearQueryCache: () => {
        queryClient.clear();
      },
    });
  } catch (cause) {
    renderStartFailure(root, i18n, cause);
    return;
  }
  const patient = createPatientLayer(environment, auth, queryClient);
  configureHttpFor(environment, {
    language,
    patientToken: createPatientToken(() => auth.accessToken(), patient.principalToken),
  });
  const router = createPortalRouter(environment, blockedAccess, patient);

  root.render(
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} auth={auth} router={router} />
    </StrictMode>,
  );
}

if (isSilentRenewPath(window.location.pathname)) {
  // The silent sign-in iframe: hand the answer to the parent window and render nothing.
  void completeSilentRenew(signIn);
} else if (!redirectOutdatedBrowser(window, environment)) {
  start();
}
