// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header, type HeaderAuth } from '../../src/shell/index.ts';
import { renderApp } from '../support/render-app.tsx';
import { loggedIn } from './signed-in.ts';

const loggedOut: HeaderAuth = { kind: 'LoggedOut' };

describe('the header when logged out (H-05)', () => {
  it('shows only a login button, leading to the login page and back here', () => {
    renderApp(<Header auth={loggedOut} />, {
      at: '/fi/asiointi/chat',
      settings: { actOnBehalf: { currentPatientType: 'main', open: vi.fn() } },
    });

    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' })).toHaveAttribute(
      'href',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=%2Ffi%2Fasiointi%2Fchat',
    );
    expect(screen.queryByRole('button', { name: /Käyttäjävalikko/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Asioi toisen puolesta' })).not.toBeInTheDocument();
  });
});

describe('the header when logged in (H-03, H-04, H-09)', () => {
  it('shows the first given name on the user menu and the full name inside it', async () => {
    const user = userEvent.setup();
    renderApp(<Header auth={loggedIn} />);

    const menuButton = screen.getByRole('button', { name: 'Käyttäjävalikko: Maija' });
    expect(menuButton).toHaveTextContent('Maija');
    expect(menuButton).not.toHaveTextContent('Liisa');
    expect(screen.queryByRole('link', { name: 'Kirjaudu sisään' })).not.toBeInTheDocument();

    await user.click(menuButton);
    expect(screen.getByText('Maija Liisa Meikäläinen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Omat tiedot' })).toHaveAttribute(
      'href',
      '/fi/asiointi/omat-tiedot',
    );
  });

  it('logs out from the user menu', async () => {
    const user = userEvent.setup();
    const { settings } = renderApp(<Header auth={loggedIn} />);

    await user.click(screen.getByRole('button', { name: /Maija/ }));
    await user.click(screen.getByRole('button', { name: 'Kirjaudu ulos' }));

    expect(settings.auth.logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['main', 'Asioi toisen puolesta'],
    ['principal', 'Valitse asioitava henkilö'],
  ] as const)('labels the act-on-behalf button for a %s patient (H-10)', async (type, label) => {
    const user = userEvent.setup();
    const open = vi.fn();
    renderApp(<Header auth={loggedIn} />, {
      settings: { actOnBehalf: { currentPatientType: type, open } },
    });

    await user.click(screen.getByRole('button', { name: label }));

    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('the service menu (H-01)', () => {
  it('links to the router pages, and to booking and the separate applications on their hosts', () => {
    renderApp(<Header auth={loggedOut} />, { at: '/sv/e-tjanster/chatt' });

    const nav = within(screen.getByRole('navigation', { name: 'Tjänster' }));
    const href = (name: string) => nav.getByRole('link', { name }).getAttribute('href');
    expect(href('Startsida')).toBe('/sv/e-tjanster/');
    expect(href('Distansmottagning')).toBe('/sv/e-tjanster/chatt');
    expect(href('Tidsbokning')).toBe('https://ajanvaraus.test.asiointi.example/sv/');
    expect(href('Mina händelser')).toBe(
      'https://tapahtumat.test.asiointi.example/sv/e-tjanster/mina-handelser',
    );
    expect(href('Betalningar')).toBe(
      'https://maksut.test.asiointi.example/sv/e-tjanster/betalning',
    );
    expect(href('Meddelanden')).toBe(
      'https://viestit.test.asiointi.example/sv/e-tjanster/meddelanden',
    );
    expect(nav.getByRole('link', { name: 'Distansmottagning' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(nav.getByRole('link', { name: 'Startsida' })).not.toHaveAttribute('aria-current');
  });

  it('folds everything into one menu on narrow screens, sections expanded (H-11)', async () => {
    const user = userEvent.setup();
    renderApp(<Header auth={loggedOut} />);

    await user.click(screen.getByRole('button', { name: 'Valikko' }));

    expect(screen.getByText('Valikko avattu')).toBeInTheDocument();
    const sections = screen.getAllByRole('button', { expanded: true });
    expect(sections.map((section) => section.textContent)).toEqual(
      expect.arrayContaining(['Palvelut', 'Valitse kieli']),
    );
    expect(screen.getAllByRole('link', { name: 'Etävastaanotto' })).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Valikko' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('links back to the main website (H-06)', () => {
    renderApp(<Header auth={loggedOut} />, { at: '/en/e-services/' });

    expect(screen.getByRole('link', { name: /Terveyspalvelu Kaiku website/ })).toHaveAttribute(
      'href',
      'https://www.test.asiointi.example/en/',
    );
  });
});

describe('the language switcher (H-07)', () => {
  it('links to the same page, parameters, query and hash in each language', () => {
    renderApp(<Header auth={loggedOut} />, {
      at: '/fi/asiointi/omat-tiedot?tab=1#suostumukset',
    });

    const switcher = within(screen.getByRole('list', { name: 'Valitse kieli' }));
    const svenska = switcher.getByRole('link', { name: 'Svenska' });
    expect(svenska).toHaveAttribute('href', '/sv/e-tjanster/mina-uppgifter?tab=1#samtycken');
    expect(svenska).toHaveAttribute('hreflang', 'sv');
    expect(svenska).toHaveAttribute('lang', 'sv');
    expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/e-services/my-information?tab=1#consents',
    );
    expect(switcher.getByRole('link', { name: 'Suomi' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps route parameters', () => {
    renderApp(<Header auth={loggedOut} />, { at: '/en/e-services/chat/topic/12' });

    expect(screen.getByRole('link', { name: 'Suomi' })).toHaveAttribute(
      'href',
      '/fi/asiointi/chat/aihe/12',
    );
  });
});

describe('the environment tag (H-08)', () => {
  it('names a non-production environment', () => {
    renderApp(<Header auth={loggedOut} />, {
      settings: { environment: { name: 'test', showTag: true } },
    });

    expect(screen.getByText('Ympäristö: testi')).toBeVisible();
  });

  it('is hidden in production', () => {
    renderApp(<Header auth={loggedOut} />, {
      settings: { environment: { name: 'prod', showTag: false } },
    });

    expect(screen.queryByText(/Ympäristö/)).not.toBeInTheDocument();
  });
});
