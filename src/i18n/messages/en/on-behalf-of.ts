import type { Catalogue } from '../catalogue.ts';

export const onBehalfOfEn: Catalogue['onBehalfOf'] = {
  selectPrincipal: {
    title: 'Whose matters are you handling?',
    description:
      'You can use the service for yourself or on behalf of a child in your care. Choose a person from the list.',
    listLabel: 'People you can act on behalf of',
    loading: 'Loading people…',
    yourself: 'For myself',
    principal: 'Child in your care',
    onlinePaymentNotAllowed: 'Online payment is not available',
    validUntil: 'Right to act on their behalf ends on {{date}}',
    validUntilPassed: 'Right to act on their behalf ended on {{date}}',
    confirm: 'Select',
    cancel: 'Cancel',
    addPrincipal: 'Add a child',
    addPrincipalDescription:
      'Is your child missing from the list? Add them: you will continue to Suomi.fi e-Authorizations to identify.',
    help: 'Need help? Call our customer service on {{phone}}.',
    principalWasNotSelected: 'No principal selected. Choose whose matters you are handling.',
    failedToLoadPrincipals: 'The people you can act for could not be loaded.',
    failedToSelectPrincipal: 'The person could not be selected. Please try again.',
  },
  confirmation: {
    title: 'Person changed',
    actingOnBehalfOf: 'Acting on behalf of {{first}} {{last}}.',
    ok: 'OK',
  },
  addPrincipal: {
    starting: 'Continuing to Suomi.fi e-Authorizations…',
    completing: 'Adding the child…',
    failedTitle: 'The child could not be added',
    interruptedTitle: 'No child was added',
    interupted:
      'Adding the child was cancelled in Suomi.fi e-Authorizations, so no one was added. You can start again at any time.',
    connectionError:
      'A connection error occurred and the child could not be added. Please try again.',
    overAgeLimit: 'The person you chose is of age, so you can no longer act on their behalf.',
  },
  banner: {
    label: 'Acting on behalf of someone',
    actingFor: 'You are acting on behalf of {{name}}',
    actingForSomeone: 'You are acting on behalf of another person',
    backToSelf: 'Back to my own matters',
    change: 'Change person',
  },
};
