// Booked appointments (Q-52…Q-56). Being built.
export function AppointmentsSection() {
  return null;
}
export function AppointmentSessionRoute() {
  return null;
}
