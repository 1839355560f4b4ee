/**
 * The Finnish catalogue's core: what any page may show, loaded before the first render. The
 * parts (`catalogue.ts`, `CataloguePart`) load with the pages that show them.
 */
export const fiCore = {
  header: {
    skipToMainContent: 'Siirry pääsisältöön',
    logoLink: 'Asiointi, etusivu',
    serviceMenu: {
      label: 'Palvelut',
      toggle: 'Valikko',
      opened: 'Valikko avattu',
      closed: 'Valikko suljettu',
      frontpage: 'Etusivu',
      booking: 'Ajanvaraus',
      chat: 'Etävastaanotto',
      myEvents: 'Omat tapahtumat',
      payments: 'Maksut',
      messages: 'Viestit',
    },
    userMenu: {
      label: 'Käyttäjävalikko',
      myInformation: 'Omat tiedot',
      logOut: 'Kirjaudu ulos',
    },
    logIn: 'Kirjaudu sisään',
    mainWebsite: 'Terveyspalvelu Kaikun verkkosivut',
    languageSwitcher: {
      label: 'Valitse kieli',
    },
    environmentTag: 'Ympäristö: {{environment}}',
    actOnBehalf: 'Asioi toisen puolesta',
    selectPrincipal: 'Valitse asioitava henkilö',
  },
  footer: {
    customerService: {
      heading: 'Asiakaspalvelu',
      phoneLine: 'Puhelin {{phone}}',
      callPrice:
        'Puhelun hinta on 8,35 senttiä puhelulta ja 19,33 senttiä minuutilta sekä matkapuhelin- tai paikallisverkkomaksu. Myös jonotus on maksullista.',
      otherContactInformation: 'Muut yhteystiedot',
    },
    appStores: {
      heading: 'Lataa Kaiku-sovellus',
      appStore: 'Lataa App Storesta',
      googlePlay: 'Hanki se Google Playsta',
    },
    navigation: {
      heading: 'Asiointipalvelut',
    },
    legal: {
      label: 'Tietoa palvelusta',
      priceList: 'Hinnasto',
      feedback: 'Anna palautetta',
      termsOfUse: 'Käyttöehdot',
      privacy: 'Tietosuoja',
      accessibility: 'Saavutettavuusseloste',
      cookieSettings: 'Evästeasetukset',
    },
    copyright: '© {{year}} Terveyspalvelu Kaiku',
  },
  maintenance: {
    title: 'Huoltokatko',
    description:
      'Asiointi on tilapäisesti poissa käytöstä huoltotöiden vuoksi. Pahoittelemme häiriötä. Kiireellisissä asioissa soita asiakaspalveluumme. Hätätilanteessa soita 112.',
    callCustomerService: 'Soita asiakaspalveluun',
  },
  errorPage: {
    title: 'Virhe',
    description:
      'Sivua ei voitu näyttää odottamattoman virheen vuoksi. Lataa sivu uudelleen tai palaa edelliselle sivulle.',
    reload: 'Lataa sivu uudelleen',
    back: 'Palaa edelliselle sivulle',
  },
  blocked: {
    title: 'Asiointi ei ole käytettävissäsi',
    description:
      'Et voi tällä hetkellä käyttää Asiointia. Ota yhteyttä asiakaspalveluumme, niin selvitämme asian.',
    link: 'Asiakaspalvelun yhteystiedot',
  },
  notFound: {
    title: 'Sivua ei löytynyt',
    description:
      'Etsimääsi sivua ei löytynyt. Se on voitu poistaa tai siirtää, tai osoitteessa voi olla virhe.',
    returnHome: 'Palaa etusivulle',
    imageAlt: 'Virhe 404',
  },
  appBanner: {
    text: 'Asioi helpommin Kaiku-sovelluksella.',
    close: 'Sulje sovellusilmoitus',
  },
  frontPage: {
    title: 'Tervetuloa Asiointiin',
    intro:
      'Hoida terveysasiasi verkossa silloin, kun sinulle sopii – itsesi tai läheisesi puolesta.',
    greeting: 'Hei, {{name}}!',
    servicesHeading: 'Mitä haluat tehdä?',
    loginPrompt: {
      title: 'Kirjaudu ja asioi turvallisesti',
      text: 'Kirjautumalla näet omat tapahtumasi ja viestisi ja voit asioida myös lapsesi tai läheisesi puolesta.',
    },
    services: {
      chat: {
        title: 'Etävastaanotto',
        description: 'Keskustele ammattilaisen kanssa chatissa tai videolla.',
      },
      booking: {
        title: 'Ajanvaraus',
        description: 'Varaa aika lääkärille, hammaslääkärille tai muulle ammattilaiselle.',
      },
      myEvents: {
        title: 'Omat tapahtumat',
        description: 'Katso käyntisi, laboratoriotuloksesi, reseptisi ja rokotuksesi.',
      },
      payments: {
        title: 'Maksut',
        description: 'Tarkista laskusi ja valitse, miten maksat käyntisi.',
      },
      messages: {
        title: 'Viestit',
        description: 'Lue hoitohenkilökunnan viestejä ja lähetä omasi.',
      },
      myInformation: {
        title: 'Omat tiedot',
        description: 'Päivitä yhteystietosi, suostumuksesi ja vakuutustietosi.',
      },
    },
  },
  languages: {
    fi: 'Suomi',
    sv: 'Svenska',
    en: 'English',
  },
  environment: {
    local: 'paikallinen',
    dev: 'kehitys',
    test: 'testi',
    stg: 'esituotanto',
    prod: 'tuotanto',
  },
  common: {
    loading: 'Ladataan…',
    slowLoading: 'Lataaminen kestää tavallista kauemmin. Odota hetki.',
    retry: 'Yritä uudelleen',
    close: 'Sulje',
    externalLink: 'ulkoinen linkki',
    opensInNewTab: 'avautuu uuteen välilehteen',
    today: 'Tänään',
  },
} as const;
