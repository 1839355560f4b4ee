// NS-24, K-11: when a main user is asked to confirm their contact information. Pure: the caller
// passes the moment it is now.
import { helsinkiFormat } from '../../i18n/index.ts';

/** K-11: how often the contact information is asked for (environment configuration). */
export type ContactInfoUpdateRequestFrequency = 'month' | 'year';

const monthsOf: Record<ContactInfoUpdateRequestFrequency, number> = { month: 1, year: 12 };

/** A calendar day as Helsinki sees it. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const dayParts = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

function helsinkiDay(instant: Date): CalendarDay {
  const parts = Object.fromEntries(
    helsinkiFormat('en-GB', dayParts)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0 };
}

/** The same day `months` later; the 31st becomes the last day of a shorter month. */
function addMonths({ year, month, day }: CalendarDay, months: number): CalendarDay {
  const index = year * 12 + (month - 1) + months;
  const target = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return { ...target, day: Math.min(day, lastDay) };
}

const order = ({ year, month, day }: CalendarDay) => year * 10_000 + month * 100 + day;

/**
 * Whether the contact information should be confirmed now: it never was (`verifiedAt` absent or
 * not a time), or `now` is on or after the Helsinki calendar day one month (or year) after the
 * day it was confirmed. Confirmed on 31 January, a month is over on the last day of February.
 */
export function contactConfirmationDue(
  verifiedAt: string | undefined,
  now: Date,
  frequency: ContactInfoUpdateRequestFrequency,
): boolean {
  const verified = verifiedAt === undefined ? Number.NaN : Date.parse(verifiedAt);
  if (Number.isNaN(verified)) {
    return true;
  }
  const dueDay = addMonths(helsinkiDay(new Date(verified)), monthsOf[frequency]);
  return order(helsinkiDay(now)) >= order(dueDay);
}
