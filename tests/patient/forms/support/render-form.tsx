// Renders a form with renderApp, signed in (the unsaved-changes guard follows the session), at
// `/form` with a page to leave for.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../../../src/auth/index.ts';
import { type Language } from '../../../../src/i18n/index.ts';
import { createFakeController } from '../../../auth/ui/support/fake-controller.ts';
import { renderApp } from '../../../support/render-app.tsx';

/** The page a test navigates to, to leave the form. */
export const elsewhere = '/elsewhere';

export function renderForm(
  form: ReactNode,
  { language = 'fi', path = '/form' }: { language?: Language; path?: string } = {},
) {
  // Signed in, as every form of the portal is used.
  const auth = createFakeController({
    auth: {
      kind: 'LoggedIn',
      stage: 'Complete',
      timeoutAt: new Date(Date.now() + 20 * 60_000),
      expiresAt: new Date(Date.now() + 2 * 3_600_000),
    },
  });
  const result = renderApp(form, {
    at: path,
    language,
    routes: [{ path: elsewhere, element: <h1>Elsewhere</h1> }],
    wrap: (children) => <AuthProvider controller={auth.controller}>{children}</AuthProvider>,
  });
  return { ...result, auth };
}
