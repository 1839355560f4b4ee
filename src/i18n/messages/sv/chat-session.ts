import type { Catalogue } from '../catalogue.ts';

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
  elsewhere: {
    title: 'Chatten är öppen i en annan flik',
    text: 'Den här chatten är redan öppen i en annan flik i webbläsaren och öppnas inte två gånger. Du kan fortsätta där eller flytta den till den här fliken, så stängs den i den andra.',
    movedTitle: 'Chatten flyttades till en annan flik',
    moved:
      'Chatten öppnades i en annan flik, så den stängdes i den här fliken. Du kan flytta tillbaka den till den här fliken.',
    otherChatTitle: 'En annan chatt är öppen',
    otherChat:
      'Du har en annan chatt öppen i en annan flik i webbläsaren. Du kan starta en ny chatt när den har avslutats.',
    takeOver: 'Fortsätt chatten i den här fliken',
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
    billing: {
      online:
        'Avgiften för distansmottagningen debiteras med webbetalning med det betalningssätt du valt.',
      paper:
        'Du får en pappersfaktura för distansmottagningen per post. För pappersfakturan tas en faktureringsavgift ut.',
    },
    frontPage: 'Till distansmottagningens startsida',
    booking: 'Boka tid',
    close: 'Stäng',
  },
};
