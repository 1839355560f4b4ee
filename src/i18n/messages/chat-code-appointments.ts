import type { Catalogue } from './catalogue.ts';

/**
 * The chat service's code page (Q-24…Q-28, E-33…E-36) and booked appointments (Q-52…Q-56,
 * E-46, E-47). Finnish is the source. Wired into each catalogue as `chat.code` and
 * `chat.appointments`.
 */
export const chatCodeFi = {};
export const chatCodeSv: Catalogue['chat']['code'] = {};
export const chatCodeEn: Catalogue['chat']['code'] = {};

export const chatAppointmentsFi = {};
export const chatAppointmentsSv: Catalogue['chat']['appointments'] = {};
export const chatAppointmentsEn: Catalogue['chat']['appointments'] = {};
