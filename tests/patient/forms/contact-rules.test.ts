import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkGivenNames,
  checkLastName,
  checkNamesCombined,
  checkPhoneNumber,
  checkPostCode,
  checkPostOffice,
  checkStreetAddress,
  editableFields,
  isRequired,
  normalizePhoneNumber,
  validateContactForm,
  type ContactFormValues,
  type Violation,
} from '../../../src/patient/forms/index.ts';

const missing: Violation = { rule: 'valueMissing' };
const pattern: Violation = { rule: 'patternMismatch' };
const tooShort = (minLength: number): Violation => ({ rule: 'tooShort', minLength });
const tooLong = (maxLength: number): Violation => ({ rule: 'tooLong', maxLength });
const ok = undefined;

const letters = (length: number) => 'ä'.repeat(length);

describe.each([
  ['givenNames', checkGivenNames],
  ['lastName', checkLastName],
] as const)('%s (F-06, F-07, AMB-09)', (_field, check) => {
  it.each([
    ['', missing],
    ['   ', missing],
    ['A', ok],
    [letters(40), ok],
    [letters(41), tooLong(40)],
    ['Maija-Liisa', ok],
    ["O'Brien", ok],
    ['D’Artagnan', ok],
    ['Åsa Märta', ok],
    ['Jöns, Jr.', ok],
    ['Élodie Zoë Núñez', ok],
    ['Ørsted Æbelø', ok],
    ['Jyva\u0308skyla\u0308', ok], // decomposed ä: a letter and a combining mark
    ['Олександр', ok],
    ['Maija2', pattern],
    ['Maija!', pattern],
    ['Anna_Liisa', pattern],
    ['Anna/Liisa', pattern],
    [`${letters(41)}1`, pattern], // the pattern is checked before the length
  ])('%j → %j', (value, expected) => {
    expect(check(value)).toEqual(expected);
  });

  it('accepts nothing typed when not required (a principal)', () => {
    expect(check('', { required: false })).toBeUndefined();
    expect(check('Maija2', { required: false })).toEqual(pattern);
  });
});

describe('given names and last name together (F-08, AMB-09)', () => {
  it.each([
    [20, 20, ok],
    [1, 39, ok],
    [39, 1, ok],
    [20, 21, { rule: 'namesCombinedLength', maxLength: 40 }],
    [40, 1, { rule: 'namesCombinedLength', maxLength: 40 }],
  ] as const)('%i + %i characters → %j', (given, last, expected) => {
    expect(checkNamesCombined(letters(given), letters(last))).toEqual(expected);
  });

  it('counts no separator between the names', () => {
    expect(checkNamesCombined('Maija Liisa', 'a'.repeat(29))).toBeUndefined();
    expect(checkNamesCombined('Maija Liisa', 'a'.repeat(30))).toBeDefined();
  });
});

describe('streetAddress (F-09)', () => {
  it.each([
    ['', missing],
    ['Hämeenkatu 12 B 7', ok],
    ['Storgatan 5, bostad 3', ok],
    ["Rue d'Été 4-6.", ok],
    ['Ö', ok],
    ['a'.repeat(30), ok],
    ['a'.repeat(31), tooLong(30)],
    ['Katu 1/2', pattern],
    ['Katu #5', pattern],
    [`${'a'.repeat(31)}#`, pattern],
  ])('%j → %j', (value, expected) => {
    expect(checkStreetAddress(value)).toEqual(expected);
  });
});

describe('postCode (F-10)', () => {
  it.each([
    ['', missing],
    ['33100', ok],
    ['00100', ok],
    ['00000', pattern],
    ['1234', tooShort(5)],
    ['0000', tooShort(5)],
    ['123456', tooLong(5)],
    ['000000', tooLong(5)],
    ['3310a', pattern],
    [' 33100', pattern],
    ['33 100', pattern],
    ['12a', pattern], // the pattern is checked before the length
  ])('%j → %j', (value, expected) => {
    expect(checkPostCode(value)).toEqual(expected);
  });
});

describe('postOffice (F-11)', () => {
  it.each([
    ['', missing],
    ['Tampere', ok],
    ['Jyväskylä', ok],
    ['Pedersöre Kommun', ok],
    ['Ylä-Lappi', ok],
    ["L'Aquila", ok],
    ['Sant’Elpidio', ok],
    ['St. Karins', ok],
    ['Ä', ok],
    ['a'.repeat(30), ok],
    ['a'.repeat(31), tooLong(30)],
    ['St.Karins', pattern],
    ['Tampere ', pattern],
    [' Tampere', pattern],
    ['Vaasa--Vasa', pattern],
    ['Tampere 2', pattern],
    ['Tampere.', pattern],
    ['-Tampere', pattern],
  ])('%j → %j', (value, expected) => {
    expect(checkPostOffice(value)).toEqual(expected);
  });
});

describe('phoneNumber (F-12, AMB-08)', () => {
  it.each([
    ['', missing],
    ['   ', missing],
    ['0401234567', ok],
    ['040 123 4567', ok],
    [' 040 123 45 67 ', ok],
    ['12345', ok],
    ['1234', tooShort(5)],
    ['12 34', tooShort(5)],
    ['123456789012', ok],
    ['1234567890123', tooLong(12)],
    ['+1234', ok],
    ['+123', tooShort(5)],
    ['+12345678901', ok],
    ['+123456789012', tooLong(12)],
    ['+358 40 123 456', ok],
    ['040+1234567', pattern],
    ['+', pattern],
    ['++12345', pattern],
    ['040-1234567', pattern],
    ['(040) 1234567', pattern],
    ['0401234567890+', pattern], // the pattern is checked before the length
  ])('%j → %j', (value, expected) => {
    expect(checkPhoneNumber(value)).toEqual(expected);
  });

  it('removes the spaces before anything else', () => {
    expect(normalizePhoneNumber(' +358 40 123 45 ')).toBe('+3584012345');
  });
});

describe('email (F-13)', () => {
  const at = '@example.com';
  it.each([
    ['', missing],
    ['laura.makinen@example.com', ok],
    ['a@b.fi', ok],
    ['first+tag@sub.example.org', ok],
    [' laura@example.com ', ok],
    [`${'a'.repeat(100 - at.length)}${at}`, ok],
    [`${'a'.repeat(101 - at.length)}${at}`, tooLong(100)],
    ['laura', pattern],
    ['laura@', pattern],
    ['a@b', pattern],
    ['laura@@example.com', pattern],
    ['laura makinen@example.com', pattern],
    [`${'a'.repeat(101)}@`, pattern], // the pattern is checked before the length
  ])('%j → %j', (value, expected) => {
    expect(checkEmail(value)).toEqual(expected);
  });

  it('is optional where not required', () => {
    expect(checkEmail('', { required: false })).toBeUndefined();
    expect(checkEmail('laura', { required: false })).toEqual(pattern);
  });
});

const valid: ContactFormValues = {
  givenNames: 'Laura Helena',
  lastName: 'Mäkinen',
  streetAddress: 'Hämeenkatu 12 B 7',
  postCode: '33100',
  postOffice: 'Tampere',
  phoneNumber: '040 123 4567',
  email: 'laura.makinen@example.com',
};
const empty: ContactFormValues = {
  givenNames: '',
  lastName: '',
  streetAddress: '',
  postCode: '',
  postOffice: '',
  phoneNumber: '',
  email: '',
};

describe('the whole form by variant (F-05, F-17, AMB-07)', () => {
  it('accepts a valid form in every variant', () => {
    for (const patientType of ['main', 'principal'] as const) {
      for (const mode of ['create', 'update'] as const) {
        expect(validateContactForm(valid, { patientType, mode })).toEqual({});
      }
    }
  });

  it('requires all seven fields of a main user who creates a profile', () => {
    const variant = { patientType: 'main', mode: 'create' } as const;
    expect(editableFields(variant)).toHaveLength(7);
    expect(validateContactForm(empty, variant)).toEqual({
      givenNames: missing,
      lastName: missing,
      streetAddress: missing,
      postCode: missing,
      postOffice: missing,
      phoneNumber: missing,
      email: missing,
    });
  });

  it('neither requires nor checks a principal’s names, and leaves email optional', () => {
    const variant = { patientType: 'principal', mode: 'create' } as const;
    expect(editableFields(variant)).not.toContain('givenNames');
    expect(editableFields(variant)).not.toContain('lastName');
    expect(isRequired('email', variant)).toBe(false);
    expect(validateContactForm({ ...empty, givenNames: 'R2-D2' }, variant)).toEqual({
      streetAddress: missing,
      postCode: missing,
      postOffice: missing,
      phoneNumber: missing,
    });
  });

  it('does not edit the names in an update, but still requires a main user’s email', () => {
    const variant = { patientType: 'main', mode: 'update' } as const;
    expect(editableFields(variant)).toEqual([
      'streetAddress',
      'postCode',
      'postOffice',
      'phoneNumber',
      'email',
    ]);
    expect(validateContactForm({ ...valid, email: '', lastName: '' }, variant)).toEqual({
      email: missing,
    });
  });

  it('marks both names when only their combined length fails, after their own rules', () => {
    const variant = { patientType: 'main', mode: 'create' } as const;
    const combined = { rule: 'namesCombinedLength', maxLength: 40 };
    expect(
      validateContactForm({ ...valid, givenNames: letters(25), lastName: letters(16) }, variant),
    ).toEqual({ givenNames: combined, lastName: combined });
    expect(
      validateContactForm({ ...valid, givenNames: letters(41), lastName: letters(5) }, variant),
    ).toEqual({ givenNames: tooLong(40) });
    expect(
      validateContactForm({ ...valid, givenNames: 'Maija2', lastName: letters(39) }, variant),
    ).toEqual({ givenNames: pattern });
  });
});
