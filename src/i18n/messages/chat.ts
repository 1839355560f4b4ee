import type { Catalogue } from './catalogue.ts';
import {
  chatAppointmentsEn,
  chatAppointmentsFi,
  chatAppointmentsSv,
  chatCodeEn,
  chatCodeFi,
  chatCodeSv,
} from './chat-code-appointments.ts';
import {
  directCompensationEn,
  directCompensationFi,
  directCompensationSv,
  onlinePaymentEn,
  onlinePaymentFi,
  onlinePaymentSv,
} from './chat-payment.ts';

/**
 * The chat service (chat-service.md, Q, E-41…E-49, NS-09): front page, topic pages, chat
 * detail, wait times and the chat start. Finnish is the source. Wired into each catalogue as
 * `chat`; the code page, appointments, online payment and direct compensation have files of
 * their own.
 */
export const chatFi = {
  code: chatCodeFi,
  appointments: chatAppointmentsFi,
  onlinePayment: onlinePaymentFi,
  directCompensation: directCompensationFi,
};

export const chatSv: Catalogue['chat'] = {
  code: chatCodeSv,
  appointments: chatAppointmentsSv,
  onlinePayment: onlinePaymentSv,
  directCompensation: directCompensationSv,
};

export const chatEn: Catalogue['chat'] = {
  code: chatCodeEn,
  appointments: chatAppointmentsEn,
  onlinePayment: onlinePaymentEn,
  directCompensation: directCompensationEn,
};
