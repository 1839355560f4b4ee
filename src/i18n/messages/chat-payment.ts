import type { Catalogue } from './catalogue.ts';

/**
 * The chat service's online-payment toggle (Q-32…Q-35, E-37) and direct compensation (Q-29…Q-31,
 * E-39, E-40, Q-08). Finnish is the source. Wired into each catalogue as `chat.onlinePayment` and
 * `chat.directCompensation`.
 */
export const onlinePaymentFi = {};
export const onlinePaymentSv: Catalogue['chat']['onlinePayment'] = {};
export const onlinePaymentEn: Catalogue['chat']['onlinePayment'] = {};

export const directCompensationFi = {};
export const directCompensationSv: Catalogue['chat']['directCompensation'] = {};
export const directCompensationEn: Catalogue['chat']['directCompensation'] = {};
