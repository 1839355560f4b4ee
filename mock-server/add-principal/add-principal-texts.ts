/**
 * The words of the local authorization page of the add-principal flow (the stand-in for the
 * Suomi.fi mandate service) in Finnish, Swedish and English.
 */
import type { Language } from '../personas.ts';

/** The request parameters the page checks, in the order the error page lists them. */
export const checkedParameters = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'user',
  'subscription-key',
] as const;

export type CheckedParameter = (typeof checkedParameters)[number];

export interface AddPrincipalTexts {
  serviceName: string;
  chooseTitle: string;
  testOnlyTitle: string;
  testOnlyText: string;
  identifiedAs: (name: string) => string;
  chooseLegend: string;
  birthDate: string;
  noMandates: string;
  otherActions: string;
  cancel: string;
  simulateError: string;
  errorTitle: string;
  errorIntro: string;
  problemsHeading: string;
  rules: Record<CheckedParameter, string>;
  unknownChoice: string;
  errorReturn: string;
  serverErrorTitle: string;
  serverErrorText: string;
  notFoundTitle: string;
  notFoundText: string;
}

export const addPrincipalTexts: Record<Language, AddPrincipalTexts> = {
  fi: {
    serviceName: 'Testivaltuudet',
    chooseTitle: 'Testivaltuudet – valitse henkilö',
    testOnlyTitle: 'Vain testikäyttöön.',
    testOnlyText:
      'Tämä sivu korvaa paikallisessa testiympäristössä Suomi.fi-valtuudet. Oikeita valtuuksia ei tarkisteta.',
    identifiedAs: (name) => `Olet tunnistautunut henkilönä ${name}.`,
    chooseLegend: 'Valitse henkilö, jonka puolesta haluat asioida',
    birthDate: 'Syntymäaika',
    noMandates: 'Sinulla ei ole valtuuksia asioida kenenkään toisen henkilön puolesta.',
    otherActions: 'Muut toiminnot',
    cancel: 'Keskeytä ja palaa asiointipalveluun',
    simulateError: 'Simuloi palveluvirhe (testaukseen)',
    errorTitle: 'Valtuuspyyntö ei kelpaa',
    errorIntro:
      'Asiointipalvelu lähetti virheellisen pyynnön, joten sinua ei ohjata takaisin palveluun.',
    problemsHeading: 'Pyynnön virheet',
    rules: {
      response_type: 'response_type: arvon pitää olla code.',
      client_id: 'client_id: arvon pitää olla asiointi-web.',
      redirect_uri: 'redirect_uri: osoitteen pitää olla muotoa http://localhost:<portti>/…',
      state: 'state: arvossa pitää olla tasan 15 merkkiä (kirjaimia, numeroita tai välimerkkejä).',
      user: 'user: arvon pitää olla sisäänkirjautuvan testihenkilön tunniste.',
      'subscription-key': 'subscription-key: tilausavain puuttuu.',
    },
    unknownChoice: 'Valittua henkilöä ei löydy valtuuksistasi.',
    errorReturn: 'Palaa asiointipalveluun ja yritä uudelleen.',
    serverErrorTitle: 'Testivaltuuksien simuloitu palveluvirhe',
    serverErrorText:
      'Tämä virhe aiheutettiin tarkoituksella testisivulla (obo_error=server_error). Mikään ei ole rikki.',
    notFoundTitle: 'Sivua ei löydy',
    notFoundText: 'Testivaltuuksissa ei ole tällaista sivua.',
  },
  sv: {
    serviceName: 'Testfullmakter',
    chooseTitle: 'Testfullmakter – välj person',
    testOnlyTitle: 'Endast för testning.',
    testOnlyText:
      'Den här sidan ersätter Suomi.fi-fullmakter i den lokala testmiljön. Inga riktiga fullmakter kontrolleras.',
    identifiedAs: (name) => `Du är identifierad som ${name}.`,
    chooseLegend: 'Välj personen som du vill sköta ärenden för',
    birthDate: 'Födelsedatum',
    noMandates: 'Du har inga fullmakter att sköta ärenden för någon annan person.',
    otherActions: 'Andra åtgärder',
    cancel: 'Avbryt och gå tillbaka till e-tjänsten',
    simulateError: 'Simulera ett tjänstefel (för testning)',
    errorTitle: 'Fullmaktsbegäran är ogiltig',
    errorIntro:
      'E-tjänsten skickade en felaktig begäran, så du skickas inte tillbaka till tjänsten.',
    problemsHeading: 'Fel i begäran',
    rules: {
      response_type: 'response_type: värdet ska vara code.',
      client_id: 'client_id: värdet ska vara asiointi-web.',
      redirect_uri: 'redirect_uri: adressen ska ha formen http://localhost:<port>/…',
      state: 'state: värdet ska ha exakt 15 tecken (bokstäver, siffror eller skiljetecken).',
      user: 'user: värdet ska vara id:t för en testperson som kan logga in.',
      'subscription-key': 'subscription-key: prenumerationsnyckeln saknas.',
    },
    unknownChoice: 'Den valda personen finns inte bland dina fullmakter.',
    errorReturn: 'Gå tillbaka till e-tjänsten och försök på nytt.',
    serverErrorTitle: 'Simulerat tjänstefel i testfullmakterna',
    serverErrorText:
      'Felet orsakades avsiktligt på testsidan (obo_error=server_error). Ingenting är trasigt.',
    notFoundTitle: 'Sidan hittades inte',
    notFoundText: 'Testfullmakterna har ingen sådan sida.',
  },
  en: {
    serviceName: 'Test mandates',
    chooseTitle: 'Test mandates – choose a person',
    testOnlyTitle: 'For testing only.',
    testOnlyText:
      'This page stands in for the Suomi.fi mandate service in the local test environment. No real mandates are checked.',
    identifiedAs: (name) => `You are identified as ${name}.`,
    chooseLegend: 'Choose the person you want to act on behalf of',
    birthDate: 'Date of birth',
    noMandates: 'You have no mandates to act on behalf of another person.',
    otherActions: 'Other actions',
    cancel: 'Cancel and return to the e-services',
    simulateError: 'Simulate a service error (for testing)',
    errorTitle: 'The mandate request is not valid',
    errorIntro: 'The e-services sent a request that is not valid, so you are not sent back there.',
    problemsHeading: 'What is wrong with the request',
    rules: {
      response_type: 'response_type: the value must be code.',
      client_id: 'client_id: the value must be asiointi-web.',
      redirect_uri: 'redirect_uri: the address must be http://localhost:<port>/…',
      state: 'state: the value must be exactly 15 characters (letters, digits or punctuation).',
      user: 'user: the value must be the id of a test person who can sign in.',
      'subscription-key': 'subscription-key: the subscription key is missing.',
    },
    unknownChoice: 'The chosen person is not among your mandates.',
    errorReturn: 'Return to the e-services and try again.',
    serverErrorTitle: 'Simulated service error of the test mandates',
    serverErrorText:
      'This error was caused on purpose on the test page (obo_error=server_error). Nothing is broken.',
    notFoundTitle: 'Page not found',
    notFoundText: 'The test mandates have no such page.',
  },
};
