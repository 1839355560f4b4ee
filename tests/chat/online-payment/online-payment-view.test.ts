// Q-32…Q-35, AMB-21, AMB-22, AMB-38, NS-29: what the chat's online-payment panel shows.
import { describe, expect, it } from 'vitest';
import {
  onlinePaymentStateOf,
  onlinePaymentView,
  type OnlinePaymentInput,
} from '../../../src/chat/online-payment/index.ts';

const method = (value: 'online' | 'paper' | 'not_set'): OnlinePaymentInput['setting'] => ({
  kind: 'Success',
  value: { kind: 'Method', method: value },
});
const maintenance = (readOnly: boolean): OnlinePaymentInput['setting'] => ({
  kind: 'Success',
  value: { kind: 'Unavailable', readOnly },
});
const input = (overrides: Partial<OnlinePaymentInput>): OnlinePaymentInput => ({
  setting: method('paper'),
  allowed: true,
  changedHere: false,
  saveMaintenance: null,
  ...overrides,
});

describe('the online-payment state (Q-32)', () => {
  it('is check pending, enabled for online, not enabled for paper and not set', () => {
    expect(onlinePaymentStateOf({ kind: 'Loading' })).toEqual({ kind: 'CheckPending' });
    expect(onlinePaymentStateOf(method('online'))).toEqual({ kind: 'Enabled' });
    expect(onlinePaymentStateOf(method('paper'))).toEqual({ kind: 'NotEnabled', method: 'paper' });
    expect(onlinePaymentStateOf(method('not_set'))).toEqual({
      kind: 'NotEnabled',
      method: 'not_set',
    });
  });

  it('is not available when the check failed or the service is in maintenance (AMB-21)', () => {
    expect(onlinePaymentStateOf({ kind: 'Failure' })).toEqual({ kind: 'NotAvailable' });
    expect(onlinePaymentStateOf(maintenance(true))).toEqual({ kind: 'NotAvailable' });
  });
});

describe('the online-payment panel (Q-33)', () => {
  it('is hidden while the check is pending and while the principals are loading', () => {
    expect(onlinePaymentView(input({ setting: { kind: 'Loading' } }))).toEqual({ kind: 'Hidden' });
    expect(onlinePaymentView(input({ allowed: null }))).toEqual({ kind: 'Hidden' });
  });

  it('is hidden when online payment is enabled, unless the patient turned it on here', () => {
    expect(onlinePaymentView(input({ setting: method('online') }))).toEqual({ kind: 'Hidden' });
    expect(onlinePaymentView(input({ setting: method('online'), changedHere: true }))).toEqual({
      kind: 'Switch',
      method: 'online',
    });
  });

  it('shows the switch at paper or not set (Q-35, AMB-38: both have the fee)', () => {
    expect(onlinePaymentView(input({ setting: method('paper') }))).toEqual({
      kind: 'Switch',
      method: 'paper',
    });
    expect(onlinePaymentView(input({ setting: method('not_set') }))).toEqual({
      kind: 'Switch',
      method: 'not_set',
    });
  });

  it('offers no switch to a principal whose onlinePaymentAllowed is false (P-19)', () => {
    expect(onlinePaymentView(input({ allowed: false }))).toEqual({ kind: 'NotAllowed' });
    expect(onlinePaymentView(input({ allowed: false, setting: { kind: 'Failure' } }))).toEqual({
      kind: 'NotAllowed',
    });
  });

  it('locks on a maintenance break: read-only or unavailable, no method known (NS-29)', () => {
    expect(onlinePaymentView(input({ setting: maintenance(true) }))).toEqual({
      kind: 'Locked',
      maintenance: 'readOnly',
      method: null,
    });
    expect(onlinePaymentView(input({ setting: maintenance(false) }))).toEqual({
      kind: 'Locked',
      maintenance: 'unavailable',
      method: null,
    });
  });

  it('locks at the method in effect when a save meets the maintenance break', () => {
    expect(onlinePaymentView(input({ changedHere: true, saveMaintenance: 'unavailable' }))).toEqual(
      { kind: 'Locked', maintenance: 'unavailable', method: 'paper' },
    );
  });

  it('is a failure with retry when the check failed otherwise (E-38)', () => {
    expect(onlinePaymentView(input({ setting: { kind: 'Failure' } }))).toEqual({
      kind: 'Failure',
    });
  });
});
