import type { Catalogue } from './catalogue.ts';

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
    hint: 'Kirjoita koodi samassa muodossa kuin sait sen.',
  },
  check: 'Tarkista koodi',
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

export const chatCodeSv: Catalogue['chat']['code'] = {
  title: 'Starta chatten med en kod',
  intro:
    'Om du har fått en kod till distansmottagningen av en yrkesperson, skriv den här. När koden har kontrollerats ser du vilken chatt den leder till och kan starta den.',
  field: {
    label: 'Kod',
    hint: 'Skriv koden i samma form som du fick den.',
  },
  check: 'Kontrollera koden',
  result: 'Chatten som koden öppnar',
  validation: {
    valueMissing: 'Skriv koden.',
    invalid: 'Ingen chatt hittades med koden. Kontrollera att du skrev koden rätt.',
    expired: 'Koden har gått ut. Be yrkespersonen om en ny kod.',
    rateLimited:
      'Koder har kontrollerats för många gånger på kort tid. Vänta en stund och försök igen.',
    error: 'Det gick inte att kontrollera koden. Försök igen.',
  },
};

export const chatCodeEn: Catalogue['chat']['code'] = {
  title: 'Start a chat with a code',
  intro:
    'If a professional gave you a code for remote reception, enter it here. Once the code is checked, you see which chat it opens and can start it.',
  field: {
    label: 'Code',
    hint: 'Enter the code exactly as you received it.',
  },
  check: 'Check the code',
  result: 'The chat the code opens',
  validation: {
    valueMissing: 'Enter the code.',
    invalid: 'No chat was found with this code. Check that you entered it correctly.',
    expired: 'The code has expired. Ask the professional for a new code.',
    rateLimited:
      'Codes have been checked too many times in a short time. Wait a moment and try again.',
    error: 'The code could not be checked. Try again.',
  },
};

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

export const chatAppointmentsSv: Catalogue['chat']['appointments'] = {
  title: 'Bokade videomottagningar',
  loading: 'Bokade videomottagningar laddas…',
  when: '{{day}} kl. {{time}}',
  duration: 'Längd {{minutes}} min',
  status: {
    available: 'Mottagningens chatt är öppen.',
    notYetAvailable: 'Chatten öppnas kl. {{time}}.',
    notYetAvailableOn: 'Chatten öppnas {{date}} kl. {{time}}.',
    ended: 'Mottagningen har avslutats.',
  },
  join: 'Gå till mottagningen',
  joinLabel: 'Gå till mottagningen: {{specialist}}, {{when}}',
  route: {
    title: 'Videomottagning',
    opening: 'Videomottagningen öppnas…',
  },
  errors: {
    queueFailure: {
      title: 'Det går inte att komma in i videomottagningens chatt just nu.',
      text: 'Försök igen om en stund. Om du fortfarande inte kommer in på mottagningen, ring kundtjänsten.',
    },
    loadingFailed: 'Det gick inte att ladda uppgifterna om de bokade videomottagningarna.',
  },
};

export const chatAppointmentsEn: Catalogue['chat']['appointments'] = {
  title: 'Booked video appointments',
  loading: 'Loading booked video appointments…',
  when: '{{day}} at {{time}}',
  duration: 'Duration {{minutes}} min',
  status: {
    available: 'The appointment chat is open.',
    notYetAvailable: 'The chat opens at {{time}}.',
    notYetAvailableOn: 'The chat opens on {{date}} at {{time}}.',
    ended: 'The appointment has ended.',
  },
  join: 'Go to the appointment',
  joinLabel: 'Go to the appointment: {{specialist}}, {{when}}',
  route: {
    title: 'Video appointment',
    opening: 'Opening the video appointment…',
  },
  errors: {
    queueFailure: {
      title: 'The video appointment chat cannot be reached right now.',
      text: 'Try again in a moment. If you still cannot reach the appointment, call customer service.',
    },
    loadingFailed: 'The booked video appointments could not be loaded.',
  },
};
