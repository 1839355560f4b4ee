import type { Catalogue } from '../catalogue.ts';

export const formsEn: Catalogue['forms'] = {
  loadError: 'The information could not be loaded.',
  saveError: 'Saving failed.',
  retry: 'Try again',
  saveSuccess: 'Your information has been saved.',
  requiredNote: 'Required fields are marked with an asterisk (*).',
  validation: {
    valueMissing: 'Fill in the {{label}} field.',
    patternMismatch:
      'The value is not in a valid format. Check that it has no characters that cannot be used.',
    tooShort: 'The value is too short. It must be at least {{minLength}} characters long.',
    tooLong: 'The value is too long. It can be at most {{maxLength}} characters long.',
    namesCombinedLength:
      'Given names and last name together can be at most {{maxLength}} characters long.',
  },
  contact: {
    fields: {
      givenNames: 'Given names',
      lastName: 'Last name',
      streetAddress: 'Street address',
      postCode: 'Postal code',
      postOffice: 'Post office',
      phoneNumber: 'Phone number',
      email: 'Email address',
    },
    hints: {
      namesFromRegister:
        'The name comes from the Population Information System and cannot be changed here.',
      postCode: 'Five digits, for example 33100.',
      phoneNumber: 'For example 040 123 4567.',
      email: 'For example firstname.lastname@example.com',
    },
    save: 'Save',
  },
  consents: {
    loading: 'Loading consents…',
    empty: 'You have no consents that you can change here.',
    save: 'Save choices',
  },
};
