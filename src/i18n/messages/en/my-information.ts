import type { Catalogue } from '../catalogue.ts';

export const myInformationEn: Catalogue['myInformation'] = {
  title: 'My information',
  intro: 'Here you can see your information and update it.',
  introPrincipal: 'You see the information of {{name}} because you are acting on their behalf.',
  sectionsLabel: 'Sections of My information',
  loading: 'Loading information…',
  notGiven: 'Not known',
  contactInfo: {
    title: 'Contact information',
    name: 'Name',
    address: 'Address',
    dateOfBirth: 'Date of birth',
    verifiedAt: 'Last confirmed',
    update: 'Update contact information',
    saved: 'The contact information has been saved.',
  },
  confirmation: {
    label: 'Checking your contact information',
    due: 'Is your contact information up to date? You last confirmed it on {{date}}.',
    neverConfirmed: 'Is your contact information up to date? You have not confirmed it yet.',
    check: 'Check contact information',
    later: 'Remind me later',
    howTo: 'Check the information and save it. Saving confirms that it is up to date.',
    confirmAndSave: 'Confirm and save',
  },
  familyMembers: {
    title: 'Family members',
    intro: 'You can act on behalf of these people.',
    empty: 'You have no family members you could act on behalf of.',
    actFor: 'Act on behalf',
    actingNow: 'You are now acting on behalf of this person.',
    fixed: "You can change the person in the app's own menu.",
  },
  kelaCard: {
    title: 'Kela card',
    onFile:
      'An image of your Kela card is on file. The Kela reimbursement is deducted from your fees directly.',
    notOnFile:
      'No image of your Kela card is on file. Show your Kela card at your next visit, and the Kela reimbursement will be deducted from your fees directly.',
    onFile_principal:
      'An image of their Kela card is on file. The Kela reimbursement is deducted from their fees directly.',
    notOnFile_principal:
      'No image of their Kela card is on file. Show their Kela card at their next visit, and the Kela reimbursement will be deducted from their fees directly.',
  },
  payments: {
    title: 'Payments',
    intro: 'Choose how you pay for the services you pay for yourself.',
    intro_principal: 'Choose how you pay for their services that are not covered otherwise.',
    method: 'Payment method',
    methods: {
      online: 'Online payment',
      paper: 'Paper invoice',
      notSet: 'Not chosen, we send a paper invoice',
    },
    onlineToggle: 'I pay online',
    onlineToggleHint:
      'With online payment you pay at once in your online bank or by card. A paper invoice has an invoicing fee.',
    notAllowed: 'Online payment is not available when you act on behalf of this person.',
    unavailable: 'The payment service is temporarily unavailable. Please try again later.',
    readOnly: 'The payment method cannot be changed right now. Please try again later.',
  },
  insurance: {
    title: 'Insurance',
    intro:
      'With direct compensation, the insurance company pays the costs of your care directly to us, and you do not need to claim them yourself.',
    loading: 'Loading insurance…',
    empty: 'You have no insurance for which direct compensation could be enabled.',
    intro_principal:
      'With direct compensation, the insurance company pays the costs of their care directly to us, and nobody needs to claim them.',
    empty_principal: 'They have no insurance for which direct compensation could be enabled.',
  },
  consents: {
    title: 'Consents',
    intro:
      'Choose what you consent to and save your choices with the button after the consents. You can change them at any time.',
    intro_principal:
      'Choose what you consent to on their behalf and save the choices with the button after the consents. You can change them at any time.',
  },
  termsOfUse: {
    title: 'Terms of use',
    accepted: 'You have accepted the terms of use of Asiointi.',
    notAccepted: 'You have not yet accepted the terms of use of Asiointi.',
    read: 'Read the terms of use',
    accept: 'Accept the terms of use',
  },
  updateContactInformation: {
    title: 'Update contact information',
    intro: 'Keep your contact information up to date so that we can reach you about your care.',
    introPrincipal:
      'Keep the contact information of {{name}} up to date so that we can reach you about their care.',
    cancel: 'Cancel',
  },
};
