// K-12, NS-25: self check-in opens 30 minutes before the appointment (feature `selfCheckIn`): the
// card gets its join link and the appointment route leads to the visit then, not before, and
// never without the feature. Times are Helsinki wall-clock instants, the 30 minutes by value.
import { describe, expect, it } from 'vitest';
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { nextCheckInDelay, selfCheckInOpen } from '../../../src/chat/appointment-time.ts';
import {
  appointmentRedirect,
  appointmentView,
} from '../../../src/chat/appointments/appointment-rules.ts';

const at = (time: string) => Date.parse(`2026-11-23T${time}+02:00`);

const booked: AppointmentOutput = {
  appointmentId: 'A-4820391',
  specialistId: '204518',
  specialistName: 'Lääkäri Anna Virtanen',
  start: '2026-11-23T10:00:00+02:00',
  chatOpenTime: '2026-11-23T09:50:00+02:00',
  minutesDuration: 20,
  webCode: 'V4XK9P',
  chat: { id: 4101, ninchatRealmId: 'realm', ninchatId: 'queue', siteConfig: 'asiointi' },
  status: 'NotYetAvailable',
};

describe('self check-in (K-12)', () => {
  it('opens exactly 30 minutes before the start', () => {
    expect(selfCheckInOpen(booked, at('09:29:59.999'))).toBe(false);
    expect(selfCheckInOpen(booked, at('09:30:00'))).toBe(true);
    expect(selfCheckInOpen(booked, at('10:19:59'))).toBe(true);
  });

  it('is over once the appointment has ended, and never for a failed queue', () => {
    expect(selfCheckInOpen(booked, at('10:20:00'))).toBe(false);
    expect(selfCheckInOpen({ ...booked, status: 'QueueClosed' }, at('09:45:00'))).toBe(false);
    expect(selfCheckInOpen({ ...booked, status: 'QueueNotFound' }, at('09:45:00'))).toBe(false);
  });

  it('gives the card its join link from then on, only with the feature', () => {
    expect(appointmentView(booked, at('09:29:59'), true).joinable).toBe(false);
    expect(appointmentView(booked, at('09:30:00'), true).joinable).toBe(true);
    expect(appointmentView(booked, at('09:30:00'), false).joinable).toBe(false);
    expect(appointmentView(booked, at('09:30:00')).joinable).toBe(false);
    // An available appointment is joinable with or without it.
    expect(appointmentView({ ...booked, status: 'Available' }, at('09:55:00')).joinable).toBe(true);
  });

  it('leads the appointment route to the visit from then on, only with the feature', () => {
    expect(appointmentRedirect(booked, at('09:30:00'), true)).toEqual({
      kind: 'Visit',
      webCode: 'V4XK9P',
    });
    expect(appointmentRedirect(booked, at('09:29:00'), true)).toEqual({
      kind: 'FrontPage',
      notice: null,
    });
    expect(appointmentRedirect(booked, at('09:30:00'), false)).toEqual({
      kind: 'FrontPage',
      notice: null,
    });
  });

  it('times the card’s next look at the moment check-in opens', () => {
    expect(nextCheckInDelay([booked], at('09:00:00'))).toBe(1_800_000);
    expect(nextCheckInDelay([booked], at('09:30:00'))).toBeNull();
    // No timer further ahead than two days.
    expect(nextCheckInDelay([booked], at('09:30:00') - 2 * 86_400_000 - 1)).toBeNull();
  });
});
