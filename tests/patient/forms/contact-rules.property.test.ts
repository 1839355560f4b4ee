// Property-based tests of the contact-form rules: values generated from the spec's grammar
// (portal-shell.md §5, F-06…F-13, AMB-08, AMB-09), not from the rules' own regular expressions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CreateProfileBody } from '../../../generated/patient/model/createProfileBody.zod.ts';
import {
  checkContactField,
  checkNamesCombined,
  contactFields,
  contactFormSchema,
  normalizeContactValue,
  validateContactForm,
  type ContactField,
  type ContactFormValues,
} from '../../../src/patient/forms/index.ts';

/** The code points of a string (none of these alphabets has a multi-code-point character). */
const chars = (text: string) => Array.from(text);

/** Letters of the spec: Finnish and Swedish ones, accented Latin ones, and other scripts. */
const letter = fc.oneof(
  fc.constantFrom(...chars('abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ')),
  fc.constantFrom(...chars('éèêëáàâíìîïóòôõúùûüýÿñçøæœßðþšžÉÈÁÍÓÚÜÑÇØÆŠŽ')),
  fc.constantFrom(...chars('ЖжΩωאשあ中한')),
  fc.constantFrom('a\u0308', 'o\u0308', 'e\u0301'), // decomposed: letter + combining mark
);
const digit = fc.constantFrom(...chars('0123456789'));
const nameSeparator = fc.constantFrom(' ', ',', '.', "'", '’', '-');
/** Characters no field but email (and phone's `+`) allows. */
const forbidden = fc.constantFrom(...chars('!?@#/\\"()[]{}<>_=+*&%$;:|~^`€§'));

const text = (unit: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(unit, { minLength, maxLength }).map((parts) => parts.join(''));

/** A name of up to `max` characters (UTF-16 units, as the contract counts) with a letter in it. */
const name = (max: number) =>
  fc
    .tuple(letter, text(fc.oneof(letter, nameSeparator), 0, max))
    .chain(([first, rest]) =>
      fc.nat(rest.length).map((at) => rest.slice(0, at) + first + rest.slice(at)),
    )
    .filter((value) => value.length <= max);

const streetAddress = fc
  .tuple(fc.oneof(letter, digit), text(fc.oneof(letter, digit, nameSeparator), 0, 29))
  .map(([first, rest]) => first + rest)
  .filter((value) => value.length <= 30);

const postCode = text(digit, 5, 5).filter((value) => value !== '00000');

const word = text(letter, 1, 8);
const postOffice = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(' ', '-', "'", '’', '. '), word)))
  .map(([first, rest]) => first + rest.map(([separator, next]) => separator + next).join(''))
  .filter((value) => value.length <= 30);

/** Spaces sprinkled anywhere; the rules remove them first (AMB-08). */
const withSpaces = (value: string) =>
  fc
    .array(fc.constantFrom('', ' ', '  '), {
      minLength: value.length + 1,
      maxLength: value.length + 1,
    })
    .map((spaces) => spaces.map((space, index) => space + (value[index] ?? '')).join(''));

const phoneNumber = fc
  .oneof(
    text(digit, 5, 12),
    text(digit, 4, 11).map((digits) => `+${digits}`),
  )
  .chain(withSpaces);

const atom = text(fc.constantFrom(...chars('abcXYZ019_+-')), 1, 10);
const label = fc
  .tuple(
    fc.constantFrom(...chars('abcxyzABC019')),
    text(fc.constantFrom(...chars('abz09-')), 0, 10),
  )
  .map(([first, rest]) => first + rest);
const email = fc
  .tuple(
    fc.array(atom, { minLength: 1, maxLength: 3 }),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    text(fc.constantFrom(...chars('abcfiFIcomorg')), 2, 6),
  )
  .map(([local, domain, top]) => `${local.join('.')}@${domain.join('.')}.${top}`)
  .filter((value) => value.length <= 100);

const validByField: Record<ContactField, fc.Arbitrary<string>> = {
  givenNames: name(40),
  lastName: name(40),
  streetAddress,
  postCode,
  postOffice,
  phoneNumber,
  email,
};

/** A value with one forbidden character put somewhere in it. */
const spoiled = (valid: fc.Arbitrary<string>, bad: fc.Arbitrary<string> = forbidden) =>
  fc
    .tuple(valid, bad)
    .chain(([value, character]) =>
      fc.nat(value.length).map((at) => value.slice(0, at) + character + value.slice(at)),
    );

const mainCreate = { patientType: 'main', mode: 'create' } as const;

describe('no valid value is rejected', () => {
  it.each(contactFields)('%s', (field) => {
    fc.assert(
      fc.property(validByField[field], (value) => {
        expect(checkContactField(field, value)).toBeUndefined();
      }),
    );
  });

  it('whole forms whose names fit together pass in every variant', () => {
    const form = fc
      .record({
        givenNames: name(30),
        lastName: name(30),
        streetAddress,
        postCode,
        postOffice,
        phoneNumber,
        email,
      })
      .filter(({ givenNames, lastName }) => givenNames.length + lastName.length <= 40);
    fc.assert(
      fc.property(
        form,
        fc.constantFrom('main', 'principal'),
        fc.constantFrom('create', 'update'),
        (values, patientType, mode) => {
          expect(validateContactForm(values, { patientType, mode })).toEqual({});
          expect(contactFormSchema({ patientType, mode }).safeParse(values).success).toBe(true);
        },
      ),
    );
  });
});

describe('no invalid value is accepted', () => {
  it.each(['givenNames', 'lastName', 'streetAddress', 'postCode', 'postOffice'] as const)(
    '%s with a character it does not allow',
    (field) => {
      fc.assert(
        fc.property(spoiled(validByField[field]), (value) => {
          expect(checkContactField(field, value)).toEqual({ rule: 'patternMismatch' });
        }),
      );
    },
  );

  it.each([
    ['givenNames', 40, fc.oneof(letter, nameSeparator)],
    ['lastName', 40, fc.oneof(letter, nameSeparator)],
    ['streetAddress', 30, fc.oneof(letter, digit, nameSeparator)],
  ] as const)('%s longer than %i', (field, max, unit) => {
    const long = text(unit, max + 1, max + 30).filter((value) => value.trim() !== '');
    fc.assert(
      fc.property(long, (value) => {
        expect(checkContactField(field, value)).toEqual({ rule: 'tooLong', maxLength: max });
      }),
    );
  });

  it('postOffice longer than 30', () => {
    const long = fc
      .tuple(text(letter, 16, 30), fc.constantFrom(' ', '-', '. '), text(letter, 16, 30))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(long, (value) => {
        expect(checkContactField('postOffice', value)).toEqual({ rule: 'tooLong', maxLength: 30 });
      }),
    );
  });

  it('postOffice with two separators in a row, or one at an end', () => {
    const separator = fc.constantFrom(' ', '-', "'", '’', '.');
    const broken = fc.oneof(
      fc
        .tuple(word, separator, separator, word)
        .filter(([, first, second]) => !(first === '.' && second === ' ')) // '. ' is one
        .map((parts) => parts.join('')),
      fc.tuple(separator, word).map((parts) => parts.join('')),
      fc.tuple(word, separator).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(broken, (value) => {
        expect(checkContactField('postOffice', value)).toEqual({ rule: 'patternMismatch' });
      }),
    );
  });

  it('postCode of another length than five digits', () => {
    fc.assert(
      fc.property(
        text(digit, 1, 12).filter((value) => value.length !== 5),
        (value) => {
          expect(checkContactField('postCode', value)).toEqual(
            value.length < 5
              ? { rule: 'tooShort', minLength: 5 }
              : { rule: 'tooLong', maxLength: 5 },
          );
        },
      ),
    );
  });

  it('postCode of five digits only when all are zero', () => {
    const mostlyZeros = text(fc.constantFrom('0', '0', '0', '7'), 5, 5);
    fc.assert(
      fc.property(mostlyZeros, (value) => {
        expect(checkContactField('postCode', value)).toEqual(
          value === '00000' ? { rule: 'patternMismatch' } : undefined,
        );
      }),
    );
  });

  it('phoneNumber with a + after the start, or another character', () => {
    const broken = fc
      .tuple(text(digit, 1, 12), fc.constantFrom('+', '-', '(', '/', 'a'))
      .chain(([digits, character]) =>
        fc
          .integer({ min: 1, max: digits.length })
          .map((at) => digits.slice(0, at) + character + digits.slice(at)),
      );
    fc.assert(
      fc.property(broken, (value) => {
        expect(checkContactField('phoneNumber', value)).toEqual({ rule: 'patternMismatch' });
      }),
    );
  });

  it('phoneNumber of fewer than 5 or more than 12 characters without spaces', () => {
    const wrongLength = fc
      .oneof(
        text(digit, 1, 30),
        text(digit, 0, 30).map((digits) => `+${digits}`),
      )
      .filter((value) => value !== '+' && (value.length < 5 || value.length > 12))
      .chain((value) => withSpaces(value).map((spaced) => [value, spaced] as const));
    fc.assert(
      fc.property(wrongLength, ([value, spaced]) => {
        expect(checkContactField('phoneNumber', spaced)).toEqual(
          value.length < 5
            ? { rule: 'tooShort', minLength: 5 }
            : { rule: 'tooLong', maxLength: 12 },
        );
      }),
    );
  });

  it('email without an @, or longer than 100', () => {
    fc.assert(
      fc.property(email, (value) => {
        expect(checkContactField('email', value.replace('@', ''))).toEqual({
          rule: 'patternMismatch',
        });
        const long = `${'a'.repeat(101 - value.length)}${value}`;
        expect(checkContactField('email', long)).toEqual({ rule: 'tooLong', maxLength: 100 });
      }),
    );
  });

  it('names whose lengths together pass 40, on both names', () => {
    const unit = fc.oneof(fc.constantFrom(...chars('aäöåéЖ')), nameSeparator);
    const ofLength = (length: number) =>
      text(unit, length, length).filter((value) => value.trim() !== '');
    const pair = fc
      .integer({ min: 1, max: 40 })
      .chain((given) =>
        fc.tuple(
          ofLength(given),
          fc.integer({ min: Math.max(1, 41 - given), max: 40 }).chain(ofLength),
        ),
      );
    fc.assert(
      fc.property(pair, ([givenNames, lastName]) => {
        const combined = { rule: 'namesCombinedLength', maxLength: 40 };
        expect(checkNamesCombined(givenNames, lastName)).toEqual(combined);
        const values: ContactFormValues = {
          givenNames,
          lastName,
          streetAddress: 'Hämeenkatu 12',
          postCode: '33100',
          postOffice: 'Tampere',
          phoneNumber: '0401234567',
          email: 'a@b.fi',
        };
        expect(validateContactForm(values, mainCreate)).toEqual({
          givenNames: combined,
          lastName: combined,
        });
      }),
    );
  });
});

/** Mostly the characters the rules care about, so both answers come up often. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  text(
    fc.oneof(letter, digit, nameSeparator, forbidden, fc.constantFrom(' ', '\t', '@', '.', '+')),
    0,
    45,
  ),
  ...Object.values(validByField),
);

describe('the rules and the contract', () => {
  it.each(contactFields)(
    '%s: a value the rules accept is one the contract’s schema accepts, and back',
    (field) => {
      fc.assert(
        fc.property(anyText, (value) => {
          const normalized = normalizeContactValue(field, value);
          fc.pre(normalized.trim() !== '');
          const contract = CreateProfileBody.shape[field].safeParse(normalized).success;
          expect(checkContactField(field, value) === undefined).toBe(contract);
        }),
        { numRuns: 500 },
      );
    },
  );
});

describe('no input crashes the validators', () => {
  it('gives at most one known violation per field for any text', () => {
    const anyForm = fc.record(
      Object.fromEntries(contactFields.map((field) => [field, anyText])) as Record<
        ContactField,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(
        anyForm,
        fc.constantFrom('main', 'principal'),
        fc.constantFrom('create', 'update'),
        (values, patientType, mode) => {
          const violations = validateContactForm(values, { patientType, mode });
          for (const violation of Object.values(violations)) {
            expect([
              'valueMissing',
              'patternMismatch',
              'tooShort',
              'tooLong',
              'namesCombinedLength',
            ]).toContain(violation.rule);
          }
          const parsed = contactFormSchema({ patientType, mode }).safeParse(values);
          const issues = parsed.success ? [] : parsed.error.issues;
          expect(issues.map((issue) => issue.path[0]).sort()).toEqual(
            Object.keys(violations).sort(),
          );
        },
      ),
    );
  });
});
