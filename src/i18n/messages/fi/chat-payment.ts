/**
 * The chat service's online-payment toggle (Q-32…Q-35, E-37) and direct compensation (Q-29…Q-31,
 * E-39, E-40, Q-08). Finnish is the source. Wired into each catalogue as `chat.onlinePayment` and
 * `chat.directCompensation`.
 */
export const onlinePaymentFi = {
  title: 'Verkkomaksu',
  toggle: 'Maksan verkkomaksulla',
  toggleHint: 'Maksat etävastaanoton heti sen jälkeen verkkopankissa tai kortilla.',
  warningLabel: 'Huomio',
  paperInvoiceFeeWarning:
    'Saat laskun paperilaskuna, ja siitä peritään laskutuslisä. Verkkomaksulla vältät lisän.',
  notAllowed:
    'Verkkomaksu ei ole käytettävissä tämän henkilön puolesta asioidessa, joten lasku lähetetään paperilaskuna.',
  readOnly: 'Maksutapaa ei voi juuri nyt muuttaa. Yritä myöhemmin uudelleen.',
  unavailable: 'Verkkomaksu ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
  loadError: 'Maksutapaa ei voitu tarkistaa.',
  retry: 'Yritä uudelleen',
  paymentUpdate: {
    enabled: 'Verkkomaksu on otettu käyttöön.',
    disabled: 'Verkkomaksu on poistettu käytöstä. Saat jatkossa paperilaskun.',
    error: 'Maksutavan tallentaminen ei onnistunut.',
  },
} as const;

export const directCompensationFi = {
  title: 'Suorakorvaus',
  principalTitle: 'Suorakorvaus lapselle',
  intro:
    'Kun suorakorvaus on käytössä, vakuutusyhtiö maksaa hoidon kulut suoraan meille, eikä korvausta tarvitse hakea itse.',
  enablingStep: {
    title: 'Ota suorakorvaus käyttöön',
    description:
      'Ota suorakorvaus käyttöön jokaiselle vakuutukselle. Sen jälkeen pääset vakuutusyhtiön asiakkaiden chattiin.',
    descriptionForPrincipal:
      'Otat suorakorvauksen käyttöön henkilölle {{name}}. Ota se käyttöön jokaiselle vakuutukselle. Sen jälkeen pääset vakuutusyhtiön asiakkaiden chattiin.',
    listLabel: 'Vakuutukset',
    loading: 'Ladataan vakuutuksia…',
    empty: 'Vakuutuksia, joihin voisi ottaa suorakorvauksen käyttöön, ei löytynyt.',
    disabled: 'Ota suorakorvaus käyttöön, jotta voit jatkaa.',
    getError: 'Vakuutuksia ei voitu ladata.',
    updateError: 'Valintaa ei voitu tallentaa.',
    saved: 'Valinta on tallennettu.',
    retry: 'Yritä uudelleen',
    next: 'Seuraava',
    cancel: 'Peruuta',
    close: 'Sulje',
  },
  principalSelection: {
    intro: 'Valitse ensin lapsi, jonka puolesta otat suorakorvauksen käyttöön.',
    chosen:
      'Asioit nyt henkilön {{name}} puolesta. Jatka suorakorvauksen käyttöönottoon tai valitse toinen henkilö.',
    choose: 'Valitse henkilö',
    continue: 'Jatka suorakorvaukseen',
    continueFor: 'Ota suorakorvaus käyttöön henkilölle {{name}}',
    forYourself: 'Ota suorakorvaus käyttöön itsellesi',
  },
  interrupted: {
    none: {
      title: 'Suorakorvauksen käyttöönotto jäi kesken',
      description:
        'Suorakorvausta ei otettu käyttöön. Voit aloittaa käyttöönoton uudelleen milloin tahansa.',
      restart: 'Ota suorakorvaus käyttöön',
    },
    some: {
      title: 'Suorakorvauksen käyttöönotto jäi kesken',
      description:
        'Suorakorvaus on otettu käyttöön osalle vakuutuksista. Ota se käyttöön kaikille vakuutuksille, niin pääset vakuutusyhtiön asiakkaiden chattiin.',
      restart: 'Jatka suorakorvauksen käyttöönottoa',
    },
    all: {
      title: 'Suorakorvaus on otettu käyttöön',
      description:
        'Suorakorvaus on nyt käytössä, mutta et vielä siirtynyt vakuutusyhtiön asiakkaiden chattiin.',
      restart: 'Siirry vakuutusyhtiön asiakkaiden chattiin',
    },
  },
} as const;
