import type { Catalogue } from './catalogue.ts';
import {
  chatAppointmentsEn,
  chatAppointmentsFi,
  chatAppointmentsSv,
  chatCodeEn,
  chatCodeFi,
  chatCodeSv,
} from './chat-code-appointments.ts';
import {
  directCompensationEn,
  directCompensationFi,
  directCompensationSv,
  onlinePaymentEn,
  onlinePaymentFi,
  onlinePaymentSv,
} from './chat-payment.ts';
import { chatSessionEn, chatSessionFi, chatSessionSv } from './chat-session.ts';

/**
 * The chat service (chat-service.md, Q, E-41…E-49, NS-09): front page, topic pages, chat
 * detail, wait times and the chat start. Finnish is the source. Wired into each catalogue as
 * `chat`; the code page, appointments, online payment and direct compensation have files of
 * their own.
 */
export const chatFi = {
  title: 'Etävastaanotto',
  intro:
    'Hoida terveysasiasi chatissa ammattilaisen kanssa. Valitse aihe, niin näet sopivat chatit, ovatko ne nyt auki ja kuinka kauan joudut jonottamaan.',
  loginRequired: {
    title: 'Kirjaudu sisään aloittaaksesi chatin',
    text: 'Voit selata aiheita ja chatteja kirjautumatta. Chatin aloittaminen, koodilla avattava chat ja varatut videovastaanotot vaativat vahvan tunnistautumisen.',
    action: 'Kirjaudu sisään',
  },
  topics: {
    title: 'Aihealueet',
    loading: 'Ladataan aihealueita…',
  },
  callToAction: {
    title: 'Muita tapoja asioida',
    code: {
      title: 'Sain koodin ammattilaiselta',
      description: 'Avaa chat koodilla, jonka sait vastaanotolla tai viestissä.',
    },
    booking: {
      title: 'Varaa aika',
      description: 'Varaa aika vastaanotolle tai videovastaanotolle sinulle sopivaan aikaan.',
    },
    directCompensation: {
      title: 'Suorakorvaus vakuutuksella',
      description: 'Ota suorakorvaus käyttöön, niin vakuutusyhtiö maksaa käyntisi suoraan meille.',
    },
  },
  matters: {
    title: 'Yleisimmät asiat',
    description: 'Valitse asia, niin näet aiheen, jonka chateissa sitä hoidetaan.',
  },
  topic: {
    breadcrumbs: 'Murupolku',
    loading: 'Ladataan chatteja…',
    notFound: {
      title: 'Aihetta ei löytynyt',
      text: 'Etsimääsi aihetta ei ole, tai se on poistunut. Valitse aihe etävastaanoton etusivulta.',
      back: 'Etävastaanoton etusivulle',
    },
  },
  occupational: {
    title: 'Työterveys',
    description: 'Työnantajasi sopimukseen kuuluvat työterveyden chatit.',
  },
  detail: {
    open: 'Auki',
    closed: 'Suljettu',
    waitTime: 'Jonotusaika',
    openingHours: 'Aukioloajat',
    noOpeningHours: 'Aukioloaikoja ei ole julkaistu.',
    price: 'Hinta',
    free: 'Maksuton',
    showMore: 'Näytä lisää',
    showLess: 'Näytä vähemmän',
    disclaimer: 'Huomioitavaa',
  },
  weekdays: {
    MONDAY: 'ma',
    TUESDAY: 'ti',
    WEDNESDAY: 'ke',
    THURSDAY: 'to',
    FRIDAY: 'pe',
    SATURDAY: 'la',
    SUNDAY: 'su',
  },
  start: {
    start: 'Aloita chat',
    sendServiceRequest: 'Lähetä palvelupyyntö',
    startCallRequest: 'Pyydä soittoa',
    loginAndStart: 'Kirjaudu ja aloita',
    closedHint: 'Chat on nyt suljettu. Voit aloittaa sen, kun se on auki.',
    childHint: 'Valitse ensin, kenen puolesta asioit.',
  },
  waitTime: {
    closed: 'Suljettu',
    none: 'Ei jonoa',
    unknown: '{{length}} jonossa',
    lessThan: 'Alle {{minutes}} min',
    moreThan: 'Yli 30 min',
  },
  errors: {
    noChatsFound: 'Tästä aiheesta ei löytynyt chatteja juuri nyt.',
    loginToSeeAllChats: 'Kirjautuneena näet kaikki sinulle kuuluvat chatit, myös työterveyden.',
    chatLoadingFailed: 'Chatin lataaminen epäonnistui.',
    noChatsInATopic: 'Sinulla ei ole pääsyä tähän chattiin.',
    topicsLoadingFailed: 'Aihealueiden lataaminen epäonnistui.',
  },
  chatLoadingFailed: 'Chattien lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
  chatStartingFailed: 'Chatin aloittaminen epäonnistui.',
  singleChat: {
    notFound: 'Chattia ei löytynyt. Jos tarvitset apua, soita asiakaspalveluun {{phone}}.',
  },
  chatNotFound: 'Chattia ei löytynyt. Kirjaudu sisään ja yritä uudelleen.',
  code: chatCodeFi,
  appointments: chatAppointmentsFi,
  onlinePayment: onlinePaymentFi,
  directCompensation: directCompensationFi,
  session: chatSessionFi,
};

export const chatSv: Catalogue['chat'] = {
  title: 'Distansmottagning',
  intro:
    'Sköt dina hälsoärenden i chatt med en yrkesperson. Välj ett ämne så ser du vilka chattar som passar, om de är öppna nu och hur länge du får köa.',
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
    },
  },
  matters: {
    title: 'Vanligaste ärenden',
    description: 'Välj ett ärende så ser du ämnet vars chattar sköter det.',
  },
  topic: {
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
    topicsLoadingFailed: 'Ämnesområdena kunde inte laddas.',
  },
  chatLoadingFailed: 'Chattarna kunde inte laddas. Försök igen om en stund.',
  chatStartingFailed: 'Chatten kunde inte startas.',
  singleChat: {
    notFound: 'Chatten hittades inte. Om du behöver hjälp, ring kundtjänsten på {{phone}}.',
  },
  chatNotFound: 'Chatten hittades inte. Logga in och försök igen.',
  code: chatCodeSv,
  appointments: chatAppointmentsSv,
  onlinePayment: onlinePaymentSv,
  directCompensation: directCompensationSv,
  session: chatSessionSv,
};

export const chatEn: Catalogue['chat'] = {
  title: 'Remote reception',
  intro:
    'Take care of your health matters in a chat with a professional. Choose a topic to see the chats that fit, whether they are open now and how long you will wait.',
  loginRequired: {
    title: 'Log in to start a chat',
    text: 'You can browse topics and chats without logging in. Starting a chat, opening a chat with a code and joining booked video appointments need strong identification.',
    action: 'Log in',
  },
  topics: {
    title: 'Topics',
    loading: 'Loading topics…',
  },
  callToAction: {
    title: 'Other ways to get care',
    code: {
      title: 'I have a code from a professional',
      description: 'Open the chat with the code you got at your appointment or in a message.',
    },
    booking: {
      title: 'Book an appointment',
      description:
        'Book an appointment at a clinic or a video appointment at a time that suits you.',
    },
    directCompensation: {
      title: 'Direct compensation with insurance',
      description:
        'Turn on direct compensation and your insurer pays for your visit directly to us.',
    },
  },
  matters: {
    title: 'Common matters',
    description: 'Choose a matter to see the topic whose chats handle it.',
  },
  topic: {
    breadcrumbs: 'Breadcrumbs',
    loading: 'Loading chats…',
    notFound: {
      title: 'Topic not found',
      text: 'The topic you are looking for does not exist or has been removed. Choose a topic on the remote reception front page.',
      back: 'To the remote reception front page',
    },
  },
  occupational: {
    title: 'Occupational health',
    description: 'The occupational health chats that your employer’s contract covers.',
  },
  detail: {
    open: 'Open',
    closed: 'Closed',
    waitTime: 'Waiting time',
    openingHours: 'Opening hours',
    noOpeningHours: 'Opening hours have not been published.',
    price: 'Price',
    free: 'Free of charge',
    showMore: 'Show more',
    showLess: 'Show less',
    disclaimer: 'Please note',
  },
  weekdays: {
    MONDAY: 'Mon',
    TUESDAY: 'Tue',
    WEDNESDAY: 'Wed',
    THURSDAY: 'Thu',
    FRIDAY: 'Fri',
    SATURDAY: 'Sat',
    SUNDAY: 'Sun',
  },
  start: {
    start: 'Start chat',
    sendServiceRequest: 'Send service request',
    startCallRequest: 'Request a call',
    loginAndStart: 'Log in and start',
    closedHint: 'The chat is closed now. You can start it when it is open.',
    childHint: 'First choose on whose behalf you are acting.',
  },
  waitTime: {
    closed: 'Closed',
    none: 'No queue',
    unknown: '{{length}} in queue',
    lessThan: 'Under {{minutes}} min',
    moreThan: 'Over 30 min',
  },
  errors: {
    noChatsFound: 'No chats were found for this topic right now.',
    loginToSeeAllChats:
      'When logged in, you see all the chats that are yours, occupational health too.',
    chatLoadingFailed: 'The chat could not be loaded.',
    noChatsInATopic: 'You do not have access to this chat.',
    topicsLoadingFailed: 'The topics could not be loaded.',
  },
  chatLoadingFailed: 'The chats could not be loaded. Please try again in a moment.',
  chatStartingFailed: 'The chat could not be started.',
  singleChat: {
    notFound: 'The chat was not found. If you need help, call customer service on {{phone}}.',
  },
  chatNotFound: 'The chat was not found. Log in and try again.',
  code: chatCodeEn,
  appointments: chatAppointmentsEn,
  onlinePayment: onlinePaymentEn,
  directCompensation: directCompensationEn,
  session: chatSessionEn,
};
