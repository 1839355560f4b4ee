// The appointments the signed-in front page shows as actionable now: one whose chat is open, or
// one starting soon. Pure: the caller passes the time it is now (epoch ms).
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { appointmentView, type AppointmentView } from './appointment-rules.ts';

/** Proposal: a booked appointment is "starting soon" on the front page this long before it starts. */
export const startingSoonMs = 2 * 60 * 60 * 1000;

/**
 * The appointments to act on now, earliest first: joinable (its chat open, or self check-in open),
 * or not yet open but starting within `startingSoonMs`. Ended ones and those whose queue is closed
 * or missing are not (the chat page's appointment list explains those).
 */
export function appointmentsActionableNow(
  list: readonly AppointmentOutput[],
  now: number,
  selfCheckIn = false,
): AppointmentView[] {
  return list
    .map((appointment) => appointmentView(appointment, now, selfCheckIn))
    .filter(
      (view) =>
        view.joinable ||
        (view.state === 'NotYetAvailable' &&
          view.appointmentStartTime.getTime() - now <= startingSoonMs),
    )
    .sort((a, b) => a.appointmentStartTime.getTime() - b.appointmentStartTime.getTime());
}
