import type { Language } from './languages.ts';

/** Every displayed date and time is in Helsinki time, whatever the device's zone (NS-58, AMB-36). */
export const displayTimeZone = 'Europe/Helsinki';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time format in Helsinki time, built on its first use and kept. Building the page's
 * first Intl format sets up the browser's locale data: 25–30 ms on a desktop, four times that on a
 * slow phone, so none is built while the app starts, only when a date is shown.
 */
export function helsinkiFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: displayTimeZone });
    formats.set(key, format);
  }
  return format;
}

const dateParts = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const timeParts = { hour: 'numeric', minute: '2-digit', hourCycle: 'h23' } as const;

/**
 * The year in Helsinki, without an Intl format (the footer shows it on every page): the year
 * turns at midnight in winter, when Finland is always two hours ahead of UTC (summer time runs
 * from March to October), so the Helsinki year is the UTC year two hours on.
 */
export const helsinkiYear = (instant: Date): number =>
  new Date(instant.getTime() + 2 * 60 * 60 * 1000).getUTCFullYear();

const weekdayLocales: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-FI' };

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((candidate) => candidate.type === type)?.value ?? '';
}

/** `dd.MM.yyyy` in Helsinki time, in every language (K-38). */
export function formatDate(instant: Date): string {
  const parts = helsinkiFormat('en-GB', dateParts).formatToParts(instant);
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year')}`;
}

/** `H:mm` in Helsinki time: no leading zero on the hour, 24-hour clock (K-38). */
export function formatTime(instant: Date): string {
  const parts = helsinkiFormat('en-GB', timeParts).formatToParts(instant);
  return `${String(Number(part(parts, 'hour')))}:${part(parts, 'minute')}`;
}

/** `dd.MM.yyyy H:mm` in Helsinki time. */
export function formatDateTime(instant: Date): string {
  return `${formatDate(instant)} ${formatTime(instant)}`;
}

/** Whether two instants fall on the same calendar day in Helsinki. */
export function isSameHelsinkiDay(a: Date, b: Date): boolean {
  return formatDate(a) === formatDate(b);
}

/** How a day is labelled (K-38): today specially, any other day with its weekday. */
export type DayLabel = { kind: 'Today' } | { kind: 'OtherDay'; weekday: string; date: string };

/** The label of `instant`'s Helsinki day as seen at `now`; pure, so it needs no hook or clock. */
export function describeDay(instant: Date, now: Date, language: Language): DayLabel {
  if (isSameHelsinkiDay(instant, now)) {
    return { kind: 'Today' };
  }
  const weekday = helsinkiFormat(weekdayLocales[language], { weekday: 'long' }).format(instant);
  return { kind: 'OtherDay', weekday, date: formatDate(instant) };
}

/**
 * The day label as text: `todayText` (the catalogue's `common.today`) for today, otherwise the
 * weekday and the date, for example `maanantai 30.03.2026`.
 */
export function formatDayLabel(label: DayLabel, todayText: string): string {
  switch (label.kind) {
    case 'Today':
      return todayText;
    case 'OtherDay':
      return `${label.weekday} ${label.date}`;
  }
}
