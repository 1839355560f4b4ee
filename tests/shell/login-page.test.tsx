// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellLoginState } from '../../src/shell/index.ts';
import { LoginPage } from '../../src/shell/pages/index.ts';
import { renderApp } from '../support/render-app.tsx';

const loginPath = '/fi/asiointi/tunnistaminen/kirjaudu-sisaan';
const root = { path: '/fi/asiointi/', element: <h1>Juuri</h1> };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the login page (S-10, S-11)', () => {
  it('explains sign-in and offers help by phone, with no app advert of its own', () => {
    renderApp(<LoginPage />, { at: loginPath });

    expect(screen.getByRole('heading', { level: 1, name: 'Kirjaudu Asiointiin' })).toBeVisible();
    expect(screen.getByText(/Asioinnissa voit käyttää etävastaanottoa/)).toBeVisible();
    expect(screen.getByText(/vahvalla tunnistautumisella/)).toBeVisible();
    expect(screen.getByRole('link', { name: '010 555 1200' })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    // The shell's app banner (phones) and footer invite to the app: the page does not repeat it.
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /App Store|Google Play/ })).not.toBeInTheDocument();
    expect(document.title).toBe('Kirjaudu Asiointiin – Asiointi');
  });
});

describe('the login button (S-14, S-15, E-02)', () => {
  it('starts sign-in once, showing a spinner and staying inactive while loading', async () => {
    const user = userEvent.setup();
    const { settings } = renderApp(<LoginPage />, {
      at: `${loginPath}?returnTo=%2Ffi%2Fasiointi%2Fomat-tiedot`,
    });
    const button = screen.getByRole('button', { name: 'Kirjaudu sisään' });

    await user.click(button);
    await user.click(button);

    expect(settings.auth.login).toHaveBeenCalledTimes(1);
    expect(settings.auth.login).toHaveBeenCalledWith('/fi/asiointi/omat-tiedot');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Siirrytään tunnistautumiseen…');
  });

  it('says sign-in failed when it cannot start, and can be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const login = vi.fn(() => Promise.reject(new Error('crypto unavailable')));
    renderApp(<LoginPage />, {
      at: loginPath,
      settings: {
        auth: { state: { kind: 'LoggedOut' }, login, logout: () => Promise.resolve() },
      },
    });

    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    );
    const button = screen.getByRole('button', { name: 'Kirjaudu sisään' });
    expect(button).not.toHaveAttribute('aria-busy');
    await user.click(button);
    expect(login).toHaveBeenCalledTimes(2);
  });
  it('works again when the page comes back from the back-forward cache', async () => {
    const user = userEvent.setup();
    renderApp(<LoginPage />, { at: loginPath });
    const button = screen.getByRole('button', { name: 'Kirjaudu sisään' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });

    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('the login error box (S-12, known codes only)', () => {
  it('shows a translated message and the code, never the description or uri of the query', () => {
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: 'Käyttäjä keskeytti tunnistautumisen',
      error_uri: 'https://tunnistus.example/virheet/access_denied',
    });
    renderApp(<LoginPage />, { at: `${loginPath}?${query.toString()}` });

    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent('Virhe kirjautumisessa');
    expect(box).toHaveTextContent('Tunnistautuminen keskeytettiin. Voit kirjautua uudelleen.');
    expect(box).toHaveTextContent('Virhekoodiaccess_denied');
    expect(box).not.toHaveTextContent('Käyttäjä keskeytti');
    expect(box).not.toHaveTextContent('tunnistus.example');
  });

  it.each([
    [
      'login_failed',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
      'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    ],
    [
      'Soita numeroon 0700 123 456',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
      'Kirjautuminen ei onnistunut. Yritä uudelleen.',
    ],
    [
      'access_denied',
      '/sv/e-tjanster/identifiering/logga-in',
      'Identifieringen avbröts. Du kan logga in på nytt.',
    ],
    ['server_error', '/en/e-services/identification/log-in', 'Login failed. Please try again.'],
    [
      'network_timeout',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
      'Tunnistuspalvelu ei vastannut ajoissa. Yritä uudelleen.',
    ],
    [
      'network_timeout',
      '/sv/e-tjanster/identifiering/logga-in',
      'Identifieringstjänsten svarade inte i tid. Försök igen.',
    ],
    [
      'network_timeout',
      '/en/e-services/identification/log-in',
      'The identification service did not respond in time. Please try again.',
    ],
  ])('shows %s at %s as a known code with its message', (code, path, message) => {
    renderApp(<LoginPage />, {
      at: `${path}?${new URLSearchParams({ error: code }).toString()}`,
    });

    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(message);
    const known = ['access_denied', 'network_timeout', 'login_failed'];
    expect(box.querySelector('code')?.textContent).toBe(
      known.includes(code) ? code : 'login_failed',
    );
    // The login button under the box is the retry.
    expect(screen.getByRole('button', { name: /Kirjaudu sisään|Logga in|Log in/ })).toBeEnabled();
    if (!known.includes(code)) {
      expect(box).not.toHaveTextContent(code);
    }
  });

  it('is absent without an error', () => {
    renderApp(<LoginPage />, { at: loginPath });

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('cancelling (S-13)', () => {
  it('is not offered when sign-in is required', () => {
    renderApp(<LoginPage />, {
      at: `${loginPath}?reason=authenticationRequired&returnTo=%2Ffi%2Fasiointi%2Fomat-tiedot`,
    });

    expect(screen.getByRole('button', { name: 'Kirjaudu sisään' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Peruuta' })).not.toBeInTheDocument();
  });

  it('goes to a same-origin returnTo', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(<LoginPage />, {
      at: `${loginPath}?returnTo=%2Ffi%2Fasiointi%2Fchat%3Fx%3D1`,
      routes: [{ path: '/fi/asiointi/chat', element: <h1>Chat</h1> }],
    });

    await user.click(screen.getByRole('button', { name: 'Peruuta' }));

    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeVisible();
    expect(router.state.location.search).toBe('?x=1');
  });

  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', '/%2F%2Fevil.example'])(
    'falls back to the Finnish front page for the hostile returnTo %s',
    async (hostile) => {
      const user = userEvent.setup();
      const { router } = renderApp(<LoginPage />, {
        at: `${loginPath}?${new URLSearchParams({ returnTo: hostile }).toString()}`,
        routes: [root],
      });

      await user.click(screen.getByRole('button', { name: 'Peruuta' }));
      expect(await screen.findByRole('heading', { name: 'Juuri' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/fi/asiointi/');
    },
  );

  it('signs in towards the front page when returnTo is hostile', async () => {
    const user = userEvent.setup();
    const { settings } = renderApp(<LoginPage />, {
      at: `${loginPath}?returnTo=https%3A%2F%2Fevil.example%2F`,
    });

    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));

    expect(settings.auth.login).toHaveBeenCalledWith('/fi/asiointi/');
  });

  it.each([
    ['sv', '/sv/e-tjanster/identifiering/logga-in', 'Logga in', '/sv/e-tjanster/'],
    ['en', '/en/e-services/identification/log-in', 'Log in', '/en/e-services/'],
  ] as const)(
    'opened directly in %s, signs in towards that language’s front page',
    async (_language, path, button, front) => {
      const user = userEvent.setup();
      const { settings } = renderApp(<LoginPage />, { at: path });
      await user.click(screen.getByRole('button', { name: button }));
      expect(settings.auth.login).toHaveBeenCalledWith(front);
    },
  );

  it('goes back when the patient came from another page and named no destination', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(<LoginPage />, {
      at: '/fi/asiointi/chat',
      routes: [{ path: '/fi/asiointi/chat', element: <h1>Chat</h1> }],
    });
    await router.navigate(loginPath);

    await user.click(await screen.findByRole('button', { name: 'Peruuta' }));

    expect(await screen.findByRole('heading', { name: 'Chat' })).toBeVisible();
  });

  it('goes to the front page when there is nowhere to go back to', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(<LoginPage />, { at: loginPath, routes: [root] });

    await user.click(screen.getByRole('button', { name: 'Peruuta' }));

    expect(await screen.findByRole('heading', { name: 'Juuri' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/fi/asiointi/');
  });
});

describe("following the session layer's login state (S-15)", () => {
  const withLoginState = (loginState: ShellLoginState, path = loginPath) =>
    renderApp(<LoginPage />, {
      at: path,
      settings: {
        auth: {
          state: { kind: 'LoggedOut' },
          loginState,
          login: vi.fn(() => Promise.resolve()),
          logout: () => Promise.resolve(),
        },
      },
    });

  it('shows the spinner while the session layer is loading', () => {
    withLoginState({ kind: 'Loading' });

    expect(screen.getByRole('button', { name: 'Kirjaudu sisään' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('shows the login-failed text for an error without a message (E-02)', () => {
    withLoginState({ kind: 'Error' }, '/en/e-services/identification/log-in');

    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('says the identification service did not answer in time, and the button tries again (E-09)', async () => {
    const user = userEvent.setup();
    const { settings } = withLoginState({ kind: 'Error', timedOut: true });

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Tunnistuspalvelu ei vastannut ajoissa. Yritä uudelleen.',
    );
    await user.click(screen.getByRole('button', { name: 'Kirjaudu sisään' }));
    expect(settings.auth.login).toHaveBeenCalledTimes(1);
  });

  it('shows the message of an error that has one', () => {
    withLoginState({ kind: 'Error', message: 'Tunnistuspalvelu ei vastaa' });

    expect(screen.getByRole('alert')).toHaveTextContent('Tunnistuspalvelu ei vastaa');
  });

  it('leaves the error to the error box when the query carries one (S-12)', () => {
    withLoginState(
      { kind: 'Error', message: 'Käyttäjä keskeytti' },
      `${loginPath}?error=access_denied&error_description=K%C3%A4ytt%C3%A4j%C3%A4%20keskeytti`,
    );

    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Virhekoodiaccess_denied');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Käyttäjä keskeytti');
  });
});
