import type { Catalogue } from '../catalogue.ts';

export const onlinePaymentEn: Catalogue['chat']['onlinePayment'] = {
  title: 'Online payment',
  toggle: 'I pay online',
  toggleHint: 'You pay for the remote reception right after it in your online bank or by card.',
  warningLabel: 'Note',
  paperInvoiceFeeWarning:
    'You will get a paper invoice, which has an invoicing fee. With online payment you avoid the fee.',
  notAllowed:
    'Online payment is not available when you act on behalf of this person, so the invoice is sent on paper.',
  readOnly: 'The payment method cannot be changed right now. Please try again later.',
  unavailable: 'Online payment is not available right now. Please try again later.',
  loadError: 'The payment method could not be checked.',
  retry: 'Try again',
  paymentUpdate: {
    enabled: 'Online payment is now on.',
    disabled: 'Online payment is now off. You will get paper invoices from now on.',
    error: 'The payment method could not be saved.',
  },
};

export const directCompensationEn: Catalogue['chat']['directCompensation'] = {
  title: 'Direct compensation',
  principalTitle: 'Direct compensation for a child',
  intro:
    'With direct compensation, the insurance company pays the costs of care directly to us, and no claim needs to be made.',
  enablingStep: {
    title: 'Enable direct compensation',
    description:
      'Enable direct compensation for every insurance. You then go on to the chat for the insurance company’s customers.',
    descriptionForPrincipal:
      'You are enabling direct compensation for {{name}}. Enable it for every insurance. You then go on to the chat for the insurance company’s customers.',
    listLabel: 'Insurance',
    loading: 'Loading insurance…',
    empty: 'No insurance was found for which direct compensation could be enabled.',
    disabled: 'Enable direct compensation to continue.',
    getError: 'The insurance could not be loaded.',
    updateError: 'The choice could not be saved.',
    saved: 'The choice has been saved.',
    retry: 'Try again',
    next: 'Next',
    cancel: 'Cancel',
    close: 'Close',
  },
  principalSelection: {
    intro: 'First choose the child for whom you enable direct compensation.',
    chosen:
      'You are now acting on behalf of {{name}}. Continue to direct compensation or choose another person.',
    choose: 'Choose a person',
    continue: 'Continue to direct compensation',
    continueFor: 'Enable direct compensation for {{name}}',
    forYourself: 'Enable direct compensation for yourself',
  },
  interrupted: {
    none: {
      title: 'Enabling direct compensation was not finished',
      description: 'Direct compensation was not enabled. You can start again at any time.',
      restart: 'Enable direct compensation',
    },
    some: {
      title: 'Enabling direct compensation was not finished',
      description:
        'Direct compensation is enabled for some of the insurances. Enable it for every insurance to go on to the insurer’s customer chat.',
      restart: 'Continue enabling direct compensation',
    },
    all: {
      title: 'Direct compensation is enabled',
      description:
        'Direct compensation is now enabled, but you have not yet gone on to the insurer’s customer chat.',
      restart: 'Go to the insurer’s customer chat',
    },
  },
};
