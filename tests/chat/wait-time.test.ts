// Q-60…Q-64, K-31, AMB-17: the wait-time table, every row and boundary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { waitTimeOf, type WaitTime } from '../../src/chat/index.ts';

const open = (length: number, estimatedWaitPeriod: number | null | undefined) => ({
  open: true,
  length,
  estimatedWaitPeriod,
});

describe('waitTimeOf (Q-60…Q-64)', () => {
  it('is closed for a closed queue, whatever else it says (first row wins)', () => {
    expect(waitTimeOf({ open: false, length: 0, estimatedWaitPeriod: 0 })).toEqual({
      kind: 'closed',
    });
    expect(waitTimeOf({ open: false, length: 5, estimatedWaitPeriod: 600 })).toEqual({
      kind: 'closed',
    });
  });

  it('is none for an empty queue or an estimate of 0', () => {
    expect(waitTimeOf(open(0, 600))).toEqual({ kind: 'none' });
    expect(waitTimeOf(open(0, null))).toEqual({ kind: 'none' });
    expect(waitTimeOf(open(4, 0))).toEqual({ kind: 'none' });
  });

  it('is unknown, with the queue length, without an estimate', () => {
    expect(waitTimeOf(open(3, null))).toEqual({ kind: 'unknown', length: 3 });
    expect(waitTimeOf(open(3, undefined))).toEqual({ kind: 'unknown', length: 3 });
  });

  it.each<[number, WaitTime]>([
    [1, { kind: 'lessThan', minutes: 5 }],
    [299, { kind: 'lessThan', minutes: 5 }],
    [300, { kind: 'lessThan', minutes: 5 }],
    [301, { kind: 'lessThan', minutes: 10 }],
    [600, { kind: 'lessThan', minutes: 10 }],
    [1500, { kind: 'lessThan', minutes: 25 }],
    [1501, { kind: 'lessThan', minutes: 30 }],
    [1799, { kind: 'lessThan', minutes: 30 }],
    [1800, { kind: 'lessThan', minutes: 30 }],
    [1801, { kind: 'moreThan' }],
    [7200, { kind: 'moreThan' }],
  ])('estimate %i s → %o', (seconds, expected) => {
    expect(waitTimeOf(open(2, seconds))).toEqual(expected);
  });

  it('never promises less than the estimate, and never more than 5 minutes beyond it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1800 }), (seconds) => {
        const wait = waitTimeOf(open(1, seconds));
        expect(wait.kind).toBe('lessThan');
        const minutes = wait.kind === 'lessThan' ? wait.minutes : 0;
        expect(minutes * 60).toBeGreaterThanOrEqual(seconds);
        expect(minutes * 60 - seconds).toBeLessThan(300);
        expect(minutes % 5).toBe(0);
      }),
    );
  });
});
