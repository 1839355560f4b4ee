// The Finnish personal identity code checker (F-23, NS-10): examples from the population
// register's own documentation, and properties over codes built from the spec's grammar.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPersonalIdentityCode } from '../../../src/patient/forms/index.ts';

/** NS-10's table, written out here on its own (not imported), so a wrong table fails the test. */
const checkTable = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const markers = {
  1800: ['+'],
  1900: ['-', 'Y', 'X', 'W', 'V', 'U'],
  2000: ['A', 'B', 'C', 'D', 'E', 'F'],
};
const allMarkers = Object.values(markers).flat();

const two = (n: number) => String(n).padStart(2, '0');
const three = (n: number) => String(n).padStart(3, '0');

/** A real calendar date between 1800 and 2099 and everything a code is built of. */
const validCode = fc
  .record({
    date: fc.date({
      min: new Date('1800-01-01T00:00:00Z'),
      max: new Date('2099-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    individual: fc.integer({ min: 0, max: 999 }),
    pick: fc.nat(),
  })
  .map(({ date, individual, pick }) => {
    const year = date.getUTCFullYear();
    const century = (Math.floor(year / 100) * 100) as 1800 | 1900 | 2000;
    const options = markers[century];
    const marker = options[pick % options.length] ?? '-';
    const body = `${two(date.getUTCDate())}${two(date.getUTCMonth() + 1)}${two(year % 100)}`;
    const check = checkTable[Number(`${body}${three(individual)}`) % 31] ?? '?';
    return {
      code: `${body}${marker}${three(individual)}${check}`,
      dateOfBirth: { year, month: date.getUTCMonth() + 1, day: date.getUTCDate() },
    };
  });

describe('checkPersonalIdentityCode (F-23, NS-10)', () => {
  it.each([
    ['131052-308T', { year: 1952, month: 10, day: 13 }],
    ['010594Y9021', { year: 1994, month: 5, day: 1 }],
    ['020202A0202', { year: 2002, month: 2, day: 2 }],
    ['290200A108T', { year: 2000, month: 2, day: 29 }],
    ['010100+000E', { year: 1800, month: 1, day: 1 }],
    ['131052Y308T', { year: 1952, month: 10, day: 13 }],
  ])('accepts %s, born %o', (code, dateOfBirth) => {
    expect(checkPersonalIdentityCode(code)).toEqual({ valid: true, code, dateOfBirth });
  });

  it('ignores surrounding spaces and reads lower-case letters as upper-case', () => {
    expect(checkPersonalIdentityCode(' 131052-308t ')).toMatchObject({
      valid: true,
      code: '131052-308T',
    });
  });

  it.each([
    ['', 'format'],
    ['131052-308', 'format'],
    ['131052-308TT', 'format'],
    ['13105-2308T', 'format'],
    ['1310522308T', 'centuryMarker'],
    ['131052 308T', 'centuryMarker'],
    ['131052-3O8T', 'format'],
    ['131052G308T', 'centuryMarker'],
    ['131052Z308T', 'centuryMarker'],
    ['131052*308T', 'centuryMarker'],
    ['310452-308T', 'date'],
    ['290201A108T', 'date'],
    ['290200-108T', 'date'], // 1900 was not a leap year
    ['001052-308T', 'date'],
    ['131352-308T', 'date'],
    ['131052-308U', 'checkCharacter'],
    ['131052-309T', 'checkCharacter'],
  ])('refuses %s: %s', (code, problem) => {
    expect(checkPersonalIdentityCode(code)).toEqual({ valid: false, problem });
  });

  it('accepts every code built from the grammar, with its birth date', () => {
    fc.assert(
      fc.property(validCode, ({ code, dateOfBirth }) => {
        expect(checkPersonalIdentityCode(code)).toEqual({ valid: true, code, dateOfBirth });
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses a valid code with any other check character', () => {
    fc.assert(
      fc.property(validCode, fc.constantFrom(...Array.from(checkTable)), ({ code }, other) => {
        fc.pre(other !== code.slice(-1));
        expect(checkPersonalIdentityCode(code.slice(0, -1) + other)).toEqual({
          valid: false,
          problem: 'checkCharacter',
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a valid code with a character that is no century marker', () => {
    const notMarker = fc
      .string({ minLength: 1, maxLength: 1 })
      .filter((c) => !allMarkers.includes(c.toUpperCase()) && c.trim() !== '');
    fc.assert(
      fc.property(validCode, notMarker, ({ code }, marker) => {
        const result = checkPersonalIdentityCode(`${code.slice(0, 6)}${marker}${code.slice(7)}`);
        expect(result).toEqual({ valid: false, problem: 'centuryMarker' });
      }),
    );
  });

  it('refuses a day that does not exist in its month', () => {
    const impossible = fc
      .record({
        year: fc.integer({ min: 1900, max: 1999 }),
        month: fc.integer({ min: 1, max: 12 }),
      })
      .chain(({ year, month }) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        return fc.integer({ min: last + 1, max: 99 }).map((day) => ({ year, month, day }));
      });
    fc.assert(
      fc.property(impossible, fc.integer({ min: 0, max: 999 }), ({ year, month, day }, n) => {
        const body = `${two(day)}${two(month)}${two(year % 100)}`;
        const check = checkTable[Number(`${body}${three(n)}`) % 31] ?? '?';
        expect(checkPersonalIdentityCode(`${body}-${three(n)}${check}`)).toEqual({
          valid: false,
          problem: 'date',
        });
      }),
    );
  });

  it('answers any input without throwing, and accepts only eleven characters of the format', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (input) => {
        const result = checkPersonalIdentityCode(input);
        if (result.valid) {
          expect(result.code).toMatch(/^\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]$/);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
