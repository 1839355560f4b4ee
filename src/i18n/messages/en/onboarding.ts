import type { Catalogue } from '../catalogue.ts';

export const onboardingEn: Catalogue['onboarding'] = {
  step: 'Step {{current}} of {{total}}',
  back: 'Previous step',
  loading: 'Loading your details…',
  saveAndContinue: 'Save and continue',
  finish: 'Done',
  finishing: 'Finishing…',
  impossiblePrincipal: {
    title: 'You are back in your own services',
  },
  main: {
    title: 'Getting started',
    contactInfo: {
      title: 'Your contact details',
      introNew:
        'Welcome! First, tell us your contact details so that we can reach you about your care when needed.',
      introMissing:
        'Some of your contact details are missing. Please complete them so that we can reach you about your care when needed.',
    },
    termsOfUse: {
      title: 'Terms of use',
      intro: 'Read the terms of use and accept them to start using Asiointi.',
      summaryIntro: 'The terms of use in brief:',
      summary: {
        service: 'Asiointi is for matters concerning your health. In an emergency, call 112.',
        identification:
          'You sign in with strong identification. Do not let anyone else use your credentials.',
        data: 'We process your data as our privacy statement describes, only to provide your care and the service.',
        onBehalf:
          'You can act on behalf of a child or family member when you have the right to do so.',
      },
      readTerms: 'Read the full terms of use',
      accept: 'I accept the terms of use',
      acceptRequired: 'Accept the terms of use to continue.',
      save: 'Accept and continue',
    },
    consents: {
      title: 'Consents',
      intro: 'Choose what you consent to. Save the choices of each topic with its own button.',
      later: 'You can change your consents later on the My information page.',
    },
  },
  principalOnboarding: {
    title: 'Setting up a family member',
    abort: 'Cancel',
    continue: 'Continue',
    registrationFailed: 'The family member could not be added. Please try again.',
    unfinished: {
      title: 'Setting up is not finished',
      text: 'The details of {{name}} are not filled in yet. You can continue where you left off, or cancel and return to your own matters.',
      textSomeone:
        'The details of your family member are not filled in yet. You can continue where you left off, or cancel and return to your own matters.',
    },
    contactInfo: {
      title: 'Contact details',
      intro:
        'Fill in the contact details of {{name}} so that we can reach you about their care when needed.',
      introSomeone:
        'Fill in the contact details of your family member so that we can reach you about their care when needed.',
    },
    consents: {
      title: 'Consents',
      intro:
        'Choose what you consent to on behalf of {{name}}. Save the choices of each topic with its own button.',
      introSomeone:
        'Choose what you consent to on behalf of your family member. Save the choices of each topic with its own button.',
      later:
        'You can change the consents later on the My information page while acting on their behalf.',
    },
  },
};
