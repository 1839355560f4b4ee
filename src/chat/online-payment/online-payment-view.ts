// Q-32…Q-35, AMB-21, AMB-22, AMB-38, NS-29: what the chat's online-payment panel shows. Pure.
import type { PaymentMethod } from '../../../generated/payments/model/paymentMethod.zod.ts';
import type { PaymentSetting } from '../../patient/index.ts';
import type { RemoteContentState } from '../../ui/index.ts';

/** the online-payment state of the current patient. */
export type OnlinePaymentState =
  | { kind: 'CheckPending' }
  | { kind: 'Enabled' }
  | { kind: 'NotEnabled'; method: Exclude<PaymentMethod, 'online'> }
  /** AMB-21: the check failed, the service is in maintenance, or the patient may not pay online. */
  | { kind: 'NotAvailable' };

/** A maintenance break of the payments service (503, NS-29) met while reading or saving. */
export type PaymentsMaintenance = 'readOnly' | 'unavailable';

/** What the panel shows. */
export type OnlinePaymentView =
  /** check pending, or online payment already enabled: no panel. */
  | { kind: 'Hidden' }
  /** The switch, at the method in effect; the paper invoice fee warning unless it is online. */
  | { kind: 'Switch'; method: PaymentMethod }
  /** P-19, AMB-21: a principal whose `onlinePaymentAllowed` is false; paper is in effect. */
  | { kind: 'NotAllowed' }
  /**
   * NS-29: no change is possible now. `method` is the one in effect when known (a save answered
   * 503), then the switch shows it disabled; a read that answered 503 tells no method.
   */
  | { kind: 'Locked'; maintenance: PaymentsMaintenance; method: PaymentMethod | null }
  /** The check failed (E-38 `PaymentAPIError`): a message with retry. */
  | { kind: 'Failure' };

export interface OnlinePaymentInput {
  /** The payment setting as my information reads it (404 = not set, 503 = unavailable). */
  setting: RemoteContentState<PaymentSetting>;
  /** Whether the current patient may pay online; null while the principals are loading. */
  allowed: boolean | null;
  /** The patient changed the method in this panel: it stays, also once online is in effect. */
  changedHere: boolean;
  /** A save answered 503 (NS-29): the switch is locked at the method in effect. */
  saveMaintenance: PaymentsMaintenance | null;
}

/** Q-32 from the payment setting (AMB-22: a 404 is `not_set`; AMB-21: 503 is not available). */
export function onlinePaymentStateOf(
  setting: RemoteContentState<PaymentSetting>,
): OnlinePaymentState {
  switch (setting.kind) {
    case 'NotAsked':
    case 'Loading':
      return { kind: 'CheckPending' };
    case 'Failure':
      return { kind: 'NotAvailable' };
    case 'Success': {
      const value = setting.value;
      if (value.kind === 'Unavailable') {
        return { kind: 'NotAvailable' };
      }
      return value.method === 'online'
        ? { kind: 'Enabled' }
        : { kind: 'NotEnabled', method: value.method };
    }
  }
}

/**
 * the panel shows when online payment is not enabled or not available; once the patient
 * turned it on here it stays, showing the switch on and the success note.
 */
export function onlinePaymentView({
  setting,
  allowed,
  changedHere,
  saveMaintenance,
}: OnlinePaymentInput): OnlinePaymentView {
  const state = onlinePaymentStateOf(setting);
  if (state.kind === 'CheckPending' || allowed === null) {
    return { kind: 'Hidden' };
  }
  if (state.kind === 'Enabled' && !changedHere) {
    return { kind: 'Hidden' };
  }
  if (!allowed) {
    return { kind: 'NotAllowed' };
  }
  const method =
    setting.kind === 'Success' && setting.value.kind === 'Method' ? setting.value.method : null;
  if (saveMaintenance !== null) {
    return { kind: 'Locked', maintenance: saveMaintenance, method };
  }
  if (setting.kind === 'Success' && setting.value.kind === 'Unavailable') {
    return {
      kind: 'Locked',
      maintenance: setting.value.readOnly ? 'readOnly' : 'unavailable',
      method: null,
    };
  }
  return method === null ? { kind: 'Failure' } : { kind: 'Switch', method };
}
