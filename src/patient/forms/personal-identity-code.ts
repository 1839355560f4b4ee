// The Finnish personal identity code checker (F-23, NS-10): a shared utility. No form of the
// portal asks for the code today, so nothing calls it yet; it is here, tested, for the form that
// will (NS-10's proposal).

/** Why a code is not a valid personal identity code, in the order the checks run. */
export type PersonalIdentityCodeProblem = 'format' | 'centuryMarker' | 'date' | 'checkCharacter';

export type PersonalIdentityCodeCheck =
  | {
      valid: true;
      /** The code as checked: trimmed, letters upper-case. */
      code: string;
      /** The birth date the code gives (a calendar date, no time zone). */
      dateOfBirth: { year: number; month: number; day: number };
    }
  | { valid: false; problem: PersonalIdentityCodeProblem };

/** NS-10: the century of each marker; `-` and `+` are the classic ones, the letters from 2023. */
const centuries: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

/** NS-10: `DDMMYYNNN mod 31` indexes this string. */
export const checkCharacters = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** DDMMYY, a marker (any one character here, the marker check comes next), NNN, a check character. */
const shape = /^(\d{2})(\d{2})(\d{2})(.)(\d{3})([0-9A-Z])$/;

const isDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * Checks a Finnish personal identity code (F-23): the format `DDMMYY` + century marker + `NNN` +
 * check character, the century marker, that the date exists, and the check character
 * (`DDMMYYNNN mod 31` into {@link checkCharacters}). Surrounding spaces are ignored and lower-case
 * letters count as upper-case. The spec names no rule for the individual number `NNN` beyond
 * three digits, so none is applied.
 */
export function checkPersonalIdentityCode(input: string): PersonalIdentityCodeCheck {
  const code = input.trim().toUpperCase();
  const parts = shape.exec(code);
  if (!parts) {
    return { valid: false, problem: 'format' };
  }
  const [, dd = '', mm = '', yy = '', marker = '', individual = '', check = ''] = parts;
  const century = centuries[marker];
  if (century === undefined) {
    return { valid: false, problem: 'centuryMarker' };
  }
  const year = century + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  if (!isDate(year, month, day)) {
    return { valid: false, problem: 'date' };
  }
  if (checkCharacters[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) {
    return { valid: false, problem: 'checkCharacter' };
  }
  return { valid: true, code, dateOfBirth: { year, month, day } };
}
