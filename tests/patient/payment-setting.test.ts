// C-13, AMB-22, NS-29: what my information shows for the payment method.
import { describe, expect, it } from 'vitest';
import { InternalError, NotFoundError, PaymentsMaintenanceError } from '../../src/api/index.ts';
import { paymentSettingOf } from '../../src/patient/index.ts';

const url = 'http://api.test/payments/payment-method';
const idle = { data: undefined, error: null, isPending: false };

describe('paymentSettingOf (C-13)', () => {
  it('shows the method the service answers', () => {
    expect(paymentSettingOf({ ...idle, data: { method: 'online' } })).toEqual({
      kind: 'Success',
      value: { kind: 'Method', method: 'online' },
    });
  });

  it('is loading while the first answer is awaited', () => {
    expect(paymentSettingOf({ ...idle, isPending: true })).toEqual({ kind: 'Loading' });
  });

  it('reads 404 as "not set" (AMB-22)', () => {
    const error = new NotFoundError(url, 404, 'NotFoundError', [], {});
    expect(paymentSettingOf({ ...idle, error })).toEqual({
      kind: 'Success',
      value: { kind: 'Method', method: 'not_set' },
    });
  });

  it('says the service is unavailable in a maintenance break, read-only when it says so (NS-29)', () => {
    const off = new PaymentsMaintenanceError(url, 503, 'Maintenance', [], { message: 'off' });
    const readonly = new PaymentsMaintenanceError(url, 503, 'Maintenance', [], {
      message: 'readonly',
    });
    expect(paymentSettingOf({ ...idle, error: off })).toEqual({
      kind: 'Success',
      value: { kind: 'Unavailable', readOnly: false },
    });
    expect(paymentSettingOf({ ...idle, error: readonly })).toEqual({
      kind: 'Success',
      value: { kind: 'Unavailable', readOnly: true },
    });
  });

  it('is a failure with a retry on any other error', () => {
    const error = new InternalError(url, 500, 'InternalError', [], {});
    expect(paymentSettingOf({ ...idle, error })).toEqual({ kind: 'Failure' });
  });
});
