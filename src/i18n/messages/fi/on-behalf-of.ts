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
    interruptedTitle: 'Huollettavaa ei lisätty',
    interupted:
      'Huollettavan lisääminen keskeytettiin Suomi.fi-valtuuksissa, eikä ketään lisätty. Voit aloittaa lisäämisen uudelleen milloin tahansa.',
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
