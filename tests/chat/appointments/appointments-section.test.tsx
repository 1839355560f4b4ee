// @vitest-environment jsdom
// The appointments section (C-10, Q-53…Q-56, K-38, NS-28, NS-55) through the real HTTP layer with
// a stubbed chat-v4 API and a fake clock: the cards, the flip to ended, the refresh 1 s after a
// chat opens (none beyond two days), failures with a retry, and the appointment route's notice.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentsSection } from '../../../src/chat/appointments/index.ts';
import { chatExample, installFakeChatApi } from '../code/support/chat-api.ts';
import { renderChat } from '../code/support/render.tsx';

const list = 'GET /person/appointments';
const laura = chatExample('/person/appointments', 'get', 200, 'mainUser') as Record<
  string,
  unknown
>[];
const api = installFakeChatApi({ [list]: { status: 200, body: laura } });
const front = '/fi/asiointi/chat';
const title = 'Varatut videovastaanotot';

/** One appointment of the contract's shape, at the times given. */
const appointment = (fields: Record<string, unknown>) => ({ ...laura[1], ...fields });

beforeEach(() => {
  // The examples' now: 23.11.2026 9.55 in Helsinki (mock-server/gateway/example-times.ts).
  vi.useFakeTimers({ now: Date.parse('2026-11-23T09:55:00+02:00'), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const renderSection = (options: { state?: unknown; selfCheckIn?: boolean } = {}) =>
  renderChat(<AppointmentsSection />, { route: front, ...options });

const card = (specialist: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: specialist });
  const item = heading.closest('li');
  if (item === null) {
    throw new Error(`No card for ${specialist}`);
  }
  return within(item);
};

/**
 * The section once its list has loaded: the section (with its heading) shows while the list
 * loads too, and the chat contract's operation table loads on its first call.
 */
async function listed(name = title) {
  const section = await screen.findByRole('region', { name });
  await within(section).findAllByRole('listitem');
  return section;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the appointments section', () => {
  it("shows Laura's appointments: the day (today, else the weekday), the time in Helsinki and the state", async () => {
    const { missingKeys } = renderSection();
    const section = await listed();
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);

    // Its queue is closed, but it ended at 8.20: ended wins.
    const skin = card('Ihotautilääkäri Sari Korhonen');
    expect(skin.getByText('Tänään klo 8:00')).toBeInTheDocument();
    expect(skin.getByText('Vastaanotto on päättynyt.')).toBeInTheDocument();
    expect(skin.queryByRole('link')).not.toBeInTheDocument();

    const doctor = card('Lääkäri Anna Virtanen');
    expect(doctor.getByText('Tänään klo 10:00')).toBeInTheDocument();
    expect(doctor.getByText('Kesto 20 min')).toBeInTheDocument();
    expect(doctor.getByText('Vastaanoton chat on auki.')).toBeInTheDocument();
    expect(
      doctor.getByRole('link', {
        name: 'Siirry vastaanotolle: Lääkäri Anna Virtanen, Tänään klo 10:00',
      }),
    ).toHaveAttribute('href', '/fi/asiointi/chat/ajanvaraus/A-4820391/vastaanotto');

    const nutrition = card('Ravitsemusterapeutti Elina Hämäläinen');
    expect(nutrition.getByText('Tiistai 24.11.2026 klo 13:00')).toBeInTheDocument();
    // Its queue is not found, but its chat opens only tomorrow: no failure yet, just ahead.
    expect(nutrition.getByText('Chat avautuu 24.11.2026 klo 12:50.')).toBeInTheDocument();
    expect(nutrition.queryByText('Videovastaanoton chattiin ei juuri nyt pääse.')).toBeNull();

    const psychologist = card('Psykologi Mikko Laaksonen');
    expect(psychologist.getByText('Torstai 03.12.2026 klo 14:30')).toBeInTheDocument();
    expect(psychologist.getByText('Chat avautuu 03.12.2026 klo 14:20.')).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('says a closed or missing queue is a failure once the chat should be open (E-46)', async () => {
    api.answerOnce(list, {
      status: 200,
      body: [
        appointment({
          specialistName: 'Ravitsemusterapeutti Elina Hämäläinen',
          start: '2026-11-23T10:00:00+02:00',
          chatOpenTime: '2026-11-23T09:50:00+02:00',
          status: 'QueueNotFound',
        }),
      ],
    });
    renderSection();
    await listed();
    const nutrition = card('Ravitsemusterapeutti Elina Hämäläinen');
    expect(
      nutrition.getByText('Videovastaanoton chattiin ei juuri nyt pääse.'),
    ).toBeInTheDocument();
  });

  it('writes the times in Helsinki in Swedish and English too', async () => {
    renderChat(<AppointmentsSection />, { route: '/sv/e-tjanster/chatt', language: 'sv' });
    await listed('Bokade videomottagningar');
    expect(card('Lääkäri Anna Virtanen').getByText('I dag kl. 10:00')).toBeInTheDocument();
    expect(
      card('Psykologi Mikko Laaksonen').getByText('Torsdag 03.12.2026 kl. 14:30'),
    ).toBeInTheDocument();
  });

  it('flips an appointment to ended at start + duration, not a moment before (Q-54)', async () => {
    vi.setSystemTime(Date.parse('2026-11-23T10:19:58+02:00'));
    renderSection();
    await listed();
    const doctor = card('Lääkäri Anna Virtanen');
    expect(doctor.getByRole('link', { name: /Siirry vastaanotolle/ })).toBeInTheDocument();
    await advance(1_000);
    expect(doctor.getByRole('link', { name: /Siirry vastaanotolle/ })).toBeInTheDocument();
    await advance(1_000);
    expect(doctor.getByText('Vastaanotto on päättynyt.')).toBeInTheDocument();
    expect(doctor.queryByRole('link')).not.toBeInTheDocument();
    expect(api.calls(list)).toHaveLength(1);
  });

  it('fetches the list again 1 s after a chat opens, and the card follows (Q-53)', async () => {
    const opening = appointment({
      start: '2026-11-23T10:15:00+02:00',
      chatOpenTime: '2026-11-23T10:05:00+02:00',
      status: 'NotYetAvailable',
    });
    api.answerOnce(list, { status: 200, body: [opening] });
    api.answerOnce(list, { status: 200, body: [{ ...opening, status: 'Available' }] });
    renderSection();
    const doctor = await screen.findByRole('heading', { name: 'Lääkäri Anna Virtanen' });
    expect(screen.getByText('Chat avautuu klo 10:05.')).toBeInTheDocument();

    await advance(10 * 60_000);
    expect(api.calls(list)).toHaveLength(1);
    await advance(1_000);
    expect(api.calls(list)).toHaveLength(2);
    expect(await screen.findByText('Vastaanoton chat on auki.')).toBeInTheDocument();
    expect(doctor).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Siirry vastaanotolle/ })).toBeInTheDocument();
  });

  it('gives the join link 30 minutes before the start with self check-in, not before (K-12)', async () => {
    const booked = appointment({
      start: '2026-11-23T10:40:00+02:00',
      chatOpenTime: '2026-11-23T10:30:00+02:00',
      status: 'NotYetAvailable',
    });
    api.answer(list, { status: 200, body: [booked] });
    vi.setSystemTime(Date.parse('2026-11-23T10:09:59+02:00'));
    renderSection({ selfCheckIn: true });
    await screen.findByRole('heading', { name: 'Lääkäri Anna Virtanen' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await advance(1_000);
    expect(
      screen.getByRole('link', {
        name: 'Siirry vastaanotolle: Lääkäri Anna Virtanen, Tänään klo 10:40',
      }),
    ).toHaveAttribute('href', '/fi/asiointi/chat/ajanvaraus/A-4820391/vastaanotto');
    expect(api.calls(list)).toHaveLength(1);
  });

  it('gives no join link before the chat opens without self check-in', async () => {
    const booked = appointment({
      start: '2026-11-23T10:40:00+02:00',
      chatOpenTime: '2026-11-23T10:30:00+02:00',
      status: 'NotYetAvailable',
    });
    api.answer(list, { status: 200, body: [booked] });
    vi.setSystemTime(Date.parse('2026-11-23T10:10:00+02:00'));
    renderSection();
    await screen.findByRole('heading', { name: 'Lääkäri Anna Virtanen' });
    await advance(5 * 60_000);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sets no refresh for a chat that opens more than two days ahead', async () => {
    const later = appointment({
      start: '2026-11-25T10:10:00+02:00',
      chatOpenTime: '2026-11-25T10:00:00+02:00',
      status: 'NotYetAvailable',
    });
    api.answer(list, { status: 200, body: [later] });
    renderSection();
    await screen.findByText('Chat avautuu 25.11.2026 klo 10:00.');
    // Two days and five minutes plus one second ahead: past the moment it would have fired.
    await advance(2 * 24 * 3_600_000 + 5 * 60_000 + 1_000);
    expect(api.calls(list)).toHaveLength(1);
  });

  it('sets a refresh for a chat that opens within two days', async () => {
    const tomorrow = appointment({
      start: '2026-11-24T10:10:00+02:00',
      chatOpenTime: '2026-11-24T10:00:00+02:00',
      status: 'NotYetAvailable',
    });
    api.answer(list, { status: 200, body: [tomorrow] });
    renderSection();
    await screen.findByText('Chat avautuu 24.11.2026 klo 10:00.');
    await advance(24 * 3_600_000 + 5 * 60_000);
    expect(api.calls(list)).toHaveLength(1);
    await advance(1_000);
    expect(api.calls(list)).toHaveLength(2);
  });

  it('shows nothing when the patient has no appointments: an empty list or 404 (NS-28)', async () => {
    api.answerOnce(list, { status: 200, body: [] });
    const first = renderSection();
    await vi.waitFor(
      () => {
        expect(api.calls(list)).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    await advance(50);
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();

    api.answerOnce(list, {
      status: 404,
      body: chatExample('/person/appointments', 'get', 404, 'notFound'),
    });
    const second = renderSection();
    await vi.waitFor(
      () => {
        expect(api.calls(list)).toHaveLength(2);
      },
      { timeout: 5_000 },
    );
    await advance(50);
    expect(second.container).toBeEmptyDOMElement();
  });

  it('shows loadingFailed with a retry when the list fails, and the list after it (E-47)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    api.answerOnce(list, {
      status: 503,
      body: chatExample('/person/appointments', 'get', 503, 'serviceUnavailable'),
    });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Varattujen videovastaanottojen tietoja ei saatu ladattua.',
    );
    await user.click(screen.getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByRole('heading', { name: 'Lääkäri Anna Virtanen' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loadingFailed for data it cannot use, not a card it cannot explain (Q-56)', async () => {
    api.answer(list, { status: 200, body: [laura[0], appointment({ webCode: '' })] });
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Varattujen videovastaanottojen tietoja ei saatu ladattua.',
    );
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});

describe("the appointment route's notice on the front page (NS-55, E-46)", () => {
  const queueFailure = { appointmentNotice: { kind: 'queueFailure', identifier: 'A-4811876' } };

  it('shows the queue failure once, with a retry that opens the appointment route again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderSection({ state: { ...queueFailure, other: 'kept' } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', {
        name: 'Videovastaanoton chattiin ei juuri nyt pääse.',
      }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: title });
    // Taken out of the history entry (a reload does not repeat it); the rest of the state stays.
    expect(router.state.location.state).toEqual({ other: 'kept' });
    expect(screen.getByRole('alert')).toBe(alert);

    await user.click(within(alert).getByRole('button', { name: 'Yritä uudelleen' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/fi/asiointi/chat/ajanvaraus/A-4811876/vastaanotto',
    );
  });

  it('shows the notice even when the patient has no appointments', async () => {
    api.answer(list, { status: 404 });
    renderSection({
      state: { appointmentNotice: { kind: 'loadingFailed', identifier: 'A-1' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Varattujen videovastaanottojen tietoja ei saatu ladattua.',
    );
    await vi.waitFor(
      () => {
        expect(api.calls(list)).toHaveLength(1);
      },
      { timeout: 5_000 },
    );
    await advance(50);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: title })).not.toBeInTheDocument();
  });

  it('ignores a router state that is not its notice', async () => {
    renderSection({ state: { appointmentNotice: { kind: 'other', identifier: 1 } } });
    await screen.findByRole('region', { name: title });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
