import type { Catalogue } from '../catalogue.ts';

export const onboardingSv: Catalogue['onboarding'] = {
  step: 'Steg {{current}}/{{total}}',
  back: 'Föregående steg',
  loading: 'Dina uppgifter laddas…',
  saveAndContinue: 'Spara och fortsätt',
  finish: 'Klar',
  finishing: 'Slutförs…',
  impossiblePrincipal: {
    title: 'Du sköter nu dina egna ärenden',
  },
  main: {
    title: 'Ta Asiointi i bruk',
    contactInfo: {
      title: 'Dina kontaktuppgifter',
      introNew:
        'Välkommen till Asiointi! Börja med att ange dina kontaktuppgifter, så att vi vid behov kan nå dig i frågor som gäller din vård.',
      introMissing:
        'Det saknas uppgifter bland dina kontaktuppgifter. Komplettera dem, så att vi vid behov kan nå dig i frågor som gäller din vård.',
    },
    termsOfUse: {
      title: 'Användarvillkor',
      intro: 'Läs användarvillkoren och godkänn dem för att kunna använda Asiointi.',
      summaryIntro: 'Användarvillkoren i korthet:',
      summary: {
        service: 'Asiointi är avsedd för ärenden som gäller din hälsa. Ring 112 i en nödsituation.',
        identification: 'Du loggar in med stark autentisering. Låt ingen annan använda dina koder.',
        data: 'Vi behandlar dina uppgifter enligt dataskyddsbeskrivningen och endast för din vård och för tjänsten.',
        onBehalf:
          'Du kan sköta ärenden för en minderårig som du är vårdnadshavare för, när du har rätt till det.',
      },
      readTerms: 'Läs hela användarvillkoren',
      accept: 'Jag godkänner användarvillkoren',
      acceptRequired: 'Godkänn användarvillkoren för att fortsätta.',
      save: 'Godkänn och fortsätt',
    },
    consents: {
      title: 'Samtycken',
      intro:
        'Välj vad du ger ditt samtycke till. Spara valen för varje ämne med ämnets egen knapp.',
      later: 'Du kan ändra dina samtycken senare på sidan Mina uppgifter.',
    },
  },
  principalOnboarding: {
    title: 'Ta Asiointi i bruk för en minderårig',
    abort: 'Avbryt',
    continue: 'Fortsätt',
    registrationFailed: 'Det gick inte att lägga till den minderåriga. Försök igen.',
    unfinished: {
      title: 'Ibruktagningen är inte klar',
      text: 'Uppgifterna för {{name}} är inte ifyllda ännu. Du kan fortsätta där du slutade eller avbryta och återgå till dina egna ärenden.',
      textSomeone:
        'Uppgifterna för den minderåriga är inte ifyllda ännu. Du kan fortsätta där du slutade eller avbryta och återgå till dina egna ärenden.',
    },
    contactInfo: {
      title: 'Kontaktuppgifter',
      intro:
        'Fyll i kontaktuppgifterna för {{name}}, så att vi vid behov kan nå er i frågor som gäller hens vård.',
      introSomeone:
        'Fyll i den minderårigas kontaktuppgifter, så att vi vid behov kan nå er i frågor som gäller hens vård.',
    },
    consents: {
      title: 'Samtycken',
      intro:
        'Välj vad du ger samtycke till för {{name}}. Spara valen för varje ämne med ämnets egen knapp.',
      introSomeone:
        'Välj vad du ger samtycke till för den minderåriga. Spara valen för varje ämne med ämnets egen knapp.',
      later:
        'Du kan ändra samtyckena senare på sidan Mina uppgifter när du sköter den minderårigas ärenden.',
    },
  },
};
