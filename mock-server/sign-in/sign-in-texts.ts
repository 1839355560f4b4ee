/**
 * The words of the test bank's pages in Finnish, Swedish and English, and how the page
 * language is chosen from the sign-in request.
 */
import type { Language } from '../personas.ts';

export interface SignInTexts {
  bankName: string;
  testOnlyTitle: string;
  testOnlyText: string;
  personasTitle: string;
  personasLegend: string;
  birthDate: string;
  cancel: string;
  chooserTitle: string;
  chooserIntro: string;
  chooserLegend: string;
  fakebankDescription: string;
  logoutTitle: string;
  logoutText: string;
  logoutButton: string;
  loggedOutTitle: string;
  loggedOutText: string;
  errorTitle: string;
  errorCode: string;
  errorDescription: string;
  errorReturn: string;
  interactionExpired: string;
}

export const signInTexts: Record<Language, SignInTexts> = {
  fi: {
    bankName: 'Testipankki',
    testOnlyTitle: 'Vain testikäyttöön.',
    testOnlyText:
      'Tämä ei ole oikea tunnistautuminen, eikä mihinkään pankkiin oteta yhteyttä. Valitse testihenkilö, jona haluat kirjautua asiointipalveluun.',
    personasTitle: 'Testipankki – valitse testihenkilö',
    personasLegend: 'Valitse testihenkilö',
    birthDate: 'Syntymäaika',
    cancel: 'Keskeytä tunnistautuminen',
    chooserTitle: 'Valitse tunnistustapa',
    chooserIntro: 'Tässä testiympäristössä on käytössä vain testipankki.',
    chooserLegend: 'Tunnistustavat',
    fakebankDescription: 'Testihenkilöt, ei oikeaa tunnistautumista',
    logoutTitle: 'Uloskirjautuminen',
    logoutText: 'Sinut kirjataan ulos testipankista.',
    logoutButton: 'Kirjaudu ulos',
    loggedOutTitle: 'Olet kirjautunut ulos',
    loggedOutText: 'Voit sulkea tämän ikkunan.',
    errorTitle: 'Tunnistautuminen ei onnistunut',
    errorCode: 'Virhekoodi',
    errorDescription: 'Kuvaus',
    errorReturn: 'Palaa asiointipalveluun ja yritä uudelleen.',
    interactionExpired: 'Tunnistautumisen aikaraja on umpeutunut tai istunto ei ole enää voimassa.',
  },
  sv: {
    bankName: 'Testbanken',
    testOnlyTitle: 'Endast för testning.',
    testOnlyText:
      'Detta är ingen riktig identifiering, och ingen bank kontaktas. Välj vilken testperson du vill logga in som i e-tjänsten.',
    personasTitle: 'Testbanken – välj testperson',
    personasLegend: 'Välj testperson',
    birthDate: 'Födelsedatum',
    cancel: 'Avbryt identifieringen',
    chooserTitle: 'Välj identifieringsmetod',
    chooserIntro: 'I den här testmiljön finns endast testbanken.',
    chooserLegend: 'Identifieringsmetoder',
    fakebankDescription: 'Testpersoner, ingen riktig identifiering',
    logoutTitle: 'Utloggning',
    logoutText: 'Du loggas ut från testbanken.',
    logoutButton: 'Logga ut',
    loggedOutTitle: 'Du har loggat ut',
    loggedOutText: 'Du kan stänga det här fönstret.',
    errorTitle: 'Identifieringen misslyckades',
    errorCode: 'Felkod',
    errorDescription: 'Beskrivning',
    errorReturn: 'Gå tillbaka till e-tjänsten och försök på nytt.',
    interactionExpired: 'Identifieringen har gått ut eller sessionen är inte längre giltig.',
  },
  en: {
    bankName: 'Test bank',
    testOnlyTitle: 'For testing only.',
    testOnlyText:
      'This is not a real identification, and no bank is contacted. Choose the test person to sign in to the e-services as.',
    personasTitle: 'Test bank – choose a test person',
    personasLegend: 'Choose a test person',
    birthDate: 'Date of birth',
    cancel: 'Cancel identification',
    chooserTitle: 'Choose an identification method',
    chooserIntro: 'Only the test bank is available in this test environment.',
    chooserLegend: 'Identification methods',
    fakebankDescription: 'Test persons, no real identification',
    logoutTitle: 'Signing out',
    logoutText: 'You are being signed out of the test bank.',
    logoutButton: 'Sign out',
    loggedOutTitle: 'You have signed out',
    loggedOutText: 'You can close this window.',
    errorTitle: 'Identification failed',
    errorCode: 'Error code',
    errorDescription: 'Description',
    errorReturn: 'Return to the e-services and try again.',
    interactionExpired: 'The identification has expired or the session is no longer valid.',
  },
};

function isLanguage(value: string): value is Language {
  return value === 'fi' || value === 'sv' || value === 'en';
}

/**
 * The page language: the first supported tag of `ui_locales` (a space-separated list such as
 * `sv-FI en`), else the `language` parameter the portal also sends (C-43), else Finnish.
 */
export function pickLanguage(uiLocales: unknown, language?: unknown): Language {
  const tags = [
    ...(typeof uiLocales === 'string' ? uiLocales.split(' ') : []),
    ...(typeof language === 'string' ? [language] : []),
  ];
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (isLanguage(primary)) {
      return primary;
    }
  }
  return 'fi';
}
