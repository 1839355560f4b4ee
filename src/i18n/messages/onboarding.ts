import type { Catalogue } from './catalogue.ts';

/**
 * Onboarding (portal-shell.md §2 "Family-member onboarding", §4 "Onboarding status"): the main
 * user's steps (contact details, terms of use, consents) and family-member onboarding. Finnish
 * is the source. Wired into each catalogue as `onboarding`.
 */
export const onboardingFi = {
  step: 'Vaihe {{current}}/{{total}}',
  back: 'Edellinen vaihe',
  loading: 'Ladataan tietojasi…',
  saveAndContinue: 'Tallenna ja jatka',
  finish: 'Valmis',
  finishing: 'Viimeistellään…',
  impossiblePrincipal: {
    title: 'Palasit omaan asiointiisi',
  },
  main: {
    title: 'Asioinnin käyttöönotto',
    contactInfo: {
      title: 'Yhteystietosi',
      introNew:
        'Tervetuloa asiointiin! Kerro aluksi yhteystietosi, jotta voimme tarvittaessa tavoittaa sinut hoitoosi liittyvissä asioissa.',
      introMissing:
        'Yhteystiedoistasi puuttuu tietoja. Täydennä ne, jotta voimme tarvittaessa tavoittaa sinut hoitoosi liittyvissä asioissa.',
    },
    termsOfUse: {
      title: 'Käyttöehdot',
      intro: 'Lue käyttöehdot ja hyväksy ne, niin pääset käyttämään asiointia.',
      summaryIntro: 'Käyttöehdot lyhyesti:',
      summary: {
        service:
          'Asiointi on tarkoitettu terveyteesi liittyvien asioiden hoitamiseen. Hätätilanteessa soita numeroon 112.',
        identification:
          'Kirjaudut palveluun vahvalla tunnistautumisella. Älä anna tunnuksiasi kenenkään muun käyttöön.',
        data: 'Käsittelemme tietojasi tietosuojaselosteen mukaisesti ja vain hoitosi ja palvelun toteuttamiseksi.',
        onBehalf: 'Voit asioida huollettavasi puolesta, kun sinulla on siihen oikeus.',
      },
      readTerms: 'Lue käyttöehdot kokonaisuudessaan',
      accept: 'Hyväksyn käyttöehdot',
      acceptRequired: 'Hyväksy käyttöehdot, jotta voit jatkaa.',
      save: 'Hyväksy ja jatka',
    },
    consents: {
      title: 'Suostumukset',
      intro:
        'Valitse, mihin annat suostumuksesi. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      later: 'Voit muuttaa suostumuksiasi myöhemmin Omat tiedot -sivulla.',
    },
  },
  principalOnboarding: {
    title: 'Huollettavan asioinnin käyttöönotto',
    abort: 'Keskeytä',
    continue: 'Jatka',
    registrationFailed: 'Huollettavan lisääminen ei onnistunut. Yritä uudelleen.',
    contactInfo: {
      title: 'Yhteystiedot',
      intro:
        'Täytä henkilön {{name}} yhteystiedot, jotta voimme tarvittaessa tavoittaa teidät hänen asioissaan.',
      introSomeone:
        'Täytä huollettavasi yhteystiedot, jotta voimme tarvittaessa tavoittaa teidät hänen asioissaan.',
    },
    consents: {
      title: 'Suostumukset',
      intro:
        'Valitse, mihin annat suostumuksen henkilön {{name}} puolesta. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      introSomeone:
        'Valitse, mihin annat suostumuksen huollettavasi puolesta. Tallenna kunkin aiheen valinnat sen omalla painikkeella.',
      later:
        'Voit muuttaa suostumuksia myöhemmin Omat tiedot -sivulla, kun asioit huollettavasi puolesta.',
    },
  },
} as const;

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
    title: 'Ta e-tjänsten i bruk',
    contactInfo: {
      title: 'Dina kontaktuppgifter',
      introNew:
        'Välkommen till e-tjänsten! Börja med att ange dina kontaktuppgifter, så att vi vid behov kan nå dig i frågor som gäller din vård.',
      introMissing:
        'Det saknas uppgifter bland dina kontaktuppgifter. Komplettera dem, så att vi vid behov kan nå dig i frågor som gäller din vård.',
    },
    termsOfUse: {
      title: 'Användarvillkor',
      intro: 'Läs användarvillkoren och godkänn dem för att kunna använda e-tjänsten.',
      summaryIntro: 'Användarvillkoren i korthet:',
      summary: {
        service:
          'E-tjänsten är avsedd för ärenden som gäller din hälsa. Ring 112 i en nödsituation.',
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
    title: 'Ta e-tjänsten i bruk för en minderårig',
    abort: 'Avbryt',
    continue: 'Fortsätt',
    registrationFailed: 'Det gick inte att lägga till den minderåriga. Försök igen.',
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

export const onboardingEn: Catalogue['onboarding'] = {
  step: 'Step {{current}} of {{total}}',
  back: 'Previous step',
  loading: 'Loading your details…',
  saveAndContinue: 'Save and continue',
  finish: 'Done',
  finishing: 'Finishing…',
  impossiblePrincipal: {
    title: 'You are back in your own services',
  },
  main: {
    title: 'Getting started',
    contactInfo: {
      title: 'Your contact details',
      introNew:
        'Welcome! First, tell us your contact details so that we can reach you about your care when needed.',
      introMissing:
        'Some of your contact details are missing. Please complete them so that we can reach you about your care when needed.',
    },
    termsOfUse: {
      title: 'Terms of use',
      intro: 'Read the terms of use and accept them to start using the e-services.',
      summaryIntro: 'The terms of use in brief:',
      summary: {
        service:
          'The e-services are for matters concerning your health. In an emergency, call 112.',
        identification:
          'You sign in with strong identification. Do not let anyone else use your credentials.',
        data: 'We process your data as our privacy statement describes, only to provide your care and the service.',
        onBehalf:
          'You can act on behalf of a child or family member when you have the right to do so.',
      },
      readTerms: 'Read the full terms of use',
      accept: 'I accept the terms of use',
      acceptRequired: 'Accept the terms of use to continue.',
      save: 'Accept and continue',
    },
    consents: {
      title: 'Consents',
      intro: 'Choose what you consent to. Save the choices of each topic with its own button.',
      later: 'You can change your consents later on the My information page.',
    },
  },
  principalOnboarding: {
    title: 'Setting up a family member',
    abort: 'Cancel',
    continue: 'Continue',
    registrationFailed: 'The family member could not be added. Please try again.',
    contactInfo: {
      title: 'Contact details',
      intro:
        'Fill in the contact details of {{name}} so that we can reach you about their care when needed.',
      introSomeone:
        'Fill in the contact details of your family member so that we can reach you about their care when needed.',
    },
    consents: {
      title: 'Consents',
      intro:
        'Choose what you consent to on behalf of {{name}}. Save the choices of each topic with its own button.',
      introSomeone:
        'Choose what you consent to on behalf of your family member. Save the choices of each topic with its own button.',
      later:
        'You can change the consents later on the My information page while acting on their behalf.',
    },
  },
};
