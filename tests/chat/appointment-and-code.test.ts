// Q-53…Q-55 (appointment timing, with a clock passed in) and E-33…E-36, Q-27, Q-28 (the code).
import { describe, expect, it } from 'vitest';
import { ApiError, BackendError, NetworkError, ResponseDecodeError } from '../../src/api/index.ts';
import {
  afterEdit,
  appointmentState,
  checkCodeField,
  codeFailure,
  endDelay,
  notValidated,
  refreshDelay,
} from '../../src/chat/index.ts';

const appointment = {
  start: '2026-11-23T10:00:00+02:00',
  chatOpenTime: '2026-11-23T09:50:00+02:00',
  minutesDuration: 30,
  status: 'NotYetAvailable' as const,
};
const at = (iso: string) => Date.parse(iso);

describe('appointment timing (Q-53…Q-55)', () => {
  it('is ended once start + duration has passed, and the received status before', () => {
    expect(appointmentState(appointment, at('2026-11-23T10:29:59.999+02:00'))).toBe(
      'NotYetAvailable',
    );
    expect(appointmentState(appointment, at('2026-11-23T10:30:00+02:00'))).toBe('ended');
    expect(
      appointmentState({ ...appointment, status: 'Available' }, at('2026-11-23T10:10:00+02:00')),
    ).toBe('Available');
  });

  it('refreshes 1 s after the chat opens', () => {
    expect(refreshDelay(appointment.chatOpenTime, at('2026-11-23T09:49:00+02:00'))).toBe(61_000);
    expect(refreshDelay(appointment.chatOpenTime, at('2026-11-23T09:50:00.999+02:00'))).toBe(1);
  });

  it('sets no refresh timer once that moment has passed, or more than two days ahead', () => {
    expect(refreshDelay(appointment.chatOpenTime, at('2026-11-23T09:50:01+02:00'))).toBeNull();
    expect(refreshDelay(appointment.chatOpenTime, at('2026-11-21T09:50:01+02:00'))).toBe(
      2 * 24 * 3_600_000,
    );
    expect(refreshDelay(appointment.chatOpenTime, at('2026-11-21T09:50:00.999+02:00'))).toBeNull();
  });

  it('flips to ended at the end, with no timer once ended', () => {
    expect(endDelay(appointment, at('2026-11-23T10:20:00+02:00'))).toBe(600_000);
    expect(endDelay(appointment, at('2026-11-23T10:30:00+02:00'))).toBeNull();
  });
});

describe('the code field (Q-27, Q-28, E-33…E-36)', () => {
  const url = 'http://api.test/chat-v4/person/chat-by-code/ABC123';
  const failing = (status: number) => new BackendError(url, status, 'x', [], {});

  it('requires a code', () => {
    expect(checkCodeField('')).toEqual({
      kind: 'Invalid',
      message: 'code.validation.valueMissing',
      retryable: false,
    });
    expect(checkCodeField('   ')).toMatchObject({ message: 'code.validation.valueMissing' });
    expect(checkCodeField('ABC123')).toEqual(notValidated);
  });

  it.each([
    [404, 'code.validation.invalid', false],
    [422, 'code.validation.expired', false],
    [429, 'code.validation.rateLimited', true],
    [500, 'code.validation.error', true],
    [503, 'code.validation.error', true],
    [400, 'code.validation.error', true],
  ])('maps %i to %s (retry %s)', (status, message, retryable) => {
    expect(codeFailure(failing(status))).toEqual({ kind: 'Invalid', message, retryable });
  });

  it('maps a network failure, a broken answer or anything else to a retryable error', () => {
    for (const error of [
      new NetworkError(url, { cause: new TypeError('offline') }),
      new ResponseDecodeError(url, 200, 'broken'),
      new ApiError('?', url, undefined),
      new Error('?'),
    ]) {
      expect(codeFailure(error)).toEqual({
        kind: 'Invalid',
        message: 'code.validation.error',
        retryable: true,
      });
    }
  });

  it('clears the invalid state when the code is edited', () => {
    expect(afterEdit(codeFailure(failing(404)))).toEqual(notValidated);
    expect(afterEdit({ kind: 'Valid' })).toEqual({ kind: 'Valid' });
  });
});
