import { describe, expect, it } from 'vitest';
import { dialogState, formatCountdown } from '../../../src/auth/session/session-dialog.ts';

const t0 = Date.UTC(2026, 10, 2, 8, 0, 0);
const sec = (n: number) => n * 1000;
const min = (n: number) => n * 60_000;

describe('session dialog state (S-33…S-35)', () => {
  it('shows nothing while the end is more than 2 minutes away', () => {
    expect(dialogState(t0, t0 + min(2) + 1, t0 + min(60))).toEqual({ kind: 'NoDialog' });
  });

  it('shows Timeout at exactly 2 minutes before an idle time-out far from the expiry', () => {
    expect(dialogState(t0, t0 + min(2), t0 + min(60))).toEqual({
      kind: 'Timeout',
      endsAt: t0 + min(2),
      remainingMs: min(2),
    });
  });

  it('shows Expiration when the end is the absolute expiry', () => {
    expect(dialogState(t0, t0 + min(2), t0 + min(2))).toMatchObject({ kind: 'Expiration' });
  });

  it('uses the earlier of timeoutAt and expiresAt as the end', () => {
    expect(dialogState(t0, t0 + min(10), t0 + min(1))).toEqual({
      kind: 'Expiration',
      endsAt: t0 + min(1),
      remainingMs: min(1),
    });
  });

  it('chooses Timeout only when expiresAt − end is more than 2 min 30 s', () => {
    const end = t0 + min(1);
    expect(dialogState(t0, end, end + min(2) + sec(30))).toMatchObject({ kind: 'Expiration' });
    expect(dialogState(t0, end, end + min(2) + sec(30) + 1)).toMatchObject({ kind: 'Timeout' });
  });

  it('never counts below zero once the end has passed', () => {
    expect(dialogState(t0 + sec(5), t0, t0 + min(60))).toMatchObject({ remainingMs: 0 });
  });
});

describe('countdown text (S-36)', () => {
  it.each([
    [min(2), '02:00'],
    [min(2) - 1, '02:00'],
    [sec(119), '01:59'],
    [sec(61), '01:01'],
    [sec(9), '00:09'],
    [1, '00:01'],
    [0, '00:00'],
    [-500, '00:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});
