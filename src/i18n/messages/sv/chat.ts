import type { Catalogue } from '../catalogue.ts';
import { chatAppointmentsSv, chatCodeSv } from './chat-code-appointments.ts';
import { directCompensationSv, onlinePaymentSv } from './chat-payment.ts';
import { chatSessionSv } from './chat-session.ts';

export const chatSv: Catalogue['chat'] = {
  title: 'Distansmottagning',
  intro:
    'Sköt dina hälsoärenden i chatt med en yrkesperson. Välj ett ämne så ser du vilka chattar som passar, om de är öppna nu och hur länge du får köa.',
  intro_principal:
    'Sköt personens hälsoärenden i chatt med en yrkesperson. Välj ett ämne så ser du vilka chattar som passar, om de är öppna nu och hur länge du får köa.',
  loginRequired: {
    title: 'Logga in för att starta en chatt',
    text: 'Du kan bläddra bland ämnen och chattar utan att logga in. För att starta en chatt, öppna en chatt med kod och delta i bokade videomottagningar behöver du stark autentisering.',
    action: 'Logga in',
  },
  topics: {
    title: 'Ämnesområden',
    loading: 'Ämnesområdena laddas…',
  },
  callToAction: {
    title: 'Andra sätt att sköta ärenden',
    code: {
      title: 'Jag har fått en kod av en yrkesperson',
      description: 'Öppna chatten med koden du fick på mottagningen eller i ett meddelande.',
    },
    booking: {
      title: 'Boka tid',
      description: 'Boka en tid på mottagningen eller en videomottagning när det passar dig.',
    },
    directCompensation: {
      title: 'Direktersättning med försäkring',
      description:
        'Ta i bruk direktersättning så betalar försäkringsbolaget ditt besök direkt till oss.',
      description_principal:
        'Ta i bruk direktersättning så betalar försäkringsbolaget personens besök direkt till oss.',
    },
  },
  matters: {
    title: 'Vanligaste ärenden',
    description: 'Välj ett ärende så ser du ämnet vars chattar sköter det.',
  },
  now: {
    title: 'Aktuellt nu',
    appointmentOpen: 'Videomottagningen är öppen: gå till mottagningen',
    appointmentOpenText: '{{specialist}}, {{day}} kl. {{time}}. Mottagningens chatt är öppen.',
    appointmentSoon: 'Videomottagning {{day}} kl. {{time}}',
    appointmentSoonText:
      '{{specialist}}. Du kommer till mottagningen när dess chatt öppnas kl. {{opens}}.',
    chatOpen: 'En chatt pågår',
    chatOpenText: 'Chatten är öppen i en annan flik. Du kan fortsätta den i den här fliken.',
    contact: 'Kontrollera dina kontaktuppgifter',
    contactText: 'Bekräfta att ditt telefonnummer, din e-postadress och din adress är aktuella.',
  },
  topic: {
    title: 'Ämne',
    phoneAlternative: 'Du kan också ringa kundtjänsten på {{phone}}.',
    breadcrumbs: 'Brödsmulor',
    loading: 'Chattarna laddas…',
    notFound: {
      title: 'Ämnet hittades inte',
      text: 'Ämnet du söker finns inte eller har tagits bort. Välj ett ämne på distansmottagningens startsida.',
      back: 'Till distansmottagningens startsida',
    },
  },
  occupational: {
    title: 'Företagshälsovård',
    description: 'Företagshälsovårdens chattar som ingår i din arbetsgivares avtal.',
    description_principal:
      'Företagshälsovårdens chattar som ingår i personens arbetsgivares avtal.',
  },
  detail: {
    open: 'Öppen',
    closed: 'Stängd',
    waitTime: 'Kötid',
    openingHours: 'Öppettider',
    noOpeningHours: 'Öppettiderna har inte publicerats.',
    price: 'Pris',
    free: 'Avgiftsfri',
    showMore: 'Visa mer',
    showLess: 'Visa mindre',
    disclaimer: 'Observera',
  },
  weekdays: {
    MONDAY: 'mån',
    TUESDAY: 'tis',
    WEDNESDAY: 'ons',
    THURSDAY: 'tor',
    FRIDAY: 'fre',
    SATURDAY: 'lör',
    SUNDAY: 'sön',
  },
  start: {
    start: 'Starta chatten',
    sendServiceRequest: 'Skicka serviceförfrågan',
    startCallRequest: 'Be om att bli uppringd',
    loginAndStart: 'Logga in och starta',
    closedHint: 'Chatten är stängd just nu. Du kan starta den när den är öppen.',
    childHint: 'Välj först för vem du sköter ärendet.',
  },
  waitTime: {
    closed: 'Stängd',
    none: 'Ingen kö',
    unknown: '{{length}} i kö',
    lessThan: 'Under {{minutes}} min',
    moreThan: 'Över 30 min',
  },
  errors: {
    noChatsFound: 'Inga chattar hittades inom det här ämnet just nu.',
    loginToSeeAllChats:
      'När du är inloggad ser du alla chattar som gäller dig, också företagshälsovårdens.',
    chatLoadingFailed: 'Chatten kunde inte laddas.',
    noChatsInATopic: 'Du har inte tillgång till den här chatten.',
    noChatsInATopic_principal: 'Personen har inte tillgång till den här chatten.',
    topicsLoadingFailed: 'Ämnesområdena kunde inte laddas.',
  },
  chatLoadingFailed: 'Chattarna kunde inte laddas. Försök igen om en stund.',
  chatStartingFailed: 'Chatten kunde inte startas.',
  singleChat: {
    notFound: 'Chatten hittades inte. Om du behöver hjälp, ring kundtjänsten på {{phone}}.',
  },
  code: chatCodeSv,
  appointments: chatAppointmentsSv,
  onlinePayment: onlinePaymentSv,
  directCompensation: directCompensationSv,
  session: chatSessionSv,
};
