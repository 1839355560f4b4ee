// @vitest-environment jsdom
// The appointment route (C-11, Q-52, NS-55, AMB-30) through the real HTTP layer with a stubbed
// chat-v4 API: an available appointment leaves for its visit page by webCode, anything else goes
// to the chat front page, with the queue-failure or loading-failed notice where NS-55 says.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppointmentSessionRoute } from '../../../src/chat/appointments/index.ts';
import { chatExample, installFakeChatApi } from '../code/support/chat-api.ts';
import { renderChat } from '../code/support/render.tsx';

const one = (name: string) => chatExample('/person/appointments/{id}', 'get', 200, name);
const api = installFakeChatApi({
  'GET /person/appointments/A-4820391': { status: 200, body: one('availableAppointment') },
  'GET /person/appointments/A-4827730': { status: 200, body: one('notYetAvailable') },
  'GET /person/appointments/A-4811876': { status: 200, body: one('queueClosed') },
  'GET /person/appointments/A-4805512': { status: 200, body: one('queueNotFound') },
  'GET /person/appointments/A-0000000': {
    status: 404,
    body: chatExample('/person/appointments/{id}', 'get', 404, 'notFound'),
  },
});

const exampleNow = Date.parse('2026-11-23T09:55:00+02:00');

beforeEach(() => {
  vi.useFakeTimers({ now: exampleNow, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function openRoute(identifier: string, language: 'fi' | 'sv' = 'fi') {
  const leaveTo = vi.fn<(path: string) => void>();
  const [route, at] =
    language === 'fi'
      ? [
          '/fi/asiointi/chat/ajanvaraus/:identifier/vastaanotto',
          `/fi/asiointi/chat/ajanvaraus/${identifier}/vastaanotto`,
        ]
      : [
          '/sv/e-tjanster/chatt/tidsbokning/:identifier/mottagning',
          `/sv/e-tjanster/chatt/tidsbokning/${identifier}/mottagning`,
        ];
  const rendered = renderChat(<AppointmentSessionRoute leaveTo={leaveTo} />, {
    route,
    at,
    language,
  });
  return { ...rendered, leaveTo };
}

/** Where the router went, with its state. */
async function landed() {
  const elsewhere = await screen.findByTestId('elsewhere');
  return {
    path: elsewhere.textContent,
    state: JSON.parse(elsewhere.dataset.state ?? 'null') as unknown,
  };
}

describe('the appointment route', () => {
  it('says what it is doing while it reads the appointment', async () => {
    openRoute('A-4820391');
    expect(screen.getByRole('heading', { level: 1, name: 'Videovastaanotto' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Avataan videovastaanottoa…');
    await vi.waitFor(
      () => {
        expect(document.title).toBe('Videovastaanotto – Asiointi');
      },
      { timeout: 5_000 },
    );
  });

  it('leaves for the visit page by webCode when the appointment is available (Q-52)', async () => {
    const { leaveTo, router } = openRoute('A-4820391');
    await vi.waitFor(
      () => {
        expect(leaveTo).toHaveBeenCalledWith('/fi/asiointi/omat-ajanvaraukset/V4XK9P');
      },
      { timeout: 5_000 },
    );
    expect(api.calls('GET /person/appointments/A-4820391')).toHaveLength(1);
    expect(router.state.location.pathname).toBe(
      '/fi/asiointi/chat/ajanvaraus/A-4820391/vastaanotto',
    );
  });

  it('uses the language of the route', async () => {
    const { leaveTo } = openRoute('A-4820391', 'sv');
    await vi.waitFor(
      () => {
        expect(leaveTo).toHaveBeenCalledWith('/sv/e-tjanster/egna-tidsbokningar/V4XK9P');
      },
      { timeout: 5_000 },
    );
  });

  it('goes to the front page without a notice once an available appointment has ended', async () => {
    vi.setSystemTime(Date.parse('2026-11-23T10:20:00+02:00'));
    const { leaveTo } = openRoute('A-4820391');
    expect(await landed()).toEqual({ path: '/fi/asiointi/chat', state: null });
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('goes to the front page without a notice when the chat is not open yet (NS-55)', async () => {
    const { leaveTo, router } = openRoute('A-4827730');
    expect(await landed()).toEqual({ path: '/fi/asiointi/chat', state: null });
    expect(leaveTo).not.toHaveBeenCalled();
    // The route replaced its own entry: back does not bring the patient to it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['QueueClosed', 'A-4811876', '2026-11-23T07:55:00+02:00'],
    ['QueueNotFound', 'A-4805512', '2026-11-23T09:55:00+02:00'],
  ])(
    'goes to the front page with the queue-failure notice for %s (NS-55)',
    async (_status, identifier, now) => {
      vi.setSystemTime(Date.parse(now));
      openRoute(identifier);
      expect(await landed()).toEqual({
        path: '/fi/asiointi/chat',
        state: { appointmentNotice: { kind: 'queueFailure', identifier } },
      });
    },
  );

  it('goes to the front page with loadingFailed when the appointment cannot be read', async () => {
    openRoute('A-0000000');
    expect(await landed()).toEqual({
      path: '/fi/asiointi/chat',
      state: { appointmentNotice: { kind: 'loadingFailed', identifier: 'A-0000000' } },
    });
  });

  it('goes to the front page with loadingFailed for data it cannot use (Q-56)', async () => {
    api.answer('GET /person/appointments/A-4820391', {
      status: 200,
      body: { ...(one('availableAppointment') as object), webCode: '' },
    });
    const { leaveTo } = openRoute('A-4820391');
    expect((await landed()).state).toEqual({
      appointmentNotice: { kind: 'loadingFailed', identifier: 'A-4820391' },
    });
    expect(leaveTo).not.toHaveBeenCalled();
  });
});
