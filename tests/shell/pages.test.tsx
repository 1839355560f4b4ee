// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/shell/browser.ts';
import { ErrorPage, RouteErrorPage } from '../../src/shell/index.ts';
import { BlockedPage } from '../../src/shell/pages/blocked-page.tsx';
import { MaintenancePage } from '../../src/shell/pages/maintenance-page.tsx';
import { NotFoundPage } from '../../src/shell/pages/not-found-page.tsx';
import {
  AccessibilityStatementPage,
  FrontPage,
  LoggedOutPage,
  TimeoutPage,
} from '../../src/shell/pages/index.ts';
import { renderApp } from '../support/render-app.tsx';
import { loggedIn } from './signed-in.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the front page', () => {
  it('leads to each service area with the right kind of link', () => {
    renderApp(<FrontPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Tervetuloa Asiointiin' })).toBeVisible();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Etävastaanotto')).toHaveAttribute('href', '/fi/asiointi/chat');
    expect(link('Ajanvaraus')).toHaveAttribute(
      'href',
      'https://ajanvaraus.test.asiointi.example/fi/',
    );
    expect(link('Omat tapahtumat')).toHaveAttribute(
      'href',
      'https://tapahtumat.test.asiointi.example/fi/asiointi/omat-tapahtumat',
    );
    expect(link('Omat tiedot')).toHaveAttribute('href', '/fi/asiointi/omat-tiedot');
    expect(
      screen.getByText('Keskustele ammattilaisen kanssa chatissa tai videolla.'),
    ).toBeVisible();
    expect(document.title).toBe('Etusivu – Asiointi');
  });

  it('invites a logged-out patient to log in', () => {
    renderApp(<FrontPage />);

    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' })).toHaveAttribute(
      'href',
      '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=%2Ffi%2Fasiointi%2F',
    );
  });

  it('greets a logged-in patient by the first given name', () => {
    renderApp(<FrontPage />, { person: loggedIn });

    expect(screen.getByText('Hei, Maija!')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Kirjaudu sisään' })).not.toBeInTheDocument();
  });
});

describe('the logged-out and time-out pages', () => {
  it('offers logging in again from "you logged out" (R-26)', async () => {
    const user = userEvent.setup();
    const { settings } = renderApp(<LoggedOutPage />, {
      at: '/sv/e-tjanster/identifiering/du-loggades-ut',
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Du har loggat ut' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Logga in igen' }));

    expect(settings.auth.login).toHaveBeenCalledWith('/sv/e-tjanster/');
  });

  it('tells why the patient was logged out (R-27)', () => {
    renderApp(<TimeoutPage />, { at: '/en/e-services/identification/you-were-logged-out' });

    expect(screen.getByRole('heading', { level: 1, name: 'You were logged out' })).toBeVisible();
    expect(screen.getByText(/had not used Asiointi for a while/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log in again' })).toBeVisible();
  });
});

describe('the maintenance page (H-18)', () => {
  it('has an illustration, a description and a call button', () => {
    renderApp(<MaintenancePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Huoltokatko' })).toBeVisible();
    expect(screen.getByText(/tilapäisesti poissa käytöstä/)).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
    expect(
      screen.getByRole('link', { name: 'Soita asiakaspalveluun 010 555 1200' }),
    ).toHaveAttribute('href', 'tel:+358105551200');
  });
});

describe('the error page (H-20, E-22)', () => {
  it.each([
    ['/fi/asiointi/', 'Virhe'],
    ['/sv/e-tjanster/', 'Fel'],
    ['/en/e-services/', 'Error'],
  ])('is titled "error" at %s', (path, title) => {
    renderApp(<ErrorPage />, { at: path });

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it('reloads the page and goes back', async () => {
    const reloadPage = vi.spyOn(browser, 'reloadPage').mockImplementation(() => undefined);
    const historyBack = vi.spyOn(browser, 'historyBack').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp(<ErrorPage />);

    await user.click(screen.getByRole('button', { name: 'Lataa sivu uudelleen' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Palaa edelliselle sivulle' }));
    expect(historyBack).toHaveBeenCalledTimes(1);
  });

  it('brings its own main landmark outside the layout', () => {
    renderApp(<ErrorPage />);

    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('is the router error element, and reports the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed');
    }
    renderApp(<p>ei käytössä</p>, {
      routes: [{ path: '/fi/asiointi/', element: <Broken />, errorElement: <RouteErrorPage /> }],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Virhe' })).toBeVisible();
    expect(error).toHaveBeenCalledWith(
      '[shell] A page failed to render.',
      expect.objectContaining({ message: 'render failed' }),
    );
  });
});

describe('the blocked page (H-21)', () => {
  it('has a title, a description and a link button to customer service', () => {
    renderApp(<BlockedPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Asiointi ei ole käytettävissäsi' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Asiakaspalvelun yhteystiedot/ })).toHaveAttribute(
      'href',
      'https://www.test.asiointi.example/fi/yhteystiedot',
    );
  });
});

describe('the not-found page (R-55)', () => {
  it('shows the 404 image and the way home, and logs the path once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp(<NotFoundPage />, { at: '/fi/asiointi/ei-ole', strictMode: true });

    expect(screen.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Virhe 404' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Palaa etusivulle' })).toHaveAttribute(
      'href',
      '/fi/asiointi/',
    );
    expect(warn.mock.calls.filter(([message]) => message === 'no match found')).toEqual([
      ['no match found', '/fi/asiointi/ei-ole'],
    ]);
  });
});

describe('the accessibility statement (Act 306/2019)', () => {
  it('states compliance, the content not accessible, the assessment, feedback and the authority', async () => {
    const user = userEvent.setup();
    const openFeedback = vi.fn();
    renderApp(<AccessibilityStatementPage />, {
      at: '/fi/asiointi/saavutettavuusseloste',
      settings: { openFeedback },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Saavutettavuusseloste' })).toBeVisible();
    expect(document.title).toBe('Saavutettavuusseloste – Asiointi');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Saavutettavuuden tila',
      'Sisältö, joka ei ole saavutettavaa',
      'Miten saavutettavuutta on arvioitu',
      'Anna palautetta saavutettavuudesta',
      'Valvontaviranomainen',
    ]);
    expect(screen.getByText(/täyttää osittain WCAG 2\.1 -ohjeiston AA-tason/)).toBeVisible();
    expect(
      screen.getByRole('region', { name: 'Sisältö, joka ei ole saavutettavaa' }),
    ).toHaveTextContent(/chat-ikkuna.*oirearvion kysely.*ohje/is);
    // The 14-day reply comes through a channel that can answer; the feedback window is anonymous.
    const feedback = screen.getByRole('region', { name: 'Anna palautetta saavutettavuudesta' });
    expect(feedback).toHaveTextContent(
      /Kun haluat vastauksen, ota yhteyttä asiakaspalveluun puhelimitse 010 555 1200 tai yhteydenottolomakkeella\. Vastaamme 14 päivän kuluessa\./,
    );
    expect(
      within(feedback).getByRole('link', { name: 'Siirry yhteydenottolomakkeeseen' }),
    ).toHaveAttribute('href', expect.stringMatching(/yhteystiedot|contact/));
    expect(feedback).toHaveTextContent(/Nimettömään palautteeseen emme voi vastata\./);
    await user.click(screen.getByRole('button', { name: 'Anna nimetöntä palautetta' }));
    expect(openFeedback).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '010 555 1200' })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    expect(screen.getByRole('link', { name: /Saavutettavuusvaatimukset\.fi/ })).toHaveAttribute(
      'href',
      'https://www.saavutettavuusvaatimukset.fi/',
    );
  });

  it.each([
    [
      '/sv/e-tjanster/tillganglighetsutlatande',
      'Tillgänglighetsutlåtande',
      'https://www.webbtillganglighet.fi/',
    ],
    [
      '/en/e-services/accessibility-statement',
      'Accessibility statement',
      'https://www.webaccessibility.fi/',
    ],
  ])(
    'is in the page language at %s, with that language’s guidance on reporting',
    (path, title, site) => {
      renderApp(<AccessibilityStatementPage />, { at: path });

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain(site);
    },
  );
});
