import type { Catalogue } from '../catalogue.ts';

export const authEn: Catalogue['auth'] = {
  session: {
    timeLeft: 'Time left',
    minutesLeft: 'The session ends in at most {{minutes}} minutes.',
    lastMinute: 'The session ends in at most one minute.',
    continueFailed: 'Unable to continue. Please try again soon.',
    timeout: {
      title: 'Do you want to continue?',
      description:
        'You have not used Asiointi for a while. For your security, you will be logged out when the time runs out.',
      continue: 'Continue',
      close: 'Close and continue the session',
    },
    expiration: {
      title: 'Your session is ending',
      description:
        'For your security, a session lasts at most two hours. Log in again to continue using Asiointi.',
      logInAgain: 'Log in again',
      logOut: 'Log out',
    },
  },
  callback: {
    title: 'Sign-in',
    signingIn: 'Signing in…',
  },
};
