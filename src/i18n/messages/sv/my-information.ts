import type { Catalogue } from '../catalogue.ts';

export const myInformationSv: Catalogue['myInformation'] = {
  title: 'Mina uppgifter',
  intro: 'Här ser du dina uppgifter och kan uppdatera dem.',
  introPrincipal: 'Du ser uppgifterna för {{name}} eftersom du sköter ärenden för hen.',
  sectionsLabel: 'Avsnitten på sidan Mina uppgifter',
  loading: 'Uppgifterna laddas…',
  notGiven: 'Inte känt',
  contactInfo: {
    title: 'Kontaktuppgifter',
    name: 'Namn',
    address: 'Adress',
    dateOfBirth: 'Födelsedatum',
    verifiedAt: 'Senast bekräftade',
    update: 'Uppdatera kontaktuppgifterna',
    saved: 'Kontaktuppgifterna har sparats.',
  },
  confirmation: {
    label: 'Kontroll av kontaktuppgifterna',
    due: 'Är dina kontaktuppgifter aktuella? Du bekräftade dem senast {{date}}.',
    neverConfirmed: 'Är dina kontaktuppgifter aktuella? Du har inte bekräftat dem ännu.',
    check: 'Kontrollera kontaktuppgifterna',
    later: 'Påminn mig senare',
    howTo: 'Kontrollera uppgifterna och spara dem. När du sparar bekräftar du att de är aktuella.',
    confirmAndSave: 'Bekräfta och spara',
  },
  familyMembers: {
    title: 'Familjemedlemmar',
    intro: 'Du kan sköta ärenden för de här personerna.',
    empty: 'Du har inga familjemedlemmar som du kan sköta ärenden för.',
    actFor: 'Sköt ärenden för',
    actingNow: 'Du sköter nu ärenden för den här personen.',
    fixed: 'Du kan byta person i appens egen meny.',
  },
  kelaCard: {
    title: 'FPA-kort',
    onFile:
      'En bild av ditt FPA-kort har sparats. FPA-ersättningen dras av direkt från dina vårdavgifter.',
    notOnFile:
      'Ingen bild av ditt FPA-kort har sparats. Visa ditt FPA-kort vid nästa besök, så dras FPA-ersättningen av direkt från dina vårdavgifter.',
    onFile_principal:
      'En bild av personens FPA-kort har sparats. FPA-ersättningen dras av direkt från personens vårdavgifter.',
    notOnFile_principal:
      'Ingen bild av personens FPA-kort har sparats. Visa personens FPA-kort vid nästa besök, så dras FPA-ersättningen av direkt från personens vårdavgifter.',
  },
  payments: {
    title: 'Betalningar',
    intro: 'Välj hur du betalar de tjänster som du betalar själv.',
    intro_principal: 'Välj hur du betalar personens tjänster som inte ersätts på annat sätt.',
    method: 'Betalningssätt',
    methods: {
      online: 'Webbetalning',
      paper: 'Pappersfaktura',
      notSet: 'Inte valt, vi fakturerar med pappersfaktura',
    },
    onlineToggle: 'Jag betalar med webbetalning',
    onlineToggleHint:
      'Med webbetalning betalar du direkt i nätbanken eller med kort. För en pappersfaktura tas en faktureringsavgift ut.',
    notAllowed: 'Webbetalning är inte tillgänglig när du sköter ärenden för den här personen.',
    unavailable: 'Betaltjänsten är tillfälligt ur bruk. Försök igen senare.',
    readOnly: 'Betalningssättet kan inte ändras just nu. Försök igen senare.',
  },
  insurance: {
    title: 'Försäkringar',
    intro:
      'När direktersättning är i bruk betalar försäkringsbolaget kostnaderna för din vård direkt till oss, och du behöver inte själv ansöka om ersättning.',
    loading: 'Försäkringarna laddas…',
    empty: 'Du har inga försäkringar för vilka direktersättning kan tas i bruk.',
    intro_principal:
      'När direktersättning är i bruk betalar försäkringsbolaget kostnaderna för personens vård direkt till oss, och ingen behöver själv ansöka om ersättning.',
    empty_principal: 'Personen har inga försäkringar för vilka direktersättning kan tas i bruk.',
  },
  consents: {
    title: 'Samtycken',
    intro:
      'Välj vad du ger ditt samtycke till och spara valen med knappen efter samtyckena. Du kan ändra dina val när som helst.',
    intro_principal:
      'Välj vad du ger samtycke till för personens räkning och spara valen med knappen efter samtyckena. Du kan ändra valen när som helst.',
  },
  termsOfUse: {
    title: 'Användarvillkor',
    accepted: 'Du har godkänt användarvillkoren för Asiointi.',
    notAccepted: 'Du har inte ännu godkänt användarvillkoren för Asiointi.',
    read: 'Läs användarvillkoren',
    accept: 'Godkänn användarvillkoren',
  },
  updateContactInformation: {
    title: 'Uppdatera kontaktuppgifterna',
    intro: 'Håll dina kontaktuppgifter aktuella så att vi kan nå dig i frågor som gäller din vård.',
    introPrincipal:
      'Håll kontaktuppgifterna för {{name}} aktuella så att vi kan nå er i frågor som gäller hen.',
    cancel: 'Avbryt',
  },
};
