// The one way to render a component in a test, with the providers the app gives it: i18n in one
// language, a QueryClient without retries, the shell settings of a signed-in persona (or a
// visitor), the patient layer acting for that person or a principal, and a memory router whose
// other pages say where a navigation went. Every global it sets is undone after each test.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createContext, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  Outlet,
  parsePath,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import { afterAll, beforeAll, onTestFinished, vi } from 'vitest';
import { configureHttp, patientScope, setPatientScope } from '../../src/api/index.ts';
import { resolveLanguage, type Language } from '../../src/i18n/index.ts';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import {
  createPatientStore,
  createPrincipalTokens,
  type PatientStore,
} from '../../src/patient/index.ts';
import { PatientContextProvider } from '../../src/patient/patient-context.tsx';
import type { PrincipalTokensDeps } from '../../src/patient/principal-tokens.ts';
import {
  createBlockedAccess,
  createShellLinks,
  ShellLayout,
  ShellSettingsProvider,
  type ShellSettings,
} from '../../src/shell/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { startFakeApi, type FakeApi } from './fake-api.ts';
import { person as persona } from './persona.ts';

/** The component under test, inside its route; `rerender` replaces it in place. */
const UiSlot = createContext<ReactNode>(null);
function Ui() {
  return use(UiSlot);
}

/** Any other page: says where it is and with which router state. */
function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </p>
  );
}

export interface SignedInPerson {
  subject: string;
  givenNames: string;
  lastName: string;
}

export const testLinks = createShellLinks({
  www: 'https://www.test.asiointi.example',
  booking: 'https://ajanvaraus.test.asiointi.example',
  myEvents: 'https://tapahtumat.test.asiointi.example',
  payments: 'https://maksut.test.asiointi.example',
  messages: 'https://viestit.test.asiointi.example',
  visits: 'https://kaynnit.test.asiointi.example',
});

/** The shell settings of the test environment, signed out, with spies for login and logout. */
export function testSettings(overrides: Partial<ShellSettings> = {}): ShellSettings {
  return {
    mode: 'web',
    environment: { name: 'test', showTag: true },
    links: testLinks,
    customerServicePhone: { display: '010 555 1200', tel: '+358105551200' },
    appStores: {
      appStore: 'https://apps.apple.com/fi/app/kaiku/id1',
      googlePlay: 'https://play.google.com/store/apps/details?id=kaiku',
    },
    auth: {
      state: { kind: 'LoggedOut' },
      login: vi.fn(() => new Promise<void>(() => undefined)),
      logout: vi.fn(() => Promise.resolve()),
    },
    blockedAccess: createBlockedAccess(),
    ...overrides,
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** A patient store on memory storage, acting for `principalId` or oneself at the start. */
export function testPatientStore(
  options: { principalId?: string | undefined; fixed?: boolean } = {},
): PatientStore {
  const { principalId } = options;
  const stored =
    principalId === undefined ? { type: 'main' } : { type: 'principal', id: principalId };
  return createPatientStore({
    sessionStorage: createMemoryStorage({ 'tap.patient_v1': JSON.stringify(stored) }),
    setCookie: () => undefined,
    hostname: 'localhost',
    openChannel: undefined,
    fixed: options.fixed ?? false,
  });
}

export interface RenderAppOptions {
  /** The router path of the component, with parameters; every path (`*`) by default. */
  route?: string;
  /** Where the router starts (a URL, with query); `route`, or the front page when `route` is `*`. */
  at?: string;
  /** The router state of the first entry. */
  state?: unknown;
  /** More routes beside the component's. */
  routes?: RouteObject[];
  /** The page's language; by default the language of `at`. */
  language?: Language;
  /** Who is signed in: a persona's key (`mainUser`), a person, or null for a visitor. */
  person?: SignedInPerson | string | null;
  /** The principal acted for, or none (acting for oneself). */
  principalId?: string;
  /**
   * The patient store, when the test drives it (a registration, a fixed patient); it then says
   * whom the scope acts for, so not with `principalId`. Disposed after the test.
   */
  patientStore?: PatientStore;
  /** The token exchange for a principal (a spy); by default every exchange fails. */
  exchange?: PrincipalTokensDeps['exchange'];
  /** The session's main token; `main-token` by default. */
  mainToken?: () => Promise<string | null>;
  /** Where a failed principal token goes; nowhere by default. */
  reportTokenFailure?: PrincipalTokensDeps['report'];
  /** The add-principal flow's start (a spy); by default it does nothing. */
  startAddPrincipal?: () => Promise<void>;
  /** Elements beside every route, inside the router (a guard, the patient dialogs). */
  frame?: ReactNode;
  settings?: Partial<ShellSettings>;
  /** Render inside `ShellLayout` (header, footer, maintenance and blocked handling). */
  withLayout?: boolean;
  queryClient?: QueryClient;
  /** The i18n instance; by default one of `language` that records missing keys. */
  i18n?: I18n;
  /** Render under React's StrictMode, which runs effects twice. */
  strictMode?: boolean;
  /** An area's own providers, placed around the router (e.g. the chat settings). */
  wrap?: (children: ReactNode) => ReactNode;
}

/** Renders `ui` (or only `routes` when null) with the providers the app gives it; `rerender`
 * swaps `ui` and keeps them. */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const { route = '*', state, principalId, wrap = (children: ReactNode) => children } = options;
  const at = options.at ?? (route === '*' ? '/fi/asiointi/' : route);
  const language = options.language ?? resolveLanguage(at);
  const person = typeof options.person === 'string' ? persona(options.person) : options.person;
  if (options.patientStore && principalId !== undefined) {
    throw new Error('An injected patient store says whom the test acts for, not principalId.');
  }
  const actingFor = principalId === undefined ? 'main' : (`principal:${principalId}` as const);
  setPatientScope({
    subject: person?.subject ?? null,
    patient: options.patientStore ? patientScope().patient : actingFor,
  });
  const queryClient = options.queryClient ?? testQueryClient();
  const missingKeys: string[] = [];
  const i18n =
    options.i18n ?? createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const store = options.patientStore ?? testPatientStore({ principalId });
  const tokens = createPrincipalTokens({
    exchange: options.exchange ?? (() => Promise.reject(new Error('No principals here'))),
    registrationToken: (id) => store.registrationToken(id),
    now: () => Date.now(),
    report: options.reportTokenFailure ?? (() => undefined),
  });
  // Per test, not a module-level afterEach: under `isolate: false` this module is evaluated once
  // per worker, so such a hook would run only in the first file that imported it.
  onTestFinished(() => {
    store.dispose();
    tokens.dispose();
    setPatientScope({ subject: null, patient: 'main' });
  });
  const base = testSettings(options.settings);
  const settings: ShellSettings =
    person === undefined
      ? base
      : {
          ...base,
          auth: {
            ...base.auth,
            state: person
              ? { kind: 'LoggedIn', givenNames: person.givenNames, lastName: person.lastName }
              : { kind: 'LoggedOut' },
          },
        };
  let routes: RouteObject[] = [
    ...(options.routes ?? []),
    ...(ui === null ? [] : [{ path: route, element: <Ui /> }]),
  ];
  if (!routes.some((r) => r.path === '*')) {
    routes.push({ path: '*', element: <Elsewhere /> });
  }
  if (options.frame !== undefined) {
    const frame = (
      <>
        {options.frame}
        <Outlet />
      </>
    );
    routes = [{ element: frame, children: routes }];
  }
  const router = createMemoryRouter(
    options.withLayout === true ? [{ element: <ShellLayout />, children: routes }] : routes,
    { initialEntries: [{ ...parsePath(at), state }] },
  );
  const providers = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellSettingsProvider settings={settings}>
          <PatientContextProvider
            value={{
              store,
              tokens,
              mainToken: options.mainToken ?? (() => Promise.resolve('main-token')),
              customerServicePhone: settings.customerServicePhone,
              startAddPrincipal: options.startAddPrincipal ?? (() => Promise.resolve()),
            }}
          >
            <UiSlot value={children}>{wrap(<RouterProvider router={router} />)}</UiSlot>
          </PatientContextProvider>
        </ShellSettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(ui, { wrapper: providers, reactStrictMode: options.strictMode ?? false });
  return { ...result, queryClient, router, missingKeys, store, settings, i18n };
}

/**
 * Points the HTTP layer at a local fake for the whole test file, answering the maintenance
 * check with "no break" unless a test says otherwise; nothing reaches the network.
 */
export function withFakeApi(): () => FakeApi {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi();
    api.answer({ status: 200, body: '{"maintenanceBreak":false}' });
    const url = api.url;
    configureHttp({ baseUrl: () => url });
  });
  afterAll(async () => {
    configureHttp({});
    await api?.close();
  });
  return () => {
    if (!api) {
      throw new Error('The fake API starts in beforeAll.');
    }
    return api;
  };
}
