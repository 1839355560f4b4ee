import type { Catalogue } from '../catalogue.ts';

export const chatCodeSv: Catalogue['chat']['code'] = {
  title: 'Starta chatten med en kod',
  intro:
    'Om du har fått en kod till distansmottagningen av en yrkesperson, skriv den här. När koden har kontrollerats ser du vilken chatt den leder till och kan starta den.',
  field: {
    label: 'Kod',
    hint: 'Skriv koden du fick av en yrkesperson. Det spelar ingen roll om du använder stora eller små bokstäver.',
  },
  check: 'Kontrollera koden',
  login: {
    title: 'Logga in för att skriva in koden',
    text: 'En chatt som öppnas med en kod kräver stark autentisering. Efter inloggningen kommer du tillbaka till den här sidan för att skriva in koden.',
  },
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
