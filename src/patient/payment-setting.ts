// How the payment method reads (C-13), for my information and the chat's online-payment panel:
// a 404 is "not set" (AMB-22) and a 503 maintenance has no method to show (NS-29). Pure.
import type { PaymentMethod } from '../../generated/payments/model/paymentMethod.zod.ts';
import { NotFoundError, PaymentsMaintenanceError } from '../api/index.ts';
import type { RemoteContentState } from '../ui/index.ts';

export type PaymentSetting =
  | { kind: 'Method'; method: PaymentMethod }
  /** The service is in maintenance: `readonly` still works but may not be changed. */
  | { kind: 'Unavailable'; readOnly: boolean };

export interface PaymentQuery {
  data: { method: PaymentMethod } | undefined;
  error: unknown;
  isPending: boolean;
}

/** The remote state of the payment setting: an error that is an answer is a setting too. */
export function paymentSettingOf(query: PaymentQuery): RemoteContentState<PaymentSetting> {
  if (query.data !== undefined) {
    return { kind: 'Success', value: { kind: 'Method', method: query.data.method } };
  }
  if (query.isPending) {
    return { kind: 'Loading' };
  }
  if (query.error instanceof NotFoundError) {
    return { kind: 'Success', value: { kind: 'Method', method: 'not_set' } };
  }
  if (query.error instanceof PaymentsMaintenanceError) {
    return {
      kind: 'Success',
      value: { kind: 'Unavailable', readOnly: query.error.mode === 'readonly' },
    };
  }
  return { kind: 'Failure' };
}
