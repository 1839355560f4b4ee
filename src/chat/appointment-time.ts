// Q-53…Q-55: an appointment's state over time and the moments the page looks at it again. Pure:
// the caller passes the time it is now (epoch ms).
import type { AppointmentOutput } from '../../generated/chat-v4/model/appointment.zod.ts';

/** The received statuses and the derived `ended`. */
export type AppointmentState = AppointmentOutput['status'] | 'ended';

/** the refresh comes this long after the chat opens. */
export const refreshAfterOpenMs = 1000;
/** no timer further ahead than this. */
export const longestTimerMs = 2 * 24 * 60 * 60 * 1000;

type Timing = Pick<AppointmentOutput, 'start' | 'minutesDuration'>;

/** the moment the appointment ends (start + duration), epoch ms. */
export const endOf = ({ start, minutesDuration }: Timing): number =>
  Date.parse(start) + minutesDuration * 60_000;

/** `ended` once start + duration has passed, else the received status. */
export function appointmentState(
  appointment: Timing & Pick<AppointmentOutput, 'status'>,
  now: number,
): AppointmentState {
  return now >= endOf(appointment) ? 'ended' : appointment.status;
}

/**
 * how long to wait before fetching the appointment again, its chat opening time + 1 s from
 * now; null when that moment has passed or is more than two days away (no timer).
 */
export function refreshDelay(chatOpenTime: string, now: number): number | null {
  const delay = Date.parse(chatOpenTime) + refreshAfterOpenMs - now;
  return delay <= 0 || delay > longestTimerMs ? null : delay;
}

/** how long until the appointment ends (the timer that flips it); null when it has. */
export function endDelay(appointment: Timing, now: number): number | null {
  const delay = endOf(appointment) - now;
  return delay <= 0 || delay > longestTimerMs ? null : delay;
}

/** The soonest of some delays; null when none is due. */
export const soonest = (delays: readonly (number | null)[]): number | null =>
  delays.reduce<number | null>(
    (first, delay) => (delay !== null && (first === null || delay < first) ? delay : first),
    null,
  );

/** Q-53 for a list: the delay of the soonest refresh of any appointment; null for none. */
export const nextRefreshDelay = (
  appointments: readonly Pick<AppointmentOutput, 'chatOpenTime'>[],
  now: number,
): number | null =>
  soonest(appointments.map(({ chatOpenTime }) => refreshDelay(chatOpenTime, now)));

/** Q-54 for a list: the delay until the next appointment ends; null when none is due to. */
export const nextEndDelay = (appointments: readonly Timing[], now: number): number | null =>
  soonest(appointments.map((appointment) => endDelay(appointment, now)));

/** K-12: self check-in opens this long before the appointment's start. */
export const selfCheckInLeadMs = 30 * 60_000;

/** K-12: the moment self check-in opens (start − 30 min), epoch ms. */
const checkInOpensAt = ({ start }: Pick<AppointmentOutput, 'start'>): number =>
  Date.parse(start) - selfCheckInLeadMs;

/**
 * K-12, NS-25: a booked appointment whose chat has not opened yet can be joined by self check-in
 * from 30 minutes before its start until it ends. Only `NotYetAvailable`: an available one is
 * joined anyway, and a closed or missing queue has nothing to join.
 */
export function selfCheckInOpen(
  appointment: Timing & Pick<AppointmentOutput, 'status'>,
  now: number,
): boolean {
  return (
    appointmentState(appointment, now) === 'NotYetAvailable' && now >= checkInOpensAt(appointment)
  );
}

/** K-12 for a list: the delay until self check-in next opens; null when none is due to. */
export const nextCheckInDelay = (
  appointments: readonly Pick<AppointmentOutput, 'start'>[],
  now: number,
): number | null =>
  soonest(
    appointments.map((appointment) => {
      const delay = checkInOpensAt(appointment) - now;
      return delay <= 0 || delay > longestTimerMs ? null : delay;
    }),
  );
