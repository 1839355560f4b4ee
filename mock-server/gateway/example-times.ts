/**
 * The contracts' examples are written for one moment, `exampleNow`: on Monday 23.11.2026 at 9.55
 * in Helsinki Laura's first appointment of the day has ended, the next one's chat is open and
 * starts in five minutes, another is tomorrow; Sanna confirmed her contact details ten months ago,
 * Laura three weeks ago. So that the local world keeps looking like that whenever it runs, the
 * gateway moves the date-times with an offset in the answers of the mock APIs (`exampleTimesAt`):
 *
 * - History (before the examples' day) moves by the time that has passed since `exampleNow`,
 *   keeping each value's offset and precision: "three weeks ago" stays three weeks ago.
 * - Bookings (the examples' day and later) stay within the clinic's hours on working days in
 *   Helsinki: the examples' day becomes `clinicDay(now)` (today while the day's appointments fit
 *   around now, else the next working day at 9.55), later days the same number of working days
 *   after it, at their own clock time.
 * - Dates bound to a birth date do not move: a mandate ends on the child's 18th birthday.
 * - Calendar dates (`yyyy-MM-dd`, such as birth dates) and times of day (`HH:mm`, such as opening
 *   hours) are no date-times and stay as written.
 */
import type { Json } from './memory.ts';

/** 2026-11-23T09:55:00+02:00: "now" in the contracts' examples. */
export const exampleNow = Date.parse('2026-11-23T09:55:00+02:00');

const dateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** Minutes east of UTC of an offset written `Z`, `+02:00` or `-05:30`. */
function offsetMinutes(offset: string): number {
  if (offset === 'Z') {
    return 0;
  }
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** The shift in whole minutes, so seconds and fractions stay as written. */
export const wholeMinutes = (deltaMs: number): number => Math.round(deltaMs / 60_000) * 60_000;

/**
 * `value` moved by `deltaMs` (rounded to whole minutes), written with the same offset and the
 * same precision; undefined when `value` is not a date-time with an offset.
 */
export function shiftDateTime(value: string, deltaMs: number): string | undefined {
  const parts = dateTime.exec(value);
  const instant = Date.parse(value);
  if (!parts || Number.isNaN(instant)) {
    return undefined;
  }
  const [, , , , , , seconds, fraction = '', offset = 'Z'] = parts;
  const local = new Date(instant + wholeMinutes(deltaMs) + offsetMinutes(offset) * 60_000);
  const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return `${date}T${time}${seconds === undefined ? '' : `:${seconds}`}${fraction}${offset}`;
}

const minute = 60_000;
const day = 24 * 60 * minute;
const zone = 'Europe/Helsinki';

/** Fields whose date-time is bound to a birth date: a principal's mandate ends at 18. */
const birthBound = new Set(['validUntil']);

/**
 * The examples' day in Helsinki (a Monday) as a day number, and the minute of the day of their
 * now (9.55).
 */
const exampleDay = Math.floor(Date.UTC(2026, 10, 23) / day);
const exampleMinute = 9 * 60 + 55;

/**
 * PROPOSAL (the mock's own): the clinic's video appointments start from 8.00 and end by 20.00,
 * Monday to Friday, in Helsinki.
 */
export const clinicHours = { opens: 8 * 60, closes: 20 * 60 } as const;

/**
 * The examples' day runs from Sari's appointment at 8.00 (1 h 55 min before their now) to
 * Sanna's, which ends at 13.00 (3 h 5 min after): around a real now from 9.55 to 16.55 the day's
 * appointments all fall within the clinic's hours.
 */
const followsNowFrom = clinicHours.opens + (exampleMinute - 8 * 60);
const followsNowUntil = clinicHours.closes - (13 * 60 - exampleMinute);

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  timeZoneName: 'longOffset',
});

/** Helsinki's offset from UTC at `instant`, in minutes (120 in winter, 180 in summer). */
function helsinkiOffset(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** Helsinki's wall clock at `instant`, as milliseconds of a UTC-based calendar. */
const wallOf = (instant: number): number => instant + helsinkiOffset(instant) * minute;

/** The instant at which Helsinki's wall clock shows `wall`. */
function instantOf(wall: number): number {
  const first = wall - helsinkiOffset(wall) * minute;
  return wall - helsinkiOffset(first) * minute;
}

const isWorkingDay = (dayNumber: number): boolean => {
  const weekday = new Date(dayNumber * day).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** `dayNumber` when it is a working day, else the next one. */
function workingDayFrom(dayNumber: number): number {
  let result = dayNumber;
  while (!isWorkingDay(result)) {
    result += 1;
  }
  return result;
}

/** The working days from `from` to `to` (negative when `to` is earlier); `to` counts when one. */
function workingDaysBetween(from: number, to: number): number {
  const step = to >= from ? 1 : -1;
  let count = 0;
  for (let d = from + step; step > 0 ? d <= to : d >= to; d += step) {
    count += isWorkingDay(d) ? step : 0;
  }
  return count;
}

/** `count` working days after the working day `from` (before it when negative). */
function addWorkingDays(from: number, count: number): number {
  const step = count >= 0 ? 1 : -1;
  let result = from;
  for (let left = Math.abs(count); left > 0;) {
    result += step;
    left -= isWorkingDay(result) ? 1 : 0;
  }
  return result;
}

/** Where the examples' day and its 9.55 fall for a real now: a Helsinki day and minute of it. */
export interface ClinicDay {
  day: number;
  minute: number;
}

export interface ExampleTimeOptions {
  /**
   * The day's appointments around the real now whatever the hour (the `Prefer` preference
   * `appointments=now`, docs/mock-stack.md): what a demo or a test of "now" needs at night.
   */
  appointmentsNow?: boolean;
}

/**
 * The clinic's "today" for `now`: today at now's minute while the examples' day fits around it
 * (a working day, from 9.55 to 16.55); before that, today at 9.55; later or on a weekend, the next
 * working day at 9.55.
 */
export function clinicDay(now: number, options: ExampleTimeOptions = {}): ClinicDay {
  const wall = wallOf(exampleNow + wholeMinutes(now - exampleNow));
  const today = Math.floor(wall / day);
  const minuteOfDay = Math.round((wall - today * day) / minute);
  if (options.appointmentsNow === true) {
    return { day: today, minute: minuteOfDay };
  }
  if (isWorkingDay(today) && minuteOfDay <= followsNowUntil) {
    return { day: today, minute: Math.max(minuteOfDay, followsNowFrom) };
  }
  return { day: workingDayFrom(today + 1), minute: exampleMinute };
}

/** Writes `wall` (Helsinki) as a date-time with Helsinki's offset, seconds as `rest` gives them. */
function helsinkiDateTime(wall: number, rest: string): string {
  const instant = instantOf(wall);
  const local = new Date(wallOf(instant));
  const offset = helsinkiOffset(instant);
  const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`;
  const time = `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  return `${date}T${time}${rest}+${two(Math.floor(offset / 60))}:${two(offset % 60)}`;
}

/**
 * A booking's date-time (on the examples' day or later) moved to the clinic day `at`: the
 * examples' day keeps its times relative to 9.55, a later day its clock time on the working day
 * as many working days after. Undefined when `value` is not a date-time with an offset.
 */
export function bookingTime(value: string, at: ClinicDay): string | undefined {
  const parts = dateTime.exec(value);
  const instant = Date.parse(value);
  if (!parts || Number.isNaN(instant)) {
    return undefined;
  }
  const [, , , , , , seconds, fraction = ''] = parts;
  const wall = wallOf(instant);
  const bookedDay = Math.floor(wall / day);
  const bookedMinute = Math.floor((wall - bookedDay * day) / minute);
  const days = workingDaysBetween(exampleDay, bookedDay);
  const moved =
    days === 0
      ? at.day * day + (bookedMinute + at.minute - exampleMinute) * minute
      : addWorkingDays(at.day, days) * day + bookedMinute * minute;
  return helsinkiDateTime(moved, `${seconds === undefined ? '' : `:${seconds}`}${fraction}`);
}

/** The start of the examples' day in Helsinki: earlier date-times are history. */
const exampleDayStarts = instantOf(exampleDay * day);

/**
 * The examples' `json` as the local world answers it at `now`: history moved by the time since
 * `exampleNow`, bookings moved to the clinic day, birth-bound dates as written.
 */
export function exampleTimesAt(json: Json, now: number, options: ExampleTimeOptions = {}): Json {
  const at = clinicDay(now, options);
  const delta = now - exampleNow;
  const move = (value: Json, key?: string): Json => {
    if (typeof value === 'string') {
      if (key !== undefined && birthBound.has(key)) {
        return value;
      }
      const instant = Date.parse(value);
      if (!dateTime.test(value) || Number.isNaN(instant)) {
        return value;
      }
      return (
        (instant < exampleDayStarts ? shiftDateTime(value, delta) : bookingTime(value, at)) ?? value
      );
    }
    if (Array.isArray(value)) {
      return value.map((item) => move(item));
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, move(item, name)]),
      );
    }
    return value;
  };
  return move(json);
}
