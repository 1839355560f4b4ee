// The patient layer as this browser runs it: the current patient of the tab, principal tokens
// from the identity service, the add-principal flow, and the query reset on a switch.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthController } from '../auth/index.ts';
import {
  createAddPrincipalActions,
  createPatientStore,
  createPrincipalTokens,
  exchangePrincipalToken,
  forgetPreviousPatient,
} from '../patient/index.ts';
import type { EnvironmentConfig } from './config/index.ts';

/** What of the browser the layer uses; the build's prerender passes an empty, inert one. */
export interface PatientLayerHost {
  sessionStorage: Storage;
  setCookie: (cookie: string) => void;
  hostname: string;
  assign: (url: string) => void;
  /** Tells the portal's other tabs of a change of patient (none in the prerender). */
  openChannel: ((name: string) => BroadcastChannel) | undefined;
}

const browserHost = (): PatientLayerHost => ({
  sessionStorage: window.sessionStorage,
  setCookie: (cookie) => {
    document.cookie = cookie;
  },
  hostname: window.location.hostname,
  assign: (url) => {
    window.location.assign(url);
  },
  openChannel:
    typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
});

export function createPatientLayer(
  environment: EnvironmentConfig,
  auth: AuthController,
  queryClient: QueryClient,
  host: PatientLayerHost = browserHost(),
) {
  const store = createPatientStore({
    sessionStorage: host.sessionStorage,
    setCookie: host.setCookie,
    hostname: host.hostname,
    openChannel: host.openChannel,
    fixed: auth.getSnapshot().mode === 'embedded',
  });
  const tokens = createPrincipalTokens({
    exchange: (principalId, mainToken) =>
      exchangePrincipalToken(environment.tokenAudience, principalId, mainToken),
    registrationToken: (id) => store.registrationToken(id),
    now: () => Date.now(),
    report: (message, cause) => {
      console.error(`[patient] ${message}`, cause);
    },
  });
  forgetPreviousPatient(queryClient);
  const mainToken = () => auth.accessToken();
  const addPrincipal = createAddPrincipalActions({
    store,
    tokens,
    mainToken,
    config: { ...environment.addPrincipal, subscriptionKey: environment.subscriptionKey },
    sessionStorage: host.sessionStorage,
    now: () => Date.now(),
    random: (bytes) => crypto.getRandomValues(bytes),
    assign: host.assign,
  });
  return {
    /** Embedded mode has no exchange: the host's token already is the patient's (AMB-06). */
    principalToken: store.fixed ? undefined : tokens.token,
    context: {
      store,
      tokens,
      mainToken,
      customerServicePhone: environment.customerServicePhone,
    },
    addPrincipal,
  };
}
export type PatientLayer = ReturnType<typeof createPatientLayer>;
