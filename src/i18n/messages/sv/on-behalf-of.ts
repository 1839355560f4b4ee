import type { Catalogue } from '../catalogue.ts';

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
    interruptedTitle: 'Ingen minderårig lades till',
    interupted:
      'Tillägget avbröts i Suomi.fi-fullmakter och ingen lades till. Du kan börja om när du vill.',
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
