// Renders a signed-in area's screen with what it needs: a QueryClient (no retries), i18n in one
// language, the shell settings of a signed-in person (or a visitor), the patient layer acting for
// the person themselves or for a principal, and a router at `at` whose other pages show where a
// navigation went and with which state. `wrap` adds an area's own providers inside the router's
// parents (e.g. the chat settings).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { setPatientScope } from '../../src/api/index.ts';
import { type Language } from '../../src/i18n/index.ts';
import { createI18n } from '../../src/i18n/bundled/index.ts';
import { createPatientStore, createPrincipalTokens } from '../../src/patient/index.ts';
import { PatientContextProvider } from '../../src/patient/patient-context.tsx';
import { ShellSettingsProvider } from '../../src/shell/index.ts';
import { createMemoryStorage } from '../auth/support/memory-storage.ts';
import { testSettings } from '../shell/render-shell.tsx';

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

export interface RenderScreenOptions {
  language?: Language;
  /** The router path of the screen, with parameters. */
  route?: string;
  /** Where the router starts; `route` by default. */
  at?: string;
  /** The router state of the first entry. */
  state?: unknown;
  /** Who is signed in; null for a visitor. */
  person: SignedInPerson | null;
  /** The principal acted for, or none (acting for oneself). */
  principalId?: string;
  wrap?: (children: ReactNode) => ReactNode;
}

const disposers: (() => void)[] = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => {
    dispose();
  });
  setPatientScope({ subject: null, patient: 'main' });
});

export function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const { language = 'fi', route = '/', at = route, state, person, principalId } = options;
  const { wrap = (children: ReactNode) => children } = options;
  setPatientScope({
    subject: person?.subject ?? null,
    patient: principalId === undefined ? 'main' : `principal:${principalId}`,
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const missingKeys: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const stored =
    principalId === undefined ? { type: 'main' } : { type: 'principal', id: principalId };
  const store = createPatientStore({
    sessionStorage: createMemoryStorage({ 'tap.patient_v1': JSON.stringify(stored) }),
    setCookie: () => undefined,
    hostname: 'localhost',
    openChannel: undefined,
    fixed: false,
  });
  const tokens = createPrincipalTokens({
    exchange: () => Promise.reject(new Error('No principals here')),
    registrationToken: (id) => store.registrationToken(id),
    now: () => Date.now(),
    report: () => undefined,
  });
  disposers.push(() => {
    store.dispose();
    tokens.dispose();
  });
  const settings = testSettings();
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [{ pathname: at, state }] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellSettingsProvider
          settings={{
            ...settings,
            auth: {
              ...settings.auth,
              state: person
                ? { kind: 'LoggedIn', givenNames: person.givenNames, lastName: person.lastName }
                : { kind: 'LoggedOut' },
            },
          }}
        >
          <PatientContextProvider
            value={{
              store,
              tokens,
              mainToken: () => Promise.resolve('main-token'),
              customerServicePhone: { display: '010 555 1200', tel: '+358105551200' },
              startAddPrincipal: () => Promise.resolve(),
            }}
          >
            {wrap(<RouterProvider router={router} />)}
          </PatientContextProvider>
        </ShellSettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, router, missingKeys, store };
}
