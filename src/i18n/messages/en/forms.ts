import type { Catalogue } from '../catalogue.ts';

export const formsEn: Catalogue['forms'] = {
  loadError: 'The information could not be loaded.',
  saveError: 'Saving failed.',
  retry: 'Try again',
  saveSuccess: 'Your information has been saved.',
  errorSummary: { title: 'Correct these details' },
  requiredNote: 'Required fields are marked with an asterisk (*).',
  validation: {
    valueMissing: 'Fill in the {{label}} field.',
    patternMismatch:
      'The value is not in a valid format. Check that it has no characters that cannot be used.',
    tooShort: 'The value is too short. It must be at least {{minLength}} characters long.',
    tooLong: 'The value is too long. It can be at most {{maxLength}} characters long.',
    namesCombinedLength:
      'Given names and last name together can be at most {{maxLength}} characters long.',
    detail: {
      quoted: '“{{character}}”',
      characters: '{{label}} cannot have these characters: {{characters}}.',
      tooShort: '{{label}} must have at least {{minLength}} characters. It now has {{length}}.',
      tooLong: '{{label}} can have at most {{maxLength}} characters. It now has {{length}}.',
      postCodeDigits: 'A postal code can only have digits.',
      postCodeUnused: 'The postal code 00000 is not in use.',
      postCodeLength: 'A postal code has five digits. This one has {{length}}.',
      postOfficeWords:
        'Write the post office as words with no punctuation at the start or end, such as Helsinki or Pohjois-Espoo.',
      phoneCharacters: 'A phone number can only have digits and a + at the start.',
      phonePlus: 'The plus sign + can only be at the start of the phone number.',
      phoneLength:
        'A phone number has {{minLength}} to {{maxLength}} characters without spaces. This one has {{length}}.',
      emailSpaces: 'An email address cannot have spaces.',
      emailAt: 'The email address is missing an @.',
      emailManyAt: 'An email address can have only one @.',
      emailLocal: 'The email address is missing the part before the @, such as firstname.lastname.',
      emailDomain: 'The email address is missing the part after the @, such as example.fi.',
      emailDomainDot: 'The part after the @ in an email address needs a dot, such as example.fi.',
    },
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
      namesFromIdentification:
        'The name comes from your strong identification and cannot be changed here.',
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
    unsaved: 'Your choices have not been saved yet.',
    customerInfo: {
      healthServices: 'Health services and recommendations',
      patientRegister: 'Use of patient data',
      occupationalHealth: 'Occupational health care data',
      healthSurveys: 'Health surveys',
      other: 'Other consents',
    },
  },
  paperInvoice: {
    title: 'Switch to paper invoices?',
    text: 'A paper invoice has an invoicing fee of {{fee}}. Paying online avoids the fee.',
    textNoFee: 'A paper invoice has an invoicing fee. Paying online avoids the fee.',
    confirm: 'Switch to paper invoices',
    cancel: 'Keep online payment',
  },
  leave: {
    title: 'Leave without saving?',
    text: 'Your choices or the details you typed have not been saved. If you leave the page, they are lost.',
    stay: 'Stay on the page',
    leave: 'Leave without saving',
  },
};
