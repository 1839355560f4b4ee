// Renders an occupational screen with what it needs: a QueryClient (no retries), i18n in one
// language, the shell settings of a signed-in patient (or a visitor), the patient layer acting
// for the patient themselves or for a principal, and a router whose other pages show where a
// navigation went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { setPatientScope } from '../../../src/api/index.ts';
import { createI18n, type Language } from '../../../src/i18n/index.ts';
import { createPatientStore, createPrincipalTokens } from '../../../src/patient/index.ts';
import { PatientContextProvider } from '../../../src/patient/patient-context.tsx';
import { ShellSettingsProvider } from '../../../src/shell/index.ts';
import { createMemoryStorage } from '../../auth/support/memory-storage.ts';
import { testSettings } from '../../shell/render-shell.tsx';
import { subjects } from '../../support/test-token.ts';

/** A principal's id (any RFC 4122 UUID: the principals list is not needed here). */
export const principalId = '3f6c2a1e-8b4d-4e2a-9c71-5d0e8f1a2b3c';

function Elsewhere() {
  const location = useLocation();
  return (
    <p data-testid="elsewhere" data-state={JSON.stringify(location.state)}>
      {location.pathname}
    </p>
  );
}

export interface RenderOptions {
  language?: Language;
  /** The router path of `screen`, with parameters. */
  route?: string;
  /** Where the router starts; `route` by default. */
  at?: string;
  loggedIn?: boolean;
  /** Acting for a principal rather than oneself (AMB-28). */
  actingForPrincipal?: boolean;
}

const disposers: (() => void)[] = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => {
    dispose();
  });
  setPatientScope({ subject: null, patient: 'main' });
});

export function renderOccupational(
  screen: ReactNode,
  {
    language = 'fi',
    route = '/',
    at = route,
    loggedIn = true,
    actingForPrincipal = false,
  }: RenderOptions = {},
) {
  setPatientScope({
    subject: loggedIn ? subjects.occupationalCustomer : null,
    patient: actingForPrincipal ? `principal:${principalId}` : 'main',
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const missingKeys: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const stored = actingForPrincipal ? { type: 'principal', id: principalId } : { type: 'main' };
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
    { initialEntries: [at] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShellSettingsProvider
          settings={{
            ...settings,
            auth: {
              ...settings.auth,
              state: loggedIn
                ? { kind: 'LoggedIn', givenNames: 'Sanna Kristiina', lastName: 'Lehtonen' }
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
            <RouterProvider router={router} />
          </PatientContextProvider>
        </ShellSettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, router, missingKeys };
}
