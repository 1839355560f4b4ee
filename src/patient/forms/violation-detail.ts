// What exactly is wrong with a contact-form value that breaks a rule, so the message can say it
// ("postinumero 00000 ei ole käytössä", "sähköpostiosoitteesta puuttuu @") instead of F-15's one
// generic "wrong format". Pure; the rule itself still comes from contact-rules.ts.
import { fieldRules, type ContactField } from './contact-fields.ts';
import { normalizeContactValue, type ViolationRule } from './contact-rules.ts';

export type ViolationDetail =
  /** Characters that the field cannot have, each once, in the order typed. */
  | { kind: 'characters'; characters: string[] }
  | { kind: 'postCodeDigits' }
  | { kind: 'postCodeUnused' }
  | { kind: 'postCodeLength'; length: number }
  | { kind: 'postOfficeWords' }
  | { kind: 'phoneCharacters' }
  | { kind: 'phonePlus' }
  | { kind: 'phoneLength'; length: number }
  | { kind: 'emailSpaces' }
  | { kind: 'emailAt' }
  | { kind: 'emailManyAt' }
  | { kind: 'emailLocal' }
  | { kind: 'emailDomain' }
  | { kind: 'emailDomainDot' }
  | { kind: 'tooShort'; length: number }
  | { kind: 'tooLong'; length: number };

/** The characters a post office may have at all; their order is then `postOfficeWords`. */
const postOfficeCharacter = /^[\p{L}\p{M} '’.-]$/u;

const unique = (characters: string[]) => [...new Set(characters)];

/** The characters of `value` (as seen: a letter with its accent is one) that `allowed` refuses. */
const refused = (value: string, allowed: (character: string) => boolean) =>
  unique(
    Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(value),
      ({ segment }) => segment,
    ).filter((character) => !allowed(character)),
  );

function patternDetail(field: ContactField, value: string): ViolationDetail | undefined {
  switch (field) {
    case 'givenNames':
    case 'lastName':
    case 'streetAddress': {
      // These patterns are one character class: a character is allowed when it passes alone.
      const characters = refused(value, (character) => fieldRules[field].pattern.test(character));
      return characters.length > 0 ? { kind: 'characters', characters } : undefined;
    }
    case 'postOffice': {
      const characters = refused(value, (character) => postOfficeCharacter.test(character));
      return characters.length > 0
        ? { kind: 'characters', characters }
        : { kind: 'postOfficeWords' };
    }
    case 'postCode':
      if (!/^[0-9]+$/.test(value)) {
        return { kind: 'postCodeDigits' };
      }
      return fieldRules.postCode.custom?.(value) === false ? { kind: 'postCodeUnused' } : undefined;
    case 'phoneNumber':
      if (/[^0-9+]/.test(value)) {
        return { kind: 'phoneCharacters' };
      }
      return value.lastIndexOf('+') > 0 ? { kind: 'phonePlus' } : undefined;
    case 'email':
      return emailDetail(value);
  }
}

function emailDetail(value: string): ViolationDetail | undefined {
  if (/\s/.test(value)) {
    return { kind: 'emailSpaces' };
  }
  const parts = value.split('@');
  if (parts.length === 1) {
    return { kind: 'emailAt' };
  }
  if (parts.length > 2) {
    return { kind: 'emailManyAt' };
  }
  const [local = '', domain = ''] = parts;
  if (local === '') {
    return { kind: 'emailLocal' };
  }
  if (domain === '') {
    return { kind: 'emailDomain' };
  }
  return domain.includes('.') ? undefined : { kind: 'emailDomainDot' };
}

/**
 * What is wrong with `value` (as typed) given the rule it breaks; undefined when there is nothing
 * more to say than the rule (a missing value, the combined names, a server's verdict on a value
 * that passes here).
 */
export function violationDetail(
  field: ContactField,
  rule: ViolationRule,
  typed: string,
): ViolationDetail | undefined {
  const value = normalizeContactValue(field, typed);
  switch (rule) {
    case 'patternMismatch':
      return patternDetail(field, value);
    case 'tooShort':
    case 'tooLong':
      if (field === 'postCode') {
        return { kind: 'postCodeLength', length: value.length };
      }
      if (field === 'phoneNumber') {
        return { kind: 'phoneLength', length: value.length };
      }
      return { kind: rule, length: value.length };
    case 'valueMissing':
    case 'namesCombinedLength':
      return undefined;
  }
}
