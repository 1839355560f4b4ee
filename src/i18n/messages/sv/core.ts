import type { CatalogueCore } from '../catalogue.ts';

/** The Swedish catalogue's core (see `fiCore`). */
export const svCore: CatalogueCore = {
  header: {
    skipToMainContent: 'Hoppa till huvudinnehållet',
    logoLink: 'Asiointi, startsida',
    serviceMenu: {
      label: 'Tjänster',
      toggle: 'Meny',
      opened: 'Menyn har öppnats',
      closed: 'Menyn har stängts',
      frontpage: 'Startsida',
      booking: 'Tidsbokning',
      chat: 'Distansmottagning',
      myEvents: 'Mina händelser',
      payments: 'Betalningar',
      messages: 'Meddelanden',
    },
    userMenu: {
      label: 'Användarmeny',
      myInformation: 'Mina uppgifter',
      logOut: 'Logga ut',
    },
    logIn: 'Logga in',
    mainWebsite: 'Terveyspalvelu Kaikus webbplats',
    languageSwitcher: {
      label: 'Välj språk',
    },
    environmentTag: 'Miljö: {{environment}}',
    actOnBehalf: 'Sköt ärenden för någon annan',
    selectPrincipal: 'Välj person',
  },
  footer: {
    customerService: {
      heading: 'Kundtjänst',
      phoneLine: 'Telefon {{phone}}',
      callPrice:
        'Samtalet kostar 8,35 cent per samtal och 19,33 cent per minut samt mobil- eller lokalnätsavgift. Även kötiden är avgiftsbelagd.',
      otherContactInformation: 'Övriga kontaktuppgifter',
    },
    appStores: {
      heading: 'Ladda ned Kaiku-appen',
      appStore: 'Hämta i App Store',
      googlePlay: 'Ladda ned på Google Play',
    },
    navigation: {
      heading: 'E-tjänster',
    },
    legal: {
      label: 'Om tjänsten',
      priceList: 'Prislista',
      feedback: 'Ge respons',
      termsOfUse: 'Användarvillkor',
      privacy: 'Dataskydd',
      accessibility: 'Tillgänglighetsutlåtande',
      cookieSettings: 'Cookie-inställningar',
    },
    copyright: '© {{year}} Terveyspalvelu Kaiku',
  },
  maintenance: {
    title: 'Serviceavbrott',
    description:
      'Asiointi är tillfälligt ur bruk på grund av underhållsarbete. Vi beklagar olägenheten. I brådskande ärenden kan du ringa vår kundtjänst. I nödsituationer ring 112.',
    callCustomerService: 'Ring kundtjänst',
  },
  errorPage: {
    title: 'Fel',
    description:
      'Sidan kunde inte visas på grund av ett oväntat fel. Ladda om sidan eller gå tillbaka till föregående sida.',
    reload: 'Ladda om sidan',
    back: 'Gå tillbaka till föregående sida',
  },
  blocked: {
    title: 'Asiointi är inte tillgängligt för dig',
    description:
      'Du kan för närvarande inte använda Asiointi. Kontakta vår kundtjänst så reder vi ut saken.',
    link: 'Kundtjänstens kontaktuppgifter',
  },
  notFound: {
    title: 'Sidan hittades inte',
    description:
      'Sidan du söker hittades inte. Den kan ha tagits bort eller flyttats, eller så är adressen felaktig.',
    returnHome: 'Tillbaka till startsidan',
    imageAlt: 'Fel 404',
  },
  appBanner: {
    text: 'Det är enklare med Kaiku-appen.',
    close: 'Stäng appmeddelandet',
  },
  frontPage: {
    title: 'Välkommen till Asiointi',
    intro:
      'Sköt dina hälsoärenden på nätet när det passar dig – för dig själv eller för en närstående.',
    greeting: 'Hej, {{name}}!',
    servicesHeading: 'Vad vill du göra?',
    loginPrompt: {
      title: 'Logga in och sköt dina ärenden tryggt',
      text: 'När du loggar in ser du dina händelser och meddelanden och kan sköta ärenden även för ditt barn eller en närstående.',
    },
    services: {
      chat: {
        title: 'Distansmottagning',
        description: 'Chatta eller ha ett videosamtal med en yrkesperson.',
      },
      booking: {
        title: 'Tidsbokning',
        description: 'Boka tid hos läkare, tandläkare eller en annan yrkesperson.',
      },
      myEvents: {
        title: 'Mina händelser',
        description: 'Se dina besök, laboratoriesvar, recept och vaccinationer.',
      },
      payments: {
        title: 'Betalningar',
        description: 'Kontrollera dina fakturor och välj hur du betalar dina besök.',
      },
      messages: {
        title: 'Meddelanden',
        description: 'Läs meddelanden från vårdpersonalen och skicka egna.',
      },
      myInformation: {
        title: 'Mina uppgifter',
        description: 'Uppdatera dina kontaktuppgifter, samtycken och försäkringsuppgifter.',
      },
    },
  },
  languages: {
    fi: 'Suomi',
    sv: 'Svenska',
    en: 'English',
  },
  environment: {
    local: 'lokal',
    dev: 'utveckling',
    test: 'test',
    stg: 'förproduktion',
    prod: 'produktion',
  },
  common: {
    loading: 'Laddar…',
    slowLoading: 'Det tar längre tid än vanligt att ladda. Vänta en stund.',
    retry: 'Försök igen',
    close: 'Stäng',
    externalLink: 'extern länk',
    opensInNewTab: 'öppnas i en ny flik',
    today: 'I dag',
  },
};
