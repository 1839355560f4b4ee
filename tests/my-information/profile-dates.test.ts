// C-21, K-38: profile dates as the patient sees them.
import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatProfileTime } from '../../src/my-information/index.ts';

describe('profile dates (K-38)', () => {
  it('writes a time with an offset as its day in Helsinki', () => {
    expect(formatProfileTime('2026-11-02T09:12:44+02:00')).toBe('02.11.2026');
    // 22:30 UTC on 31 December is already New Year's Day in Helsinki.
    expect(formatProfileTime('2026-12-31T22:30:00Z')).toBe('01.01.2027');
    // Summer time: UTC+3.
    expect(formatProfileTime('2026-06-30T21:00:00Z')).toBe('01.07.2026');
  });

  it('writes a calendar date as it is, no time zone moving it', () => {
    expect(formatCalendarDate('2019-08-03')).toBe('03.08.2019');
    expect(formatCalendarDate('1986-04-12')).toBe('12.04.1986');
  });
});
