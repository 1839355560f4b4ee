import type { Catalogue } from '../catalogue.ts';

export const occupationalSv: Catalogue['occupational'] = {
  section: {
    title: 'Företagshälsovård',
    loading: 'Företagshälsovårdens tjänster laddas',
    startSelfTriage: {
      link: 'Starta symtombedömningen',
      description:
        'Svara på några frågor om dina symtom, så hänvisar vi dig till rätt tjänst inom företagshälsovården.',
    },
    booking: {
      link: 'Boka tid till företagshälsovården',
      description: 'Enligt företagshälsovårdens anvisningar bokar du tid i tidsbokningen.',
    },
    chatList: {
      link: 'Företagshälsovårdens chattar',
      description: 'Chatta med företagshälsovårdaren, -läkaren eller -psykologen.',
    },
    visitor: {
      link: 'Logga in och gå till företagshälsovårdens chattar',
      description: 'Som kund hos företagshälsovården ser du dess chattar när du har loggat in.',
    },
  },
  errors: {
    loadFailed: 'Det gick inte att ladda företagshälsovårdens tjänster.',
  },
  selfTriage: {
    backToChat: 'Tillbaka till distansmottagningen',
    onlyForOneself:
      'Du kan göra symtombedömningen endast om dina egna symtom. När du sköter ärenden för någon annan, byt först till dina egna ärenden.',
    checking: 'Vi kontrollerar om symtombedömningen är tillgänglig för dig',
    survey: {
      title: 'Symtombedömning',
      lead: 'Svara på frågorna om dina symtom. Yrkespersonen får dina svar när chatten börjar.',
      frameTitle: 'Frågorna i symtombedömningen',
      loading: 'Symtombedömningen laddas',
      cancel: 'Avbryt symtombedömningen och gå tillbaka till chatten',
    },
    failureTitle: 'Symtombedömningen misslyckades',
    failure:
      'Symtombedömningen kunde tyvärr inte laddas eller avbröts. Försök igen, eller gå tillbaka till chatten och starta den utan symtombedömning.',
    tryAgain: 'Försök igen',
    backToQueue: 'Tillbaka till chatten',
    intro: {
      title: 'Symtombedömning före chatten',
      lead: 'I symtombedömningen berättar du om dina symtom innan du chattar med en yrkesperson inom företagshälsovården. Utifrån dina svar får du en rekommendation om en tjänst som passar dig.',
      howTitle: 'Så här går symtombedömningen till',
      steps: {
        consent: 'Du ger ditt samtycke till att dina svar behandlas.',
        questions: 'Du svarar på frågor om dina symtom. Det tar några minuter.',
        chat: 'Du får en rekommendation, och yrkespersonen ser dina svar när chatten börjar.',
      },
      emergency: 'Om du behöver brådskande hjälp, ring nödnumret 112.',
      next: 'Nästa',
    },
    consent: {
      title: 'Samtycke till symtombedömningen',
      text: 'Svaren i symtombedömningen sparas i dina patientuppgifter, och yrkespersonerna inom din företagshälsovård använder dem för att planera din vård.',
      withdraw: 'Du kan avbryta symtombedömningen när som helst.',
      checkbox: 'Jag samtycker till att svaren i symtombedömningen behandlas',
      error: 'Ge ditt samtycke för att fortsätta till symtombedömningen.',
      continue: 'Fortsätt till symtombedömningen',
      back: 'Föregående',
    },
  },
};
