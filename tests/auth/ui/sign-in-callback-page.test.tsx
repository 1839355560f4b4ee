// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInCallbackPage, type AuthIntent } from '../../../src/auth/index.ts';
import { createFakeController } from './support/fake-controller.ts';
import { renderAuth } from './support/render-auth.tsx';

const callbackPath = '/fi/asiointi/tunnistaminen/callback';

function renderCallback(intent: Promise<AuthIntent>, options: { strictMode?: boolean } = {}) {
  const fake = createFakeController({
    auth: {
      kind: 'LoggedIn',
      stage: 'Pending',
      timeoutAt: new Date(8.64e15),
      expiresAt: new Date(8.64e15),
    },
  });
  fake.controller.handleCallback.mockReturnValue(intent);
  const view = renderAuth({
    fake,
    path: `${callbackPath}?code=abc&state=xyz`,
    routes: [{ path: callbackPath, element: <SignInCallbackPage /> }],
    ...options,
  });
  return { ...view, fake };
}

describe('SignInCallbackPage', () => {
  it('shows that sign-in is under way under a heading', () => {
    renderCallback(new Promise<AuthIntent>(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Kirjautuminen' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Kirjaudutaan…');
  });

  it('completes the sign-in once and replaces itself with the return-to path (S-05)', async () => {
    const { fake, router, location } = renderCallback(
      Promise.resolve({ kind: 'navigate', to: 'path', path: '/fi/asiointi/omat-tiedot?tab=1' }),
      { strictMode: true },
    );
    const navigations: string[] = [];
    router.subscribe((state) => navigations.push(state.location.key));
    await waitFor(() => {
      expect(location()).toBe('/fi/asiointi/omat-tiedot?tab=1');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(fake.controller.handleCallback).toHaveBeenCalledWith(window.location.href);
    // StrictMode runs the effect twice; the controller completes one URL once, the page goes once.
    expect(new Set(fake.controller.handleCallback.mock.calls.map(([url]) => url)).size).toBe(1);
    expect(new Set(navigations).size).toBe(1);
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });

  it('goes to the login page with the sign-in error (S-06)', async () => {
    const { location, router } = renderCallback(
      Promise.resolve({
        kind: 'navigate',
        to: 'login',
        error: {
          error: 'access_denied',
          errorDescription: 'User cancelled',
          errorUri: undefined,
        },
      }),
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/fi/asiointi/tunnistaminen/kirjaudu-sisaan');
    });
    expect(location()).toBe('/fi/asiointi/tunnistaminen/kirjaudu-sisaan?error=access_denied');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to the login page with an error when the callback itself fails', async () => {
    const failure = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderCallback(Promise.reject(new Error('state mismatch')));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/fi/asiointi/tunnistaminen/kirjaudu-sisaan');
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('error')).toBe('login_failed');
    expect(query.get('error_description')).toBeNull();
    expect(failure).toHaveBeenCalled();
    failure.mockRestore();
  });
});
