// Profile dates (C-21, F-02) as the patient sees them: `dd.MM.yyyy` in Europe/Helsinki (K-38).
import { formatDate } from '../i18n/index.ts';

/** A time with an offset (`updatedAt`, `contactInfoVerifiedAt`) as its Helsinki day. */
export const formatProfileTime = (value: string): string => formatDate(new Date(value));

/**
 * A calendar date (`dateOfBirth`, `yyyy-MM-dd`) as `dd.MM.yyyy`. It is a day, not a moment, so
 * no time zone may move it.
 */
export function formatCalendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}
