// The contact form's validation rules as plain functions (portal-shell.md §5 "Contact form",
// F-06…F-17, AMB-07…AMB-09): each returns the first rule a value breaks, or undefined.
import {
  contactFields,
  fieldRules,
  namesCombinedMaxLength,
  type ContactField,
  type ContactFormValues,
  type FieldRule,
} from './contact-fields.ts';

/** The first rule a value breaks; the names of F-15. */
export type Violation =
  | { rule: 'valueMissing' }
  | { rule: 'patternMismatch' }
  | { rule: 'tooShort'; minLength: number }
  | { rule: 'tooLong'; maxLength: number }
  | { rule: 'namesCombinedLength'; maxLength: number };

export type ViolationRule = Violation['rule'];

export interface CheckOptions {
  /** An optional field left empty is valid; a required one is `valueMissing`. */
  required: boolean;
}

const required: CheckOptions = { required: true };

/** Spaces are removed from a phone number before it is checked and sent (F-12, AMB-08). */
export const normalizePhoneNumber = (value: string): string => value.replace(/\s+/g, '');

/** The value as it is checked and sent: phone without spaces, email without outer spaces. */
export function normalizeContactValue(field: ContactField, value: string): string {
  switch (field) {
    case 'phoneNumber':
      return normalizePhoneNumber(value);
    case 'email':
      return value.trim();
    case 'givenNames':
    case 'lastName':
    case 'streetAddress':
    case 'postCode':
    case 'postOffice':
      return value;
  }
}

/** Nothing but white space counts as nothing typed. */
export const isBlank = (value: string): boolean => value.trim() === '';

/** F-14: missing, pattern, custom, too short, too long; the first failing check wins. */
export function checkField(
  rule: FieldRule,
  value: string,
  options: CheckOptions = required,
): Violation | undefined {
  if (isBlank(value)) {
    return options.required ? { rule: 'valueMissing' } : undefined;
  }
  if (!rule.pattern.test(value) || (rule.custom !== undefined && !rule.custom(value))) {
    return { rule: 'patternMismatch' };
  }
  if (value.length < rule.minLength) {
    return { rule: 'tooShort', minLength: rule.minLength };
  }
  if (value.length > rule.maxLength) {
    return { rule: 'tooLong', maxLength: rule.maxLength };
  }
  return undefined;
}

/** One field's own rules, on its normalized value. */
export const checkContactField = (
  field: ContactField,
  value: string,
  options: CheckOptions = required,
): Violation | undefined =>
  checkField(fieldRules[field], normalizeContactValue(field, value), options);

/** F-06: 1 to 40 letters, space, comma, period, apostrophes, hyphen. */
export const checkGivenNames = (value: string, options?: CheckOptions) =>
  checkContactField('givenNames', value, options);
/** F-07: as given names. */
export const checkLastName = (value: string, options?: CheckOptions) =>
  checkContactField('lastName', value, options);
/** F-09: 1 to 30 letters, digits, space, comma, period, apostrophes, hyphen. */
export const checkStreetAddress = (value: string, options?: CheckOptions) =>
  checkContactField('streetAddress', value, options);
/** F-10: exactly five digits, not 00000. */
export const checkPostCode = (value: string, options?: CheckOptions) =>
  checkContactField('postCode', value, options);
/** F-11: 1 to 30, words of letters separated by a space, hyphen, apostrophe or '. '. */
export const checkPostOffice = (value: string, options?: CheckOptions) =>
  checkContactField('postOffice', value, options);
/** F-12, AMB-08: spaces removed, then 5 to 12 digits, a `+` allowed only first. */
export const checkPhoneNumber = (value: string, options?: CheckOptions) =>
  checkContactField('phoneNumber', value, options);
/** F-13: at most 100 characters of a standard address. */
export const checkEmail = (value: string, options?: CheckOptions) =>
  checkContactField('email', value, options);

/** F-08, AMB-09: given names and last name together at most 40, no separator counted. */
export function checkNamesCombined(givenNames: string, lastName: string): Violation | undefined {
  return givenNames.length + lastName.length > namesCombinedMaxLength
    ? { rule: 'namesCombinedLength', maxLength: namesCombinedMaxLength }
    : undefined;
}

/** Who the form is for and what it does with the profile. */
export interface ContactFormVariant {
  /** A principal (also the transient register-principal) has names from the register (F-17). */
  patientType: 'main' | 'principal';
  /** `create`: POST with every field; `update`: PUT without id and names (F-19). */
  mode: 'create' | 'update';
  /**
   * A new main user's names as the strong identification gave them: shown, locked and sent,
   * as a principal's names from the register are.
   */
  namesFromIdentification?: boolean;
}

/**
 * The fields the patient can change. Names come from the population register for a principal
 * (F-17), and an update cannot change them (F-19), so they are shown but not edited then.
 */
export function editableFields(variant: ContactFormVariant): readonly ContactField[] {
  const namesEditable =
    variant.patientType === 'main' &&
    variant.mode === 'create' &&
    variant.namesFromIdentification !== true;
  return contactFields.filter(
    (field) => namesEditable || (field !== 'givenNames' && field !== 'lastName'),
  );
}

/** Every editable field is required, except email for a principal (F-17, AMB-07). */
export const isRequired = (field: ContactField, variant: ContactFormVariant): boolean =>
  !(field === 'email' && variant.patientType === 'principal');

/**
 * The first violation of each editable field, exactly one per field. The combined-names rule
 * comes last: only when both names pass their own rules, and then it marks both.
 */
export function validateContactForm(
  values: Partial<ContactFormValues>,
  variant: ContactFormVariant,
): Partial<Record<ContactField, Violation>> {
  const editable = editableFields(variant);
  const violations: Partial<Record<ContactField, Violation>> = {};
  for (const field of editable) {
    const violation = checkContactField(field, values[field] ?? '', {
      required: isRequired(field, variant),
    });
    if (violation) {
      violations[field] = violation;
    }
  }
  if (
    editable.includes('givenNames') &&
    editable.includes('lastName') &&
    !violations.givenNames &&
    !violations.lastName
  ) {
    const combined = checkNamesCombined(values.givenNames ?? '', values.lastName ?? '');
    if (combined) {
      violations.givenNames = combined;
      violations.lastName = combined;
    }
  }
  return violations;
}
