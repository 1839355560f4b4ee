// NS-24, K-11: when a main user is asked to confirm the contact information: a month (test, dev,
// stg, local) or a year (prod) after the Helsinki day of the last confirmation.
import { describe, expect, it } from 'vitest';
import { contactConfirmationDue } from '../../src/my-information/contact-confirmation/index.ts';

const at = (iso: string) => new Date(iso);

describe('contactConfirmationDue (NS-24, K-11)', () => {
  it('asks when the information was never confirmed or the time is not a time', () => {
    expect(contactConfirmationDue(undefined, at('2026-11-24T12:00:00Z'), 'year')).toBe(true);
    expect(contactConfirmationDue('not a time', at('2026-11-24T12:00:00Z'), 'year')).toBe(true);
  });

  it('asks from the same day a month later, not the day before (month)', () => {
    const verified = '2026-01-22T08:03:55+02:00';
    expect(contactConfirmationDue(verified, at('2026-02-21T21:59:59Z'), 'month')).toBe(false);
    expect(contactConfirmationDue(verified, at('2026-02-21T22:00:00Z'), 'month')).toBe(true);
    expect(contactConfirmationDue(verified, at('2026-11-24T12:00:00Z'), 'month')).toBe(true);
  });

  it('asks from the same day a year later (year)', () => {
    const verified = '2026-01-22T08:03:55+02:00';
    expect(contactConfirmationDue(verified, at('2026-11-24T12:00:00Z'), 'year')).toBe(false);
    expect(contactConfirmationDue(verified, at('2027-01-21T12:00:00Z'), 'year')).toBe(false);
    expect(contactConfirmationDue(verified, at('2027-01-22T00:30:00+02:00'), 'year')).toBe(true);
  });

  it('counts days as Helsinki sees them, whatever the offset of the stored time', () => {
    // 23:30 UTC on 31 October is 1 November in Helsinki (UTC+2).
    const verified = '2026-10-31T23:30:00Z';
    expect(contactConfirmationDue(verified, at('2026-11-30T21:00:00Z'), 'month')).toBe(false);
    expect(contactConfirmationDue(verified, at('2026-11-30T22:00:00Z'), 'month')).toBe(true);
  });

  it('moves the 31st to the last day of a shorter month, leap years included', () => {
    expect(
      contactConfirmationDue('2027-01-31T10:00:00+02:00', at('2027-02-27T10:00:00Z'), 'month'),
    ).toBe(false);
    expect(
      contactConfirmationDue('2027-01-31T10:00:00+02:00', at('2027-02-28T10:00:00Z'), 'month'),
    ).toBe(true);
    expect(
      contactConfirmationDue('2028-01-31T10:00:00+02:00', at('2028-02-28T10:00:00Z'), 'month'),
    ).toBe(false);
    expect(
      contactConfirmationDue('2028-01-31T10:00:00+02:00', at('2028-02-29T10:00:00Z'), 'month'),
    ).toBe(true);
    expect(
      contactConfirmationDue('2028-02-29T10:00:00+02:00', at('2029-02-28T10:00:00Z'), 'year'),
    ).toBe(true);
  });

  it('crosses the year in December', () => {
    expect(
      contactConfirmationDue('2026-12-15T10:00:00+02:00', at('2027-01-14T10:00:00Z'), 'month'),
    ).toBe(false);
    expect(
      contactConfirmationDue('2026-12-15T10:00:00+02:00', at('2027-01-15T10:00:00Z'), 'month'),
    ).toBe(true);
  });
});
