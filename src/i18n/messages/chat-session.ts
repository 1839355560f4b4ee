import type { Catalogue } from './catalogue.ts';

/**
 * The live chat session page (Q-42…Q-51) and the "session ended" modal. Finnish is the
 * source. The spec gives no wording: every text here is our choice (Proposal). Wired into each
 * catalogue as `chat.session`.
 */
export const chatSessionFi = {
  loading: 'Chattia avataan…',
  status: {
    loading: 'Yhdistetään chattiin',
    inQueue: 'Olet jonossa. Asiantuntija liittyy keskusteluun pian.',
    inQueuePosition: 'Olet jonossa, sijaintisi jonossa: {{position}}.',
    inChat: 'Keskustelu asiantuntijan kanssa on käynnissä.',
  },
  frameTitle: 'Chat-ikkuna: {{name}}',
  help: {
    open: 'Ohje',
    title: 'Etävastaanoton ohje',
    frameTitle: 'Etävastaanoton ohje',
    close: 'Sulje ohje',
  },
  failure: {
    title: 'Etävastaanotto ei onnistunut',
    text: 'Chat-yhteyttä ei saatu muodostettua, tai se katkesi. Yritä hetken kuluttua uudelleen.',
    urgent: 'Jos asiasi on kiireellinen, soita asiakaspalveluun {{phone}}.',
    retry: 'Yritä uudelleen',
    back: 'Takaisin etävastaanottoon',
  },
  leave: {
    title: 'Poistutko chatista?',
    text: 'Chat on vielä käynnissä. Jos poistut, paikkasi jonossa tai keskustelu asiantuntijan kanssa voi päättyä.',
    stay: 'Jää chattiin',
    leave: 'Poistu chatista',
  },
  ended: {
    title: 'Etävastaanotto on päättynyt',
    thanks: 'Kiitos käynnistä. Keskustelu on päättynyt ({{name}}).',
    myEvents: 'Yhteenvedon sekä mahdolliset reseptit ja lähetteet löydät {{link}}.',
    myEventsLink: 'Omista tapahtumista',
    payment:
      'Maksa etävastaanotto verkkomaksulla, jos valitsit sen. Muuten saat laskun kotiisi tai verkkopankkiisi.',
    frontPage: 'Etävastaanoton etusivulle',
    booking: 'Varaa aika',
    close: 'Sulje',
  },
} as const;

export const chatSessionSv: Catalogue['chat']['session'] = {
  loading: 'Chatten öppnas…',
  status: {
    loading: 'Ansluter till chatten',
    inQueue: 'Du står i kö. En expert ansluter snart till samtalet.',
    inQueuePosition: 'Du står i kö, din plats i kön: {{position}}.',
    inChat: 'Samtalet med experten pågår.',
  },
  frameTitle: 'Chattfönster: {{name}}',
  help: {
    open: 'Anvisningar',
    title: 'Anvisningar för distansmottagningen',
    frameTitle: 'Anvisningar för distansmottagningen',
    close: 'Stäng anvisningarna',
  },
  failure: {
    title: 'Distansmottagningen lyckades inte',
    text: 'Chattförbindelsen kunde inte upprättas, eller så bröts den. Försök igen om en stund.',
    urgent: 'Om ditt ärende är brådskande, ring kundtjänsten på {{phone}}.',
    retry: 'Försök igen',
    back: 'Tillbaka till distansmottagningen',
  },
  leave: {
    title: 'Lämnar du chatten?',
    text: 'Chatten pågår fortfarande. Om du lämnar kan din plats i kön eller samtalet med experten avslutas.',
    stay: 'Stanna i chatten',
    leave: 'Lämna chatten',
  },
  ended: {
    title: 'Distansmottagningen har avslutats',
    thanks: 'Tack för besöket. Samtalet har avslutats ({{name}}).',
    myEvents: 'Sammanfattningen och eventuella recept och remisser hittar du i {{link}}.',
    myEventsLink: 'Mina händelser',
    payment:
      'Betala distansmottagningen med webbetalning om du valde det. Annars får du en faktura hem eller till din nätbank.',
    frontPage: 'Till distansmottagningens startsida',
    booking: 'Boka tid',
    close: 'Stäng',
  },
};

export const chatSessionEn: Catalogue['chat']['session'] = {
  loading: 'Opening the chat…',
  status: {
    loading: 'Connecting to the chat',
    inQueue: 'You are in the queue. A specialist will join the conversation soon.',
    inQueuePosition: 'You are in the queue, your place in the queue: {{position}}.',
    inChat: 'The conversation with the specialist is under way.',
  },
  frameTitle: 'Chat window: {{name}}',
  help: {
    open: 'Help',
    title: 'Remote reception guide',
    frameTitle: 'Remote reception guide',
    close: 'Close the guide',
  },
  failure: {
    title: 'The remote reception did not succeed',
    text: 'The chat connection could not be opened, or it broke. Please try again in a moment.',
    urgent: 'If your matter is urgent, call customer service on {{phone}}.',
    retry: 'Try again',
    back: 'Back to remote reception',
  },
  leave: {
    title: 'Leave the chat?',
    text: 'The chat is still under way. If you leave, your place in the queue or the conversation with the specialist may end.',
    stay: 'Stay in the chat',
    leave: 'Leave the chat',
  },
  ended: {
    title: 'The remote reception has ended',
    thanks: 'Thank you for your visit. The conversation has ended ({{name}}).',
    myEvents: 'You can find the summary and any prescriptions and referrals in {{link}}.',
    myEventsLink: 'My events',
    payment:
      'Pay for the remote reception online if you chose online payment. Otherwise you will receive an invoice at home or in your online bank.',
    frontPage: 'To the remote reception front page',
    booking: 'Book an appointment',
    close: 'Close',
  },
};
