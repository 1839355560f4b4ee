import type { Catalogue } from './catalogue.ts';

/** Acting on behalf: the principal-selection modal, the add-principal flow, the acting-for banner. */
export const onBehalfOfFi = {
  selectPrincipal: {
    title: 'Kenen asioita hoidat?',
    description: 'Voit asioida itsesi tai huollettavasi puolesta. Valitse henkilö listasta.',
    listLabel: 'Henkilöt, joiden puolesta voit asioida',
    loading: 'Haetaan henkilöitä…',
    yourself: 'Oma asiointi',
    principal: 'Huollettava',
    onlinePaymentNotAllowed: 'Verkkomaksu ei ole käytettävissä',
    validUntil: 'Asiointioikeus päättyy {{date}}',
    validUntilPassed: 'Asiointioikeus on päättynyt {{date}}',
    confirm: 'Valitse',
    cancel: 'Peruuta',
    addPrincipal: 'Lisää huollettava',
    addPrincipalDescription:
      'Puuttuuko listalta lapsesi? Lisää hänet, niin siirryt tunnistautumaan Suomi.fi-valtuuksiin.',
    help: 'Tarvitsetko apua? Soita asiakaspalveluumme numeroon {{phone}}.',
    principalWasNotSelected: 'Henkilöä ei ole valittu. Valitse, kenen asioita hoidat.',
    failedToLoadPrincipals: 'Huollettavien tietoja ei saatu haettua.',
    failedToSelectPrincipal: 'Henkilön valinta ei onnistunut. Yritä uudelleen.',
  },
  confirmation: {
    title: 'Henkilö vaihdettu',
    actingOnBehalfOf: 'Asioit henkilön {{first}} {{last}} puolesta.',
    ok: 'Selvä',
  },
  addPrincipal: {
    starting: 'Siirrytään Suomi.fi-valtuuksiin…',
    completing: 'Huollettavaa lisätään…',
    failedTitle: 'Huollettavan lisääminen ei onnistunut',
    interupted: 'Huollettavan lisääminen keskeytettiin. Voit yrittää uudelleen.',
    connectionError: 'Yhteydessä tapahtui virhe, eikä huollettavaa voitu lisätä. Yritä uudelleen.',
    overAgeLimit:
      'Valitsemasi henkilö on täysi-ikäinen, joten et voi enää asioida hänen puolestaan.',
  },
  banner: {
    label: 'Asiointi toisen puolesta',
    actingFor: 'Asioit henkilön {{name}} puolesta',
    actingForSomeone: 'Asioit toisen henkilön puolesta',
    backToSelf: 'Palaa omaan asiointiin',
    change: 'Vaihda henkilöä',
  },
} as const;

export const onBehalfOfSv: Catalogue['onBehalfOf'] = {
  selectPrincipal: {
    title: 'Vems ärenden sköter du?',
    description:
      'Du kan sköta ärenden för dig själv eller för någon du är vårdnadshavare för. Välj en person i listan.',
    listLabel: 'Personer som du kan sköta ärenden för',
    loading: 'Personerna hämtas…',
    yourself: 'Egna ärenden',
    principal: 'Minderårig',
    onlinePaymentNotAllowed: 'Webbetalning är inte tillgänglig',
    validUntil: 'Rätten att sköta ärenden upphör {{date}}',
    validUntilPassed: 'Rätten att sköta ärenden upphörde {{date}}',
    confirm: 'Välj',
    cancel: 'Avbryt',
    addPrincipal: 'Lägg till en minderårig',
    addPrincipalDescription:
      'Saknas ditt barn i listan? Lägg till barnet, så går du vidare till Suomi.fi-fullmakter för identifiering.',
    help: 'Behöver du hjälp? Ring vår kundtjänst på {{phone}}.',
    principalWasNotSelected: 'Ingen person har valts. Välj vems ärenden du sköter.',
    failedToLoadPrincipals: 'Uppgifterna om de minderåriga kunde inte hämtas.',
    failedToSelectPrincipal: 'Det gick inte att välja personen. Försök igen.',
  },
  confirmation: {
    title: 'Personen har bytts',
    actingOnBehalfOf: 'Du sköter ärenden för {{first}} {{last}}.',
    ok: 'Okej',
  },
  addPrincipal: {
    starting: 'Du går vidare till Suomi.fi-fullmakter…',
    completing: 'Den minderåriga läggs till…',
    failedTitle: 'Det gick inte att lägga till den minderåriga',
    interupted: 'Tillägget avbröts. Du kan försöka igen.',
    connectionError: 'Ett anslutningsfel uppstod och personen kunde inte läggas till. Försök igen.',
    overAgeLimit: 'Personen du valde är myndig, så du kan inte längre sköta ärenden för hen.',
  },
  banner: {
    label: 'Ärenden för någon annan',
    actingFor: 'Du sköter ärenden för {{name}}',
    actingForSomeone: 'Du sköter ärenden för en annan person',
    backToSelf: 'Tillbaka till egna ärenden',
    change: 'Byt person',
  },
};

export const onBehalfOfEn: Catalogue['onBehalfOf'] = {
  selectPrincipal: {
    title: 'Whose matters are you handling?',
    description:
      'You can use the service for yourself or on behalf of a child in your care. Choose a person from the list.',
    listLabel: 'People you can act on behalf of',
    loading: 'Loading people…',
    yourself: 'For myself',
    principal: 'Child in your care',
    onlinePaymentNotAllowed: 'Online payment is not available',
    validUntil: 'Right to act on their behalf ends on {{date}}',
    validUntilPassed: 'Right to act on their behalf ended on {{date}}',
    confirm: 'Select',
    cancel: 'Cancel',
    addPrincipal: 'Add a child',
    addPrincipalDescription:
      'Is your child missing from the list? Add them: you will continue to Suomi.fi e-Authorizations to identify.',
    help: 'Need help? Call our customer service on {{phone}}.',
    principalWasNotSelected: 'No principal selected. Choose whose matters you are handling.',
    failedToLoadPrincipals: 'The people you can act for could not be loaded.',
    failedToSelectPrincipal: 'The person could not be selected. Please try again.',
  },
  confirmation: {
    title: 'Person changed',
    actingOnBehalfOf: 'Acting on behalf of {{first}} {{last}}.',
    ok: 'OK',
  },
  addPrincipal: {
    starting: 'Continuing to Suomi.fi e-Authorizations…',
    completing: 'Adding the child…',
    failedTitle: 'The child could not be added',
    interupted: 'Adding the child was interrupted. You can try again.',
    connectionError:
      'A connection error occurred and the child could not be added. Please try again.',
    overAgeLimit: 'The person you chose is of age, so you can no longer act on their behalf.',
  },
  banner: {
    label: 'Acting on behalf of someone',
    actingFor: 'You are acting on behalf of {{name}}',
    actingForSomeone: 'You are acting on behalf of another person',
    backToSelf: 'Back to my own matters',
    change: 'Change person',
  },
};
