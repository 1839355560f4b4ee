// Q-52…Q-56, NS-28, NS-55: the pure rules of the appointments section and route.
import { describe, expect, it } from 'vitest';
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { BackendError, NetworkError } from '../../../src/api/index.ts';
import { nextEndDelay, nextRefreshDelay } from '../../../src/chat/appointment-time.ts';
import {
  appointmentNoticeOf,
  appointmentRedirect,
  appointmentsContent,
  supportedAppointments,
  UnsupportedAppointmentError,
} from '../../../src/chat/appointments/appointment-rules.ts';

const at = (iso: string) => Date.parse(iso);
const base: AppointmentOutput = {
  appointmentId: 'A-4820391',
  specialistId: '204518',
  specialistName: 'Lääkäri Anna Virtanen',
  start: '2026-11-23T10:00:00+02:00',
  chatOpenTime: '2026-11-23T09:50:00+02:00',
  minutesDuration: 20,
  webCode: 'V4XK9P',
  chat: { id: 4101, ninchatRealmId: 'r', ninchatId: 'n', siteConfig: 's' },
  status: 'Available',
};
const url = 'http://api.test/chat-v4/person/appointments';

describe('the list timers (Q-53, Q-54)', () => {
  const later = {
    ...base,
    start: '2026-11-23T12:00:00+02:00',
    chatOpenTime: '2026-11-23T11:50:00+02:00',
  };

  it('refreshes 1 s after the soonest chat still to open', () => {
    expect(nextRefreshDelay([base, later], at('2026-11-23T09:55:00+02:00'))).toBe(
      (115 * 60 + 1) * 1000,
    );
    expect(nextRefreshDelay([later, base], at('2026-11-23T09:45:00+02:00'))).toBe(
      (5 * 60 + 1) * 1000,
    );
    expect(nextRefreshDelay([], at('2026-11-23T09:45:00+02:00'))).toBeNull();
    expect(nextRefreshDelay([base], at('2026-11-23T09:55:00+02:00'))).toBeNull();
  });

  it('wakes when the soonest appointment not yet ended ends', () => {
    expect(nextEndDelay([later, base], at('2026-11-23T10:10:00+02:00'))).toBe(10 * 60_000);
    expect(nextEndDelay([base], at('2026-11-23T10:20:00+02:00'))).toBeNull();
  });
});

describe('supportedAppointments (Q-56, AMB-42)', () => {
  it('passes appointments it can show', () => {
    expect(supportedAppointments([base])).toEqual([base]);
  });

  it.each([
    ['an unknown status', { status: 'Cancelled' }],
    ['a start that is no time', { start: 'soon' }],
    ['a duration that is no whole number of minutes', { minutesDuration: 0.5 }],
    ['no webCode', { webCode: '' }],
    ['no appointment id', { appointmentId: '' }],
  ])('throws for %s', (_case, fields) => {
    expect(() =>
      supportedAppointments([base, { ...base, ...fields } as AppointmentOutput]),
    ).toThrow(UnsupportedAppointmentError);
  });
});

describe('appointmentsContent (NS-28, H-22)', () => {
  it('is none for an empty list or a 404, a failure for anything else', () => {
    expect(appointmentsContent({ data: [], isPending: false, error: null })).toEqual({
      kind: 'None',
    });
    expect(
      appointmentsContent({
        data: undefined,
        isPending: false,
        error: new BackendError(url, 404, 'NotFoundError', [], {}),
      }),
    ).toEqual({ kind: 'None' });
    for (const error of [
      new BackendError(url, 503, 'ServiceUnavailableError', [], {}),
      new NetworkError(url),
      new UnsupportedAppointmentError('x'),
    ]) {
      expect(appointmentsContent({ data: undefined, isPending: false, error })).toEqual({
        kind: 'Failure',
      });
    }
  });

  it('keeps a loaded list while a read again fails', () => {
    expect(
      appointmentsContent({ data: [base], isPending: false, error: new NetworkError(url) }),
    ).toEqual({ kind: 'Listed', appointments: [base] });
    expect(appointmentsContent({ data: undefined, isPending: true, error: null })).toEqual({
      kind: 'Loading',
    });
  });
});

describe('appointmentRedirect (Q-52, NS-55)', () => {
  const now = at('2026-11-23T09:55:00+02:00');

  it.each([
    ['Available', { kind: 'Visit', webCode: 'V4XK9P' }],
    ['QueueClosed', { kind: 'FrontPage', notice: 'queueFailure' }],
    ['QueueNotFound', { kind: 'FrontPage', notice: 'queueFailure' }],
    ['NotYetAvailable', { kind: 'FrontPage', notice: null }],
  ] as const)('%s', (status, expected) => {
    expect(appointmentRedirect({ ...base, status }, now)).toEqual(expected);
  });

  it('sends an ended appointment to the front page without a notice, whatever its status', () => {
    for (const status of ['Available', 'QueueClosed'] as const) {
      expect(appointmentRedirect({ ...base, status }, at('2026-11-23T10:20:00+02:00'))).toEqual({
        kind: 'FrontPage',
        notice: null,
      });
    }
  });
});

describe('appointmentNoticeOf', () => {
  it('reads its notice from a router state, and nothing else', () => {
    const notice = { kind: 'queueFailure', identifier: 'A-1' };
    expect(appointmentNoticeOf({ appointmentNotice: notice, other: 1 })).toEqual(notice);
    for (const state of [
      null,
      undefined,
      'appointmentNotice',
      {},
      { appointmentNotice: null },
      { appointmentNotice: { kind: 'queueFailure' } },
      { appointmentNotice: { kind: 'hello', identifier: 'A-1' } },
    ]) {
      expect(appointmentNoticeOf(state)).toBeNull();
    }
  });
});
