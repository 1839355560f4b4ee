// Renders a section of my information as the page does: signed in as Laura, at `at`, acting for
// herself or for `principalId`, with the session the forms' unsaved-changes guard asks.
import type { ReactNode } from 'react';
import { AuthProvider } from '../../src/auth/index.ts';
import { createFakeController } from '../auth/ui/support/fake-controller.ts';
import { renderApp } from '../support/render-app.tsx';

export function renderSection(
  section: ReactNode,
  { at, principalId }: { at: string; principalId?: string },
) {
  const auth = createFakeController({
    auth: {
      kind: 'LoggedIn',
      stage: 'Complete',
      timeoutAt: new Date(Date.now() + 20 * 60_000),
      expiresAt: new Date(Date.now() + 2 * 3_600_000),
    },
  });
  return renderApp(section, {
    at,
    person: 'mainUser',
    ...(principalId === undefined ? {} : { principalId }),
    wrap: (children) => <AuthProvider controller={auth.controller}>{children}</AuthProvider>,
  });
}
