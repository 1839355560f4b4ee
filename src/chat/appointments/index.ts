// Booked video appointments (Q-52…Q-56, C-10, C-11): the front page's section and the route
// that redirects an appointment to its visit page or back to the front page.
export { AppointmentsSection, type AppointmentsSectionProps } from './appointments-section.tsx';
export {
  AppointmentSessionRoute,
  type AppointmentSessionRouteProps,
} from './appointment-session-route.tsx';
export type { Clock } from './use-appointments.ts';
export { appointmentsActionableNow, startingSoonMs } from './actionable-now.ts';
export { useAppointmentsNow } from './use-appointments-now.ts';
export type { AppointmentView } from './appointment-rules.ts';
