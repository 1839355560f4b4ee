// Renders a form with what it needs: a QueryClient (no retries), i18n in one language, and a
// data router (the unsaved-changes guard blocks through it) with a page to leave for.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthProvider } from '../../../../src/auth/index.ts';
import { type Language } from '../../../../src/i18n/index.ts';
import { createI18n } from '../../../../src/i18n/bundled/index.ts';
import { createFakeController } from '../../../auth/ui/support/fake-controller.ts';

/** The page a test navigates to, to leave the form. */
export const elsewhere = '/elsewhere';

export function renderForm(
  form: ReactNode,
  { language = 'fi', path = '/form' }: { language?: Language; path?: string } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const missingKeys: string[] = [];
  const i18n = createI18n({ language, reportMissingKey: (key) => missingKeys.push(key) });
  const router = createMemoryRouter(
    [
      { path: elsewhere, element: <h1>Elsewhere</h1> },
      { path: '*', element: form },
    ],
    { initialEntries: [path] },
  );
  // Signed in, as every form of the portal is used.
  const auth = createFakeController({
    auth: {
      kind: 'LoggedIn',
      stage: 'Complete',
      timeoutAt: new Date(Date.now() + 20 * 60_000),
      expiresAt: new Date(Date.now() + 2 * 3_600_000),
    },
  });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider controller={auth.controller}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AuthProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient, missingKeys, router, auth };
}
