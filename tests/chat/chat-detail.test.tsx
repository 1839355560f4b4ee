// @vitest-environment jsdom
// What a patient reads before starting a chat (chat-service.md "Chat detail" and "Wait-time
// message", Q-14…Q-16, Q-19, Q-60…Q-64): price with the euro sign or "free", the price
// description, the disclaimer, the open/closed badge with the wait time, and show more / show
// less for a description over 120 characters, in the words of each catalogue.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { ChatDetail, ChatStatus } from '../../src/chat/chat-detail.tsx';
import { WaitTimeMessage } from '../../src/chat/wait-time-message.tsx';
import type { Language } from '../../src/i18n/index.ts';
import { renderChat } from './code/support/render.tsx';

const doctorChat: ChatQueueOutput = {
  id: 3012,
  open: true,
  length: 5,
  estimatedWaitPeriod: 600,
  ninchatRealmId: 'realm',
  ninchatId: 'queue',
  siteConfig: 'asiointi-etavastaanotto',
  category: 'ORDERABLE',
  name: 'Yleislääkärin chat',
  description: 'Keskustele yleislääkärin kanssa.',
  openingHours: [],
  priceDescription: 'Hinta sisältää lääkärin etävastaanoton.',
  disclaimer: 'Jos olet välittömässä vaarassa, soita hätänumeroon 112.',
  topic: 10,
  price: 49,
  icon: { name: 'doctor' },
  kind: 'Bot',
};

const queuePage: Record<Language, string> = {
  fi: '/fi/asiointi/chat/jono/3012',
  sv: '/sv/e-tjanster/chatt/ko/3012',
  en: '/en/e-services/chat/queue/3012',
};

function render(element: ReactNode, language: Language = 'fi') {
  const rendered = renderChat(element, {
    language,
    route: queuePage[language],
    signedIn: false,
  });
  expect(rendered.missingKeys).toEqual([]);
  return rendered;
}

const detail = (chat: Partial<ChatQueueOutput>, language: Language = 'fi') =>
  render(<ChatDetail chat={{ ...doctorChat, ...chat }} type="OnDemand" />, language);

/** The definition list's value under a term. */
const factOf = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) {
    throw new Error(`No value under ${term}`);
  }
  return dd;
};

describe('price and price description (Q-16)', () => {
  it.each([
    ['fi', 'Hinta', '49,00 €'],
    ['sv', 'Pris', '49,00 €'],
    ['en', 'Price', '€49.00'],
  ] as const)('shows the price with the euro sign (%s)', (language, term, price) => {
    detail({ price: 49 }, language);
    const fact = factOf(term);
    expect(fact.textContent.replace(/\s/g, ' ')).toBe(
      `${price}Hinta sisältää lääkärin etävastaanoton.`,
    );
  });

  it.each([
    [0, 'fi', 'Hinta', 'Maksuton'],
    [null, 'fi', 'Hinta', 'Maksuton'],
    [null, 'sv', 'Pris', 'Avgiftsfri'],
    [0, 'en', 'Price', 'Free of charge'],
  ] as const)('a price of %s is free (%s)', (price, language, term, free) => {
    detail({ price, priceDescription: null }, language);
    expect(factOf(term)).toHaveTextContent(new RegExp(`^${free}$`));
  });
});

describe('disclaimer (Q-19)', () => {
  it.each([
    ['fi', 'Huomioitavaa'],
    ['sv', 'Observera'],
    ['en', 'Please note'],
  ] as const)('shows it in a note labelled as such (%s)', (language, label) => {
    detail({}, language);
    expect(screen.getByRole('complementary', { name: label })).toHaveTextContent(
      'Jos olet välittömässä vaarassa, soita hätänumeroon 112.',
    );
  });

  it('shows no note without one', () => {
    detail({ disclaimer: null });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});

describe('open or closed, with the wait time (Q-15, Q-60…Q-64)', () => {
  it.each([
    ['fi', 'Auki', 'Jonotusaika: Alle 10 min'],
    ['sv', 'Öppen', 'Kötid: Under 10 min'],
    ['en', 'Open', 'Waiting time: Under 10 min'],
  ] as const)('an open queue: the badge and the wait (%s)', (language, badge, wait) => {
    render(<ChatStatus chat={doctorChat} />, language);
    expect(screen.getByText(badge)).toHaveClass('chat-status__badge--open');
    expect(screen.getByText(/:/)).toHaveTextContent(wait);
  });

  it.each([
    ['fi', 'Suljettu'],
    ['sv', 'Stängd'],
    ['en', 'Closed'],
  ] as const)('a closed queue: the badge, no wait (%s)', (language, badge) => {
    const { container } = render(<ChatStatus chat={{ ...doctorChat, open: false }} />, language);
    expect(container).toHaveTextContent(new RegExp(`^${badge}$`));
    expect(screen.getByText(badge)).toHaveClass('chat-status__badge--closed');
  });

  it.each([
    [{ open: false, length: 3, estimatedWaitPeriod: 600 }, 'Suljettu', 'Closed'],
    [{ open: true, length: 0, estimatedWaitPeriod: 600 }, 'Ei jonoa', 'No queue'],
    [{ open: true, length: 3, estimatedWaitPeriod: 0 }, 'Ei jonoa', 'No queue'],
    [{ open: true, length: 4, estimatedWaitPeriod: null }, '4 jonossa', '4 in queue'],
    [{ open: true, length: 1, estimatedWaitPeriod: 1 }, 'Alle 5 min', 'Under 5 min'],
    [{ open: true, length: 1, estimatedWaitPeriod: 301 }, 'Alle 10 min', 'Under 10 min'],
    [{ open: true, length: 1, estimatedWaitPeriod: 1800 }, 'Alle 30 min', 'Under 30 min'],
    [{ open: true, length: 1, estimatedWaitPeriod: 1801 }, 'Yli 30 min', 'Over 30 min'],
  ])('%o reads "%s" / "%s"', (queue, finnish, english) => {
    const fi = render(<WaitTimeMessage queue={queue} />, 'fi');
    expect(fi.container).toHaveTextContent(new RegExp(`^${finnish}$`));
    fi.unmount();
    const en = render(<WaitTimeMessage queue={queue} />, 'en');
    expect(en.container).toHaveTextContent(new RegExp(`^${english}$`));
  });
});

describe('show more / show less (Q-14)', () => {
  const long = `${'a'.repeat(118)} bcdef`;

  it('shortens a description over 120 characters at a word boundary within 120, with show more', async () => {
    detail({ description: long });
    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Näytä lisää' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const shown = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(shown).toHaveTextContent(`${'a'.repeat(118)}…`);
    await user.click(more);
    expect(shown).toHaveTextContent(long);
    const less = screen.getByRole('button', { name: 'Näytä vähemmän' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(shown).toHaveTextContent(`${'a'.repeat(118)}…`);
  });

  it.each([
    ['sv', 'Visa mer', 'Visa mindre'],
    ['en', 'Show more', 'Show less'],
  ] as const)('in %s: "%s" and "%s"', async (language, moreLabel, lessLabel) => {
    detail({ description: long }, language);
    await userEvent.setup().click(screen.getByRole('button', { name: moreLabel }));
    expect(screen.getByRole('button', { name: lessLabel })).toBeInTheDocument();
  });

  it('shows a description of exactly 120 characters whole, without the button', () => {
    const exact = 'b'.repeat(120);
    detail({ description: exact });
    expect(screen.getByText(exact)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Näytä lisää' })).not.toBeInTheDocument();
  });
});

describe('all of it together', () => {
  it('a paid open chat shows its status, price, price description and disclaimer', () => {
    const { container } = detail({});
    expect(container.querySelector('.chat-status')).toHaveTextContent(
      'AukiJonotusaika: Alle 10 min',
    );
    expect(
      within(factOf('Hinta')).getByText('Hinta sisältää lääkärin etävastaanoton.'),
    ).toBeVisible();
    expect(screen.getByRole('complementary', { name: 'Huomioitavaa' })).toBeVisible();
  });
});
