// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { footerColumns } from '../../src/shell/footer/footer-columns.ts';
import {
  FooterNavigation,
  type FooterNavigationLink,
} from '../../src/shell/footer/footer-navigation.tsx';
import { Footer } from '../../src/shell/index.ts';
import { renderApp } from '../support/render-app.tsx';

const links = (count: number): FooterNavigationLink[] =>
  Array.from({ length: count }, (_, index) => ({
    key: String(index),
    label: `Linkki ${index + 1}`,
    destination: { kind: 'Internal', to: `/fi/asiointi/${index}` },
  }));

describe('the footer', () => {
  it('gives the customer-service number as a tel: link with the call price (H-12, K-13)', () => {
    renderApp(<Footer />);

    const customerService = within(screen.getByRole('region', { name: 'Asiakaspalvelu' }));
    expect(customerService.getByRole('link', { name: '010 555 1200' })).toHaveAttribute(
      'href',
      'tel:+358105551200',
    );
    expect(customerService.getByText(/8,35 senttiä puhelulta/)).toBeVisible();
    expect(customerService.getByRole('link', { name: 'Muut yhteystiedot' })).toHaveAttribute(
      'href',
      'https://www.test.asiointi.example/fi/yhteystiedot',
    );
  });

  it('links to both app stores with localized badge texts (H-14, K-29)', () => {
    renderApp(<Footer />, { at: '/sv/e-tjanster/' });

    expect(screen.getByRole('link', { name: 'Hämta i App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/fi/app/kaiku/id1',
    );
    expect(screen.getByRole('link', { name: 'Ladda ned på Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=kaiku',
    );
  });

  it('offers the cookie settings where a consent platform is, and opens its dialog', () => {
    let opened = 0;
    renderApp(<Footer />, {
      settings: {
        cookieSettings: () => {
          opened += 1;
        },
      },
    });
    const legal = within(screen.getByRole('list', { name: 'Tietoa palvelusta' }));
    fireEvent.click(legal.getByRole('button', { name: 'Evästeasetukset' }));
    expect(opened).toBe(1);
  });

  it('offers no cookie settings without a consent platform', () => {
    renderApp(<Footer />);
    expect(screen.queryByRole('button', { name: 'Evästeasetukset' })).toBeNull();
  });

  it('has the five legal links (H-16)', () => {
    renderApp(<Footer />, { at: '/en/e-services/' });

    const legal = within(screen.getByRole('list', { name: 'About the service' }));
    expect(legal.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Price list',
      'Give feedback',
      'Terms of use',
      'Privacy',
      'Accessibility statement',
    ]);
    expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      'https://www.test.asiointi.example/en/privacy',
    );
    // The accessibility statement is the portal's own page (Act 306/2019), in the page's language.
    expect(legal.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute(
      'href',
      '/en/e-services/accessibility-statement',
    );
  });

  it('dates the copyright in Helsinki, whose new year comes two hours before UTC’s (H-17)', () => {
    // 31 December 2026 at 22:30 UTC is already 1 January 2027 at 0.30 in Helsinki.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-31T22:30:00Z') });
    try {
      renderApp(<Footer />, { at: '/en/e-services/' });
      expect(screen.getByText('© 2027 Terveyspalvelu Kaiku')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the services in its navigation', () => {
    renderApp(<Footer />);

    const navigation = within(screen.getByRole('navigation', { name: 'Asiointipalvelut' }));
    expect(navigation.getAllByRole('link')).toHaveLength(6);
    expect(navigation.getByRole('list')).toHaveAttribute('data-columns', '2');
  });
});

describe('the footer navigation columns (H-15)', () => {
  it('uses one column for up to four links and two from five on', () => {
    expect([1, 4, 5, 9].map(footerColumns)).toEqual([1, 1, 2, 2]);
  });

  it.each([
    [4, '1'],
    [5, '2'],
  ])('lays %i links out in %s column(s)', (count, columns) => {
    renderApp(<FooterNavigation links={links(count)} />);

    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('link')).toHaveLength(count);
    expect(list).toHaveAttribute('data-columns', columns);
    expect(list).toHaveClass(`shell-footer__nav-list--${columns}`);
  });
});
