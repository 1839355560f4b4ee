// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth, type AuthSnapshot } from '../../../src/auth/index.ts';
import { createFakeController } from './support/fake-controller.ts';
import { renderAuth } from './support/render-auth.tsx';

const page = '/fi/asiointi/omat-tiedot';
const session = {
  kind: 'LoggedIn',
  stage: 'Complete',
  timeoutAt: new Date(8.64e15),
  expiresAt: new Date(8.64e15),
} as const;

function renderProtected(auth: AuthSnapshot['auth'], path = page) {
  const fake = createFakeController({ auth });
  const view = renderAuth({
    fake,
    path,
    routes: [
      {
        path: page,
        element: (
          <RequireAuth>
            <h1>Omat tiedot</h1>
          </RequireAuth>
        ),
      },
    ],
  });
  return { ...view, fake };
}

describe('RequireAuth', () => {
  it('shows the page while logged in, also before the session is confirmed', () => {
    renderProtected({ ...session, stage: 'Pending' });
    expect(screen.getByRole('heading', { name: 'Omat tiedot' })).toBeInTheDocument();
  });

  it('shows a spinner while it is not yet known whether anyone is logged in', () => {
    renderProtected({ kind: 'LoggedOut', stage: 'Pending', reason: 'NoSession' });
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a logged-out patient to the login page, to come back here (S-07)', async () => {
    const { router } = renderProtected(
      { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' },
      `${page}?tab=consents#top`,
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/fi/asiointi/tunnistaminen/kirjaudu-sisaan');
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('reason')).toBe('authenticationRequired');
    expect(query.get('returnTo')).toBe(`${page}?tab=consents#top`);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the login page when the pending session turns out not to exist', async () => {
    const { fake, router } = renderProtected({
      kind: 'LoggedOut',
      stage: 'Pending',
      reason: 'NoSession',
    });
    act(() => {
      fake.set({ auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' } });
    });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/fi/asiointi/tunnistaminen/kirjaudu-sisaan');
    });
  });

  it('leaves a time-out on this page to the intent navigator, not the login page', () => {
    const { fake, router } = renderProtected(session);
    act(() => {
      fake.set({ auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'TimedOut' } });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ladataan…');
    expect(router.state.location.pathname).toBe(page);
  });
});
