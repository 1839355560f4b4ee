// Renders a chat screen with what it needs: a QueryClient (no retries), i18n in one language, the
// shell settings of a signed-in Laura, the patient layer acting for herself, the chat settings of
// the local environment, and a router at `at` whose other pages show where a redirect went.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { setPatientScope } from '../../../../src/api/index.ts';
import { ChatSettingsProvider } from '../../../../src/chat/chat-settings.tsx';
import { createI18n, type Language } from '../../../../src/i18n/index.ts';
import { createPatientStore, createPrincipalTokens } from '../../../../src/patient/index.ts';
import { PatientContextProvider } from '../../../../src/patient/patient-context.tsx';
import { ShellSettingsProvider } from '../../../../src/shell/index.ts';
import { createMemoryStorage } from '../../../auth/support/memory-storage.ts';
import { testSettings } from '../../../shell/render-shell.tsx';
import { subjects } from '../../../support/test-token.ts';

/** Any other page: says where it is and with which router state. */
function Elsewhere() {
  const { pathname } = useLocation();
  const state: unknown = useLocation().state;
  return (
    <p data-testid="elsewhere" data-state={JSON.stringify(state)}>
      {pathname}
    </p>
  );
}

export interface RenderOptions {
  language?: Language;
  /** The router path of `screen`, with parameters (`/fi/asiointi/chat/ajanvaraus/:identifier/…`). */
  route?: string;
  /** Where the router starts; `route` by default. */
  at?: string;
  state?: unknown;
}

const disposers: (() => void)[] = [];
afterEach(() => {
  disposers.splice(0).forEach((dispose) => {
    dispose();
  });
  setPatientScope({ subject: null, patient: 'main' });
});

export function renderChat(
  screen: ReactNode,
  { language = 'fi', route = '/', at = route, state }: RenderOptions = {},
) {
  setPatientScope({ subject: subjects.mainUser, patient: 'main' });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const missingKeys: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const store = createPatientStore({
    sessionStorage: createMemoryStorage({ 'tap.patient_v1': '{"type":"main"}' }),
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
              state: { kind: 'LoggedIn', givenNames: 'Laura Helena', lastName: 'Mäkinen' },
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
            <ChatSettingsProvider
              settings={{
                queueIds: {
                  serviceRequest: 2948,
                  callRequest: 2950,
                  insuranceDefaultQueue: 2,
                  childChatTopic: 12,
                },
              }}
            >
              <RouterProvider router={router} />
            </ChatSettingsProvider>
          </PatientContextProvider>
        </ShellSettingsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, router, missingKeys };
}
