// The patient layer as this browser runs it: the current patient of the tab, principal tokens
// from the identity service, the add-principal flow, and the query reset on a switch.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthController } from '../../auth/index.ts';
import {
  createPatientStore,
  createPrincipalTokens,
  forgetPreviousPatient,
  type AddPrincipalActions,
} from '../../patient/index.ts';
import { reportError } from '../../ui/index.ts';
import type { EnvironmentConfig } from '../config/index.ts';

/** What of the browser the layer uses; the build's prerender passes an empty, inert one. */
export interface PatientLayerHost {
  sessionStorage: Storage;
  setCookie: (cookie: string) => void;
  hostname: string;
  assign: (url: string) => void;
  /** Tells the portal's other tabs of a change of patient (none in the prerender). */
  openChannel: ((name: string) => BroadcastChannel) | undefined;
}

/**
 * The identity service's calls (the token exchange, the add-principal flow), loaded at their
 * first use: a visitor never makes one.
 */
const identityCalls = () => import('../../patient/add-principal/index.ts');

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
    exchange: async (principalId, mainToken) =>
      (await identityCalls()).exchangePrincipalToken(
        environment.tokenAudience,
        principalId,
        mainToken,
      ),
    registrationToken: (id) => store.registrationToken(id),
    now: () => Date.now(),
    report: (message, cause) => {
      reportError(`[patient] ${message}`, cause);
    },
  });
  forgetPreviousPatient(queryClient);
  const mainToken = () => auth.accessToken();
  // Built on the first step of the flow and kept; a chunk the network lost is asked for again on
  // the next step instead of failing every later one (as the operation tables' loader does).
  let actions: Promise<AddPrincipalActions> | undefined;
  const loadActions = () =>
    (actions ??= identityCalls().then(
      ({ createAddPrincipalActions }) =>
        createAddPrincipalActions({
          store,
          tokens,
          mainToken,
          config: { ...environment.addPrincipal, subscriptionKey: environment.subscriptionKey },
          sessionStorage: host.sessionStorage,
          now: () => Date.now(),
          random: (bytes) => crypto.getRandomValues(bytes),
          assign: host.assign,
        }),
      (cause: unknown) => {
        actions = undefined;
        throw cause;
      },
    ));
  const addPrincipal: AddPrincipalActions = {
    start: async (args) => (await loadActions()).start(args),
    complete: async (search) => (await loadActions()).complete(search),
  };
  return {
    /** Embedded mode has no exchange: the host's token already is the patient's (AMB-06). */
    principalToken: store.fixed ? undefined : tokens.token,
    /** A principal's token the API refused: forgotten, and the call made once more. */
    principalTokenRefused: store.fixed ? undefined : tokens.refused,
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
