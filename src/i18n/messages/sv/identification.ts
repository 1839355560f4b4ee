import type { Catalogue } from '../catalogue.ts';

export const identificationSv: Catalogue['identification'] = {
  login: {
    title: 'Logga in i Asiointi',
    description:
      'I Asiointi kan du använda distansmottagningen, boka tider och se dina händelser. Du kan också sköta ärenden för ditt barn eller en närstående.',
    button: 'Logga in',
    loading: 'Du skickas till identifieringen…',
    securityNote:
      'Du loggar in med stark autentisering med bankkoder eller mobilcertifikat. Dina uppgifter överförs krypterade.',
    help: 'Behöver du hjälp med inloggningen? Ring vår kundtjänst på {{phone}}.',
    error: {
      title: 'Fel vid inloggningen',
      code: 'Felkod',
      canceled: 'Identifieringen avbröts. Du kan logga in på nytt.',
      timedOut: 'Identifieringstjänsten svarade inte i tid. Försök igen.',
    },
    cancel: 'Avbryt',
    failed: 'Inloggningen misslyckades. Försök igen.',
  },
  loggedOut: {
    title: 'Du har loggat ut',
    description:
      'Du har loggat ut från Asiointi. Du kan nu stänga webbläsaren eller logga in igen.',
    logInAgain: 'Logga in igen',
  },
  timeout: {
    title: 'Du har loggats ut',
    description:
      'Du loggades ut av säkerhetsskäl eftersom du inte har använt Asiointi på en stund. Logga in igen för att fortsätta.',
    logInAgain: 'Logga in på nytt',
  },
};
