// The contact form's fields and their limits (portal-shell.md §5 "Contact form", K-18). The
// limits and patterns are the generated schema's of the create body, so the form and the
// contract cannot drift apart.
import {
  createProfileBodyEmailMax,
  createProfileBodyGivenNamesMax,
  createProfileBodyGivenNamesRegExp,
  createProfileBodyLastNameMax,
  createProfileBodyLastNameRegExp,
  createProfileBodyPhoneNumberMax,
  createProfileBodyPhoneNumberMin,
  createProfileBodyPostOfficeMax,
  createProfileBodyPostOfficeRegExp,
  createProfileBodyStreetAddressMax,
  createProfileBodyStreetAddressRegExp,
} from '../../../generated/patient/model/createProfileBody.zod.ts';
import { regexes } from 'zod';

/** The seven fields in the order the form shows them (and focuses the first invalid one). */
export const contactFields = [
  'givenNames',
  'lastName',
  'streetAddress',
  'postCode',
  'postOffice',
  'phoneNumber',
  'email',
] as const;

export type ContactField = (typeof contactFields)[number];

/** What the patient has typed, one string per field (empty when nothing). */
export type ContactFormValues = Record<ContactField, string>;

/** How one field is checked, in the spec's order: pattern, custom, too short, too long. */
export interface FieldRule {
  /** What the whole value must match. */
  pattern: RegExp;
  /** A further rule of the spec; failing it reads as a pattern mismatch. */
  custom?: (value: string) => boolean;
  minLength: number;
  maxLength: number;
}

/** K-18: names 40, street 30, post office 30, post code 5, phone 5 to 12, email 100. */
export const namesCombinedMaxLength = 40;
export const postCodeLength = 5;

export const fieldRules: Record<ContactField, FieldRule> = {
  givenNames: {
    pattern: createProfileBodyGivenNamesRegExp,
    minLength: 1,
    maxLength: createProfileBodyGivenNamesMax,
  },
  lastName: {
    pattern: createProfileBodyLastNameRegExp,
    minLength: 1,
    maxLength: createProfileBodyLastNameMax,
  },
  streetAddress: {
    pattern: createProfileBodyStreetAddressRegExp,
    minLength: 1,
    maxLength: createProfileBodyStreetAddressMax,
  },
  // The contract's pattern (`^(?!00000)[0-9]{5}$`) split into its parts, so each has its message.
  postCode: {
    pattern: /^[0-9]+$/,
    custom: (value) => value !== '00000',
    minLength: postCodeLength,
    maxLength: postCodeLength,
  },
  postOffice: {
    pattern: createProfileBodyPostOfficeRegExp,
    minLength: 1,
    maxLength: createProfileBodyPostOfficeMax,
  },
  // AMB-08 `^(\+[0-9]{4,11}|[0-9]{5,12})$` split into characters (a leading `+`) and length.
  phoneNumber: {
    pattern: /^\+?[0-9]+$/,
    minLength: createProfileBodyPhoneNumberMin,
    maxLength: createProfileBodyPhoneNumberMax,
  },
  // The address pattern of the contract's `format: email` (zod's own).
  email: { pattern: regexes.email, minLength: 1, maxLength: createProfileBodyEmailMax },
};
