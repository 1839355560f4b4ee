/** Signing in and the session: its time-out and expiration dialogs, the sign-in callback. */
export const authFi = {
  session: {
    timeLeft: 'Aikaa jäljellä',
    minutesLeft: 'Istunto päättyy enintään {{minutes}} minuutin kuluttua.',
    lastMinute: 'Istunto päättyy enintään minuutin kuluttua.',
    continueFailed: 'Jatkaminen ei onnistunut. Yritä pian uudelleen.',
    timeout: {
      title: 'Haluatko jatkaa?',
      description:
        'Et ole käyttänyt Asiointia hetkeen. Tietoturvasi vuoksi sinut kirjataan ulos, kun aika loppuu.',
      continue: 'Jatka',
      close: 'Sulje ja jatka istuntoa',
    },
    expiration: {
      title: 'Istuntosi on päättymässä',
      description:
        'Tietoturvasi vuoksi istunto kestää enintään kaksi tuntia. Kirjaudu uudelleen, niin voit jatkaa Asioinnin käyttöä.',
      logInAgain: 'Kirjaudu uudelleen',
      logOut: 'Kirjaudu ulos',
    },
  },
  callback: {
    title: 'Kirjautuminen',
    signingIn: 'Kirjaudutaan…',
  },
} as const;
