// Q-15, NS-14, NS-54: the opening hours as text (the open/closed status is the live `open` flag).
import type { OpeningHoursOutput } from '../../generated/chat-v4/model/openingHours.zod.ts';

export const weekdays = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof weekdays)[number];

/** `08:00` → `8:00` (K-38's `H:mm`); `24:00` stays. */
export const displayTime = (time: string): string => time.replace(/^0(\d)/, '$1');

/** One line of opening hours: consecutive weekdays with the same periods, e.g. Mon–Fri 8:00–18:00. */
export interface OpeningHoursLine {
  firstDay: Weekday;
  /** The last day of the run; equal to `firstDay` for a single day. */
  lastDay: Weekday;
  /** `8:00–12:00, 13:00–16:00`: the day's periods in order. */
  periods: string;
}

/**
 * The days with periods, Monday first, consecutive days with the same periods joined. Days
 * without periods are closed and not listed.
 */
export function openingHoursLines(openingHours: readonly OpeningHoursOutput[]): OpeningHoursLine[] {
  const periodsOf = (day: Weekday) =>
    openingHours
      .filter((period) => period.dayOfWeek === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map((period) => `${displayTime(period.opens)}–${displayTime(period.closes)}`)
      .join(', ');
  const lines: OpeningHoursLine[] = [];
  let previous: Weekday | null = null;
  for (const day of weekdays) {
    const periods = periodsOf(day);
    const last = lines.at(-1);
    if (
      periods !== '' &&
      last &&
      previous !== null &&
      last.lastDay === previous &&
      last.periods === periods
    ) {
      last.lastDay = day;
    } else if (periods !== '') {
      lines.push({ firstDay: day, lastDay: day, periods });
    }
    previous = day;
  }
  return lines;
}
