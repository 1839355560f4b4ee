import { describe, expect, it } from 'vitest';
import {
  describeDay,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatTime,
  helsinkiFormat,
  helsinkiYear,
  isSameHelsinkiDay,
} from '../../src/i18n/index.ts';

const at = (iso: string) => new Date(iso);

describe('dates and times in Helsinki time (K-38, NS-58)', () => {
  it('writes dates as dd.MM.yyyy and times as H:mm', () => {
    expect(formatDate(at('2026-03-05T08:07:00Z'))).toBe('05.03.2026');
    expect(formatTime(at('2026-03-05T06:07:00Z'))).toBe('8:07');
    expect(formatTime(at('2026-03-05T12:30:00Z'))).toBe('14:30');
    expect(formatDateTime(at('2026-03-05T12:30:00Z'))).toBe('05.03.2026 14:30');
  });

  it('writes midnight as 0:00, never 24:00', () => {
    expect(formatTime(at('2026-01-14T22:00:00Z'))).toBe('0:00');
    expect(formatDate(at('2026-01-14T22:00:00Z'))).toBe('15.01.2026');
  });

  it('moves to summer time (UTC+3) at 03:00 on the last Sunday of March', () => {
    expect(formatDateTime(at('2026-03-29T00:59:00Z'))).toBe('29.03.2026 2:59');
    expect(formatDateTime(at('2026-03-29T01:00:00Z'))).toBe('29.03.2026 4:00');
  });

  it('moves back to winter time (UTC+2) at 04:00 on the last Sunday of October', () => {
    expect(formatDateTime(at('2026-10-25T00:30:00Z'))).toBe('25.10.2026 3:30');
    expect(formatDateTime(at('2026-10-25T01:30:00Z'))).toBe('25.10.2026 3:30');
    expect(formatDateTime(at('2026-10-25T02:30:00Z'))).toBe('25.10.2026 4:30');
  });

  it('counts the day in Helsinki, not in UTC', () => {
    // 21:30 UTC on 31 July is already 1 August in Helsinki (UTC+3).
    expect(formatDate(at('2026-07-31T21:30:00Z'))).toBe('01.08.2026');
    expect(isSameHelsinkiDay(at('2026-07-31T21:30:00Z'), at('2026-08-01T20:59:00Z'))).toBe(true);
    expect(isSameHelsinkiDay(at('2026-07-31T20:59:00Z'), at('2026-07-31T21:00:00Z'))).toBe(false);
  });
});

describe('the day label (K-38)', () => {
  const now = at('2026-03-30T09:00:00Z');

  it('labels today specially, up to Helsinki midnight', () => {
    expect(describeDay(at('2026-03-29T21:00:00Z'), now, 'fi')).toEqual({ kind: 'Today' });
    expect(describeDay(at('2026-03-30T20:59:00Z'), now, 'fi')).toEqual({ kind: 'Today' });
    expect(formatDayLabel({ kind: 'Today' }, 'Tänään')).toBe('Tänään');
  });

  it('gives other days their weekday in the language and the date', () => {
    const tomorrow = at('2026-03-30T21:00:00Z');
    expect(describeDay(tomorrow, now, 'fi')).toEqual({
      kind: 'OtherDay',
      weekday: 'tiistai',
      date: '31.03.2026',
    });
    expect(describeDay(tomorrow, now, 'sv')).toMatchObject({ weekday: 'tisdag' });
    expect(describeDay(tomorrow, now, 'en')).toMatchObject({ weekday: 'Tuesday' });
    expect(formatDayLabel(describeDay(tomorrow, now, 'fi'), 'Tänään')).toBe('tiistai 31.03.2026');
  });

  it('uses the Helsinki day across the change to summer time', () => {
    const sundayNight = at('2026-03-28T22:30:00Z'); // 00:30 on Sunday 29 March in Helsinki
    expect(describeDay(sundayNight, at('2026-03-29T20:00:00Z'), 'en')).toEqual({ kind: 'Today' });
    expect(describeDay(sundayNight, at('2026-03-28T21:00:00Z'), 'en')).toMatchObject({
      kind: 'OtherDay',
      weekday: 'Sunday',
    });
  });
});

describe('the Helsinki year without an Intl format (the footer)', () => {
  const intlYear = (instant: Date) =>
    Number(
      new Intl.DateTimeFormat('en', { timeZone: 'Europe/Helsinki', year: 'numeric' }).format(
        instant,
      ),
    );

  it('turns at midnight in Helsinki, two hours before midnight in UTC', () => {
    expect(helsinkiYear(at('2026-12-31T21:59:59Z'))).toBe(2026);
    expect(helsinkiYear(at('2026-12-31T22:00:00Z'))).toBe(2027);
  });

  it('agrees with the time zone database at every hour around each New Year and over a year', () => {
    const instants: Date[] = [];
    for (const year of [2025, 2026, 2027, 2028, 2040]) {
      const newYear = Date.UTC(year, 0, 1);
      for (let hour = -30; hour <= 30; hour += 1) {
        instants.push(new Date(newYear + hour * 3_600_000 - 1));
        instants.push(new Date(newYear + hour * 3_600_000));
      }
    }
    for (let day = 0; day < 366; day += 1) {
      instants.push(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + 21.5 * 3_600_000));
    }
    for (const instant of instants) {
      expect(helsinkiYear(instant), instant.toISOString()).toBe(intlYear(instant));
    }
  });
});

describe('helsinkiFormat', () => {
  it('builds a format once per locale and options, in Helsinki time', () => {
    const hours = helsinkiFormat('en-GB', { hour: 'numeric', hourCycle: 'h23' });
    expect(helsinkiFormat('en-GB', { hour: 'numeric', hourCycle: 'h23' })).toBe(hours);
    expect(helsinkiFormat('fi-FI', { hour: 'numeric', hourCycle: 'h23' })).not.toBe(hours);
    expect(hours.resolvedOptions().timeZone).toBe('Europe/Helsinki');
    expect(hours.format(at('2026-07-01T09:00:00Z'))).toBe('12');
  });
});
