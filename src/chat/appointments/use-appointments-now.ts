import { appointmentsActionableNow } from './actionable-now.ts';
import type { AppointmentView } from './appointment-rules.ts';
import { systemClock, useAppointments, type Clock } from './use-appointments.ts';

/** The current patient's appointments to act on now (the front page; actionable-now.ts). */
export function useAppointmentsNow(clock: Clock = systemClock): {
  appointments: AppointmentView[];
  now: number;
} {
  const { content, now } = useAppointments(clock);
  return {
    appointments:
      content.kind === 'Listed' ? appointmentsActionableNow(content.appointments, now) : [],
    now,
  };
}
