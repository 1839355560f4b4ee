import type { Catalogue } from '../catalogue.ts';

export const identificationEn: Catalogue['identification'] = {
  login: {
    title: 'Log in to Asiointi',
    description:
      'In Asiointi you can use remote reception, book appointments and see your events. You can also handle matters for your child or a family member.',
    button: 'Log in',
    loading: 'Redirecting to identification…',
    securityNote:
      'You log in with strong identification using your online banking codes or a mobile certificate. Your information is transferred encrypted.',
    help: 'Need help logging in? Call our customer service on {{phone}}.',
    error: {
      title: 'Login error',
      code: 'Error code',
      canceled: 'Identification was cancelled. You can log in again.',
      timedOut: 'The identification service did not respond in time. Please try again.',
    },
    cancel: 'Cancel',
    failed: 'Login failed. Please try again.',
  },
  loggedOut: {
    title: 'You logged out',
    description: 'You have logged out of Asiointi. You can now close your browser or log in again.',
    logInAgain: 'Log in again',
  },
  timeout: {
    title: 'You were logged out',
    description:
      'For your security, you were logged out because you had not used Asiointi for a while. Log in again to continue.',
    logInAgain: 'Log in again',
  },
};
