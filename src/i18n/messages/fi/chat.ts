import { chatAppointmentsFi, chatCodeFi } from './chat-code-appointments.ts';
import { directCompensationFi, onlinePaymentFi } from './chat-payment.ts';
import { chatSessionFi } from './chat-session.ts';

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
  intro_principal:
    'Hoida hänen terveysasioitaan chatissa ammattilaisen kanssa. Valitse aihe, niin näet sopivat chatit, ovatko ne nyt auki ja kuinka kauan joudut jonottamaan.',
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
      description_principal:
        'Ota suorakorvaus käyttöön, niin vakuutusyhtiö maksaa hänen käyntinsä suoraan meille.',
    },
  },
  matters: {
    title: 'Yleisimmät asiat',
    description: 'Valitse asia, niin näet aiheen, jonka chateissa sitä hoidetaan.',
  },
  now: {
    title: 'Ajankohtaista nyt',
    appointmentOpen: 'Videovastaanotto on auki: siirry vastaanotolle',
    appointmentOpenText: '{{specialist}}, {{day}} klo {{time}}. Vastaanoton chat on auki.',
    appointmentSoon: 'Videovastaanotto {{day}} klo {{time}}',
    appointmentSoonText:
      '{{specialist}}. Pääset vastaanotolle, kun sen chat avautuu klo {{opens}}.',
    chatOpen: 'Chat on käynnissä',
    chatOpenText: 'Chat on auki toisessa välilehdessä. Voit jatkaa sitä tässä välilehdessä.',
    contact: 'Tarkista yhteystietosi',
    contactText:
      'Vahvista, että puhelinnumerosi, sähköpostiosoitteesi ja osoitteesi ovat ajan tasalla.',
  },
  topic: {
    title: 'Aihe',
    phoneAlternative: 'Voit myös soittaa asiakaspalveluun {{phone}}.',
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
    description_principal: 'Hänen työnantajansa sopimukseen kuuluvat työterveyden chatit.',
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
    noChatsInATopic_principal: 'Hänellä ei ole pääsyä tähän chattiin.',
    topicsLoadingFailed: 'Aihealueiden lataaminen epäonnistui.',
  },
  chatLoadingFailed: 'Chattien lataaminen epäonnistui. Yritä hetken kuluttua uudelleen.',
  chatStartingFailed: 'Chatin aloittaminen epäonnistui.',
  singleChat: {
    notFound: 'Chattia ei löytynyt. Jos tarvitset apua, soita asiakaspalveluun {{phone}}.',
  },
  code: chatCodeFi,
  appointments: chatAppointmentsFi,
  onlinePayment: onlinePaymentFi,
  directCompensation: directCompensationFi,
  session: chatSessionFi,
};
