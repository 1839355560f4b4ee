// The signed-in front page's appointments to act on now: open ones, and those starting within two
// hours; never ended ones nor those whose queue is closed or missing.
import { describe, expect, it } from 'vitest';
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { appointmentsActionableNow, startingSoonMs } from '../../../src/chat/appointments/index.ts';

const at = (iso: string) => Date.parse(iso);
const appointment = (
  id: string,
  start: string,
  status: AppointmentOutput['status'],
): AppointmentOutput => ({
  appointmentId: id,
  specialistId: '204518',
  specialistName: 'Lääkäri Anna Virtanen',
  start,
  chatOpenTime: new Date(Date.parse(start) - 10 * 60_000).toISOString(),
  minutesDuration: 20,
  webCode: 'V4XK9P',
  chat: { id: 4101, ninchatRealmId: 'r', ninchatId: 'n', siteConfig: 's' },
  status,
});
const now = at('2026-11-28T10:00:00+02:00');
const ids = (list: { appointmentId: string }[]) => list.map((item) => item.appointmentId);

describe('appointments actionable now', () => {
  it('“starting soon” is two hours before the start', () => {
    expect(startingSoonMs).toBe(7_200_000);
  });

  it('lists the open one and those starting within two hours, earliest first', () => {
    const list = [
      appointment('later-today', '2026-11-28T12:00:01+02:00', 'NotYetAvailable'),
      appointment('in-two-hours', '2026-11-28T12:00:00+02:00', 'NotYetAvailable'),
      appointment('open', '2026-11-28T10:05:00+02:00', 'Available'),
      appointment('in-an-hour', '2026-11-28T11:00:00+02:00', 'NotYetAvailable'),
    ];
    expect(ids(appointmentsActionableNow(list, now))).toEqual([
      'open',
      'in-an-hour',
      'in-two-hours',
    ]);
    expect(appointmentsActionableNow(list, now)[0]?.joinable).toBe(true);
  });

  it('leaves out ended ones and those whose queue is closed or missing', () => {
    const list = [
      appointment('ended', '2026-11-28T09:30:00+02:00', 'Available'),
      appointment('closed', '2026-11-28T10:30:00+02:00', 'QueueClosed'),
      appointment('missing', '2026-11-28T10:30:00+02:00', 'QueueNotFound'),
    ];
    expect(appointmentsActionableNow(list, now)).toEqual([]);
  });

  it('with self check-in, one whose check-in is open is joinable', () => {
    const list = [appointment('check-in', '2026-11-28T10:20:00+02:00', 'NotYetAvailable')];
    expect(appointmentsActionableNow(list, now, true)[0]?.joinable).toBe(true);
    expect(appointmentsActionableNow(list, now, false)[0]?.joinable).toBe(false);
  });
});
