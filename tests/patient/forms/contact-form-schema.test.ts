import { describe, expect, it } from 'vitest';
import { CreateProfileBody } from '../../../generated/patient/model/createProfileBody.zod.ts';
import { UpdateProfileBody } from '../../../generated/patient/model/updateProfileBody.zod.ts';
import {
  contactFormSchema,
  contactFormValues,
  toCreateProfileBody,
  toUpdateProfileBody,
  type ContactFormValues,
} from '../../../src/patient/forms/index.ts';

const typed: ContactFormValues = {
  givenNames: 'Laura Helena',
  lastName: 'Mäkinen',
  streetAddress: 'Hämeenkatu 12 B 7',
  postCode: '33100',
  postOffice: 'Tampere',
  phoneNumber: '040 123 4567',
  email: ' laura.makinen@example.com ',
};

describe('the contact form schema (zodResolver)', () => {
  it('gives one issue per invalid field, its message the rule’s name', () => {
    const result = contactFormSchema({ patientType: 'main', mode: 'create' }).safeParse({
      ...typed,
      givenNames: '',
      postCode: '00000',
      phoneNumber: '12 34',
      email: `${'a'.repeat(95)}@example.com`,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['givenNames', 'valueMissing'],
      ['postCode', 'patternMismatch'],
      ['phoneNumber', 'tooShort'],
      ['email', 'tooLong'],
    ]);
  });

  it('passes a principal without names or email', () => {
    const schema = contactFormSchema({ patientType: 'principal', mode: 'create' });
    expect(schema.safeParse({ ...typed, givenNames: '', lastName: '', email: '' }).success).toBe(
      true,
    );
  });

  it('has exactly the fields of the create body', () => {
    const schema = contactFormSchema({ patientType: 'main', mode: 'create' });
    expect(Object.keys(schema.shape).sort()).toEqual(Object.keys(CreateProfileBody.shape).sort());
  });
});

describe('the starting values', () => {
  it('take the contact fields of a profile, empty where absent, and nothing else', () => {
    expect(
      contactFormValues({
        id: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
        givenNames: 'Laura Helena',
        lastName: 'Mäkinen',
        phoneNumber: '0401234567',
        hasSocialInsuranceCardImage: false,
      }),
    ).toEqual({
      givenNames: 'Laura Helena',
      lastName: 'Mäkinen',
      streetAddress: '',
      postCode: '',
      postOffice: '',
      phoneNumber: '0401234567',
      email: '',
    });
    expect(contactFormValues(undefined).email).toBe('');
  });
});

describe('the request bodies (F-19)', () => {
  it('creates with the seven fields, phone without spaces, email trimmed', () => {
    const body = toCreateProfileBody(typed);
    expect(body).toEqual({
      givenNames: 'Laura Helena',
      lastName: 'Mäkinen',
      streetAddress: 'Hämeenkatu 12 B 7',
      postCode: '33100',
      postOffice: 'Tampere',
      phoneNumber: '0401234567',
      email: 'laura.makinen@example.com',
    });
    expect(CreateProfileBody.safeParse(body).success).toBe(true);
  });

  it('leaves an empty email out of a create', () => {
    expect(toCreateProfileBody({ ...typed, email: '  ' })).not.toHaveProperty('email');
  });

  it('updates without id, givenNames and lastName', () => {
    const body = toUpdateProfileBody({ ...typed, email: '' });
    expect(body).toEqual({
      streetAddress: 'Hämeenkatu 12 B 7',
      postCode: '33100',
      postOffice: 'Tampere',
      phoneNumber: '0401234567',
    });
    expect(UpdateProfileBody.strict().safeParse(body).success).toBe(true);
  });
});
