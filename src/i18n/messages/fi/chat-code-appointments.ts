/**
 * The chat service's code page (Q-24…Q-28, E-33…E-36) and booked appointments (Q-52…Q-56,
 * E-46, E-47). Finnish is the source. Wired into each catalogue as `chat.code` and
 * `chat.appointments`.
 */
export const chatCodeFi = {
  title: 'Aloita chat koodilla',
  intro:
    'Jos sait ammattilaiselta koodin etävastaanotolle, kirjoita se tähän. Tarkistamisen jälkeen näet, mihin chattiin koodi johtaa, ja voit aloittaa sen.',
  field: {
    label: 'Koodi',
    hint: 'Kirjoita koodi, jonka sait ammattilaiselta. Isoilla ja pienillä kirjaimilla ei ole väliä.',
  },
  check: 'Tarkista koodi',
  login: {
    title: 'Kirjaudu sisään kirjoittaaksesi koodin',
    text: 'Koodilla avattava chat vaatii vahvan tunnistautumisen. Kirjautumisen jälkeen palaat tälle sivulle kirjoittamaan koodin.',
  },
  result: 'Koodilla avautuva chat',
  validation: {
    valueMissing: 'Kirjoita koodi.',
    invalid: 'Koodilla ei löytynyt chattia. Tarkista, että kirjoitit koodin oikein.',
    expired: 'Koodi on vanhentunut. Pyydä uusi koodi ammattilaiselta.',
    rateLimited:
      'Koodeja on tarkistettu liian monta kertaa lyhyessä ajassa. Odota hetki ja yritä uudelleen.',
    error: 'Koodin tarkistaminen ei onnistunut. Yritä uudelleen.',
  },
} as const;

export const chatAppointmentsFi = {
  title: 'Varatut videovastaanotot',
  loading: 'Ladataan varattuja videovastaanottoja…',
  when: '{{day}} klo {{time}}',
  duration: 'Kesto {{minutes}} min',
  status: {
    available: 'Vastaanoton chat on auki.',
    notYetAvailable: 'Chat avautuu klo {{time}}.',
    notYetAvailableOn: 'Chat avautuu {{date}} klo {{time}}.',
    ended: 'Vastaanotto on päättynyt.',
  },
  join: 'Siirry vastaanotolle',
  joinLabel: 'Siirry vastaanotolle: {{specialist}}, {{when}}',
  route: {
    title: 'Videovastaanotto',
    opening: 'Avataan videovastaanottoa…',
  },
  errors: {
    queueFailure: {
      title: 'Videovastaanoton chattiin ei juuri nyt pääse.',
      text: 'Yritä hetken kuluttua uudelleen. Jos et vieläkään pääse vastaanotolle, soita asiakaspalveluun.',
    },
    loadingFailed: 'Varattujen videovastaanottojen tietoja ei saatu ladattua.',
  },
} as const;
