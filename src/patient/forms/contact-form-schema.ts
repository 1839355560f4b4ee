// The contact form's zod schema (for react-hook-form's zodResolver) and the request bodies it
// becomes (C-22, C-23, F-19).
import { z } from 'zod';
import { CreateProfileBody } from '../../../generated/patient/model/createProfileBody.zod.ts';
import type { ProfileCreate } from '../../../generated/patient/model/profileCreate.zod.ts';
import type { ProfileUpdate } from '../../../generated/patient/model/profileUpdate.zod.ts';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { contactFields, type ContactField, type ContactFormValues } from './contact-fields.ts';
import {
  isBlank,
  normalizeContactValue,
  validateContactForm,
  type ContactFormVariant,
  type ViolationRule,
} from './contact-rules.ts';

/**
 * The create body's fields (the generated `CreateProfileBody`), each as the text typed, with the
 * spec's rules and their order on top. An issue's `message` is the rule's name (`tooLong`), so
 * the form words it in the current language; one issue per field at most.
 */
export function contactFormSchema(variant: ContactFormVariant) {
  const asTyped = Object.fromEntries(
    CreateProfileBody.keyof().options.map((field) => [field, z.string()]),
  ) as Record<ContactField, z.ZodString>;
  return CreateProfileBody.extend(asTyped).superRefine((values, context) => {
    const violations = validateContactForm(values, variant);
    for (const field of contactFields) {
      const violation = violations[field];
      if (violation) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: violation.rule satisfies ViolationRule,
        });
      }
    }
  });
}

/** The form's starting values from a (possibly partial) profile; absent fields are empty. */
export function contactFormValues(profile: Partial<Profile> | undefined): ContactFormValues {
  return Object.fromEntries(
    contactFields.map((field) => [field, profile?.[field] ?? '']),
  ) as ContactFormValues;
}

const normalized = (values: ContactFormValues, field: ContactField) =>
  normalizeContactValue(field, values[field]);

/**
 * `POST /profile`: the seven fields, phone without spaces. An empty optional email is left out
 * (a principal's, F-17); a principal's names are the register's, as shown.
 */
export function toCreateProfileBody(values: ContactFormValues): ProfileCreate {
  const email = normalized(values, 'email');
  return {
    givenNames: values.givenNames,
    lastName: values.lastName,
    streetAddress: normalized(values, 'streetAddress'),
    postCode: normalized(values, 'postCode'),
    postOffice: normalized(values, 'postOffice'),
    phoneNumber: normalized(values, 'phoneNumber'),
    ...(isBlank(email) ? {} : { email }),
  };
}

/** The fields an update sends: the form's minus id, givenNames and lastName (F-19). */
const updateFields = [
  'streetAddress',
  'postCode',
  'postOffice',
  'phoneNumber',
  'email',
] as const satisfies readonly (keyof ProfileUpdate & ContactField)[];

/** `PUT /profile`: the contact details without the names; an empty optional email is left out. */
export function toUpdateProfileBody(values: ContactFormValues): ProfileUpdate {
  const body: ProfileUpdate = {};
  for (const field of updateFields) {
    const value = normalized(values, field);
    if (!isBlank(value)) {
      body[field] = value;
    }
  }
  return body;
}
