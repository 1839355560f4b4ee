import type { Catalogue } from '../catalogue.ts';

export const authSv: Catalogue['auth'] = {
  session: {
    timeLeft: 'Tid kvar',
    minutesLeft: 'Sessionen tar slut om högst {{minutes}} minuter.',
    lastMinute: 'Sessionen tar slut om högst en minut.',
    continueFailed: 'Det gick inte att fortsätta. Försök igen om en stund.',
    timeout: {
      title: 'Vill du fortsätta?',
      description:
        'Du har inte använt Asiointi på en stund. För din säkerhet loggas du ut när tiden tar slut.',
      continue: 'Fortsätt',
      close: 'Stäng och fortsätt sessionen',
    },
    expiration: {
      title: 'Din session håller på att ta slut',
      description:
        'För din säkerhet varar en session högst två timmar. Logga in igen för att fortsätta använda Asiointi.',
      logInAgain: 'Logga in igen',
      logOut: 'Logga ut',
    },
  },
  callback: {
    title: 'Inloggning',
    signingIn: 'Du loggas in…',
  },
};
