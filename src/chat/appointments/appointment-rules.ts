// Q-52…Q-56, NS-28, NS-55: what the appointments section shows and where the appointment route
// leads. Pure: the caller passes the time it is now (epoch ms).
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { ApiError } from '../../api/index.ts';
import { appointmentState, selfCheckInOpen, type AppointmentState } from '../appointment-time.ts';

const statuses: readonly string[] = [
  'Available',
  'QueueClosed',
  'NotYetAvailable',
  'QueueNotFound',
];

/** Q-56, AMB-42: an appointment the interface cannot show; the section shows `loadingFailed`. */
export class UnsupportedAppointmentError extends Error {
  override readonly name = 'UnsupportedAppointmentError';
}

const isInstant = (value: string) => !Number.isNaN(Date.parse(value));

/**
 * Q-56, AMB-42: the appointments as received, or a throw when one has an unsupported status or
 * data the interface cannot use (the HTTP layer's schema already rejects most; this is what the
 * screen itself relies on).
 */
export function supportedAppointments(list: readonly AppointmentOutput[]): AppointmentOutput[] {
  return list.map((appointment, index) => {
    const { status, start, chatOpenTime, minutesDuration, appointmentId, webCode } = appointment;
    if (!statuses.includes(status)) {
      throw new UnsupportedAppointmentError(`Appointment ${index}: unsupported status ${status}`);
    }
    if (
      !isInstant(start) ||
      !isInstant(chatOpenTime) ||
      !Number.isInteger(minutesDuration) ||
      minutesDuration < 1 ||
      appointmentId === '' ||
      webCode === ''
    ) {
      throw new UnsupportedAppointmentError(`Appointment ${index}: unsupported data`);
    }
    return appointment;
  });
}

/** the appointment as the interface uses it. */
export interface AppointmentView {
  appointmentId: string;
  specialistName: string;
  appointmentStartTime: Date;
  chatOpenTime: Date;
  minutesDuration: number;
  state: AppointmentState;
  /** Q-52, K-12: the card has a join link: the chat is available, or self check-in is open. */
  joinable: boolean;
}

export function appointmentView(
  appointment: AppointmentOutput,
  now: number,
  selfCheckIn = false,
): AppointmentView {
  const state = appointmentState(appointment, now);
  return {
    appointmentId: appointment.appointmentId,
    specialistName: appointment.specialistName,
    appointmentStartTime: new Date(appointment.start),
    chatOpenTime: new Date(appointment.chatOpenTime),
    minutesDuration: appointment.minutesDuration,
    state,
    joinable: state === 'Available' || (selfCheckIn && selfCheckInOpen(appointment, now)),
  };
}

/** The section's content: NS-28 treats the list's 404 as no appointments. */
export type AppointmentsContent =
  | { kind: 'Loading' }
  | { kind: 'Failure' }
  | { kind: 'None' }
  | { kind: 'Listed'; appointments: AppointmentOutput[] };

/** H-22: a loaded list stays shown while it is read again, also when that read fails. */
export function appointmentsContent(query: {
  data: AppointmentOutput[] | undefined;
  isPending: boolean;
  error: unknown;
}): AppointmentsContent {
  if (query.data !== undefined) {
    return query.data.length === 0
      ? { kind: 'None' }
      : { kind: 'Listed', appointments: query.data };
  }
  if (query.isPending) {
    return { kind: 'Loading' };
  }
  return query.error instanceof ApiError && query.error.status === 404
    ? { kind: 'None' }
    : { kind: 'Failure' };
}

/** NS-55: the notice the front page's section shows after the appointment route. */
export type AppointmentNoticeKind = 'queueFailure' | 'loadingFailed';

/** Router state the appointment route leaves for the front page (read by the section). */
export interface AppointmentNotice {
  kind: AppointmentNoticeKind;
  /** The appointment, so the notice's retry can try its route again (E-46, E-47). */
  identifier: string;
}

/** The key of the notice in the front page's router state. */
export const appointmentNoticeKey = 'appointmentNotice';

/** The notice in a router state, whatever else the state holds; null when there is none. */
export function appointmentNoticeOf(state: unknown): AppointmentNotice | null {
  if (typeof state !== 'object' || state === null || !(appointmentNoticeKey in state)) {
    return null;
  }
  const notice: unknown = (state as Record<string, unknown>)[appointmentNoticeKey];
  if (typeof notice !== 'object' || notice === null) {
    return null;
  }
  const { kind, identifier } = notice as Record<string, unknown>;
  return (kind === 'queueFailure' || kind === 'loadingFailed') && typeof identifier === 'string'
    ? { kind, identifier }
    : null;
}

/** Q-52, NS-55, AMB-30: where the appointment route leads. */
export type AppointmentRedirect =
  { kind: 'Visit'; webCode: string } | { kind: 'FrontPage'; notice: AppointmentNoticeKind | null };

/**
 * Q-52, NS-55: an available appointment to its visit page by webCode, and with self check-in
 * (K-12) one whose check-in is open; QueueClosed and QueueNotFound to the front page with the
 * queue-failure notice; not yet available or ended to the front page without one (its card shows
 * when the chat opens, or that it has ended).
 */
export function appointmentRedirect(
  appointment: AppointmentOutput,
  now: number,
  selfCheckIn = false,
): AppointmentRedirect {
  const state = appointmentState(appointment, now);
  if (selfCheckIn && selfCheckInOpen(appointment, now)) {
    return { kind: 'Visit', webCode: appointment.webCode };
  }
  switch (state) {
    case 'Available':
      return { kind: 'Visit', webCode: appointment.webCode };
    case 'QueueClosed':
    case 'QueueNotFound':
      return { kind: 'FrontPage', notice: 'queueFailure' };
    case 'NotYetAvailable':
    case 'ended':
      return { kind: 'FrontPage', notice: null };
  }
}
