import type { CatalogueCore } from '../catalogue.ts';

/** The English catalogue's core (see `fiCore`). */
export const enCore: CatalogueCore = {
  header: {
    skipToMainContent: 'Skip to main content',
    logoLink: 'Asiointi, front page',
    serviceMenu: {
      label: 'Services',
      toggle: 'Menu',
      opened: 'Menu opened',
      closed: 'Menu closed',
      frontpage: 'Front page',
      booking: 'Booking',
      chat: 'Remote reception',
      myEvents: 'My events',
      payments: 'Payments',
      messages: 'Messages',
    },
    userMenu: {
      label: 'User menu',
      myInformation: 'My information',
      logOut: 'Log out',
    },
    logIn: 'Log in',
    mainWebsite: 'Terveyspalvelu Kaiku website',
    languageSwitcher: {
      label: 'Choose language',
    },
    environmentTag: 'Environment: {{environment}}',
    actOnBehalf: 'Act on behalf',
    selectPrincipal: 'Select principal',
  },
  footer: {
    customerService: {
      heading: 'Customer service',
      phoneLine: 'Phone {{phone}}',
      callPrice:
        'Calls cost 8.35 cents per call plus 19.33 cents per minute plus the mobile or local network charge. Queuing is charged.',
      otherContactInformation: 'Other contact information',
    },
    appStores: {
      heading: 'Download the Kaiku app',
      appStore: 'Download on the App Store',
      googlePlay: 'Get it on Google Play',
    },
    navigation: {
      heading: 'E-services',
    },
    legal: {
      label: 'About the service',
      priceList: 'Price list',
      feedback: 'Give feedback',
      termsOfUse: 'Terms of use',
      privacy: 'Privacy',
      accessibility: 'Accessibility statement',
      cookieSettings: 'Cookie settings',
    },
    copyright: '© {{year}} Terveyspalvelu Kaiku',
  },
  maintenance: {
    title: 'Maintenance break',
    description:
      'Asiointi is temporarily unavailable because of maintenance. We apologise for the inconvenience. For urgent matters, please call our customer service. In an emergency, call 112.',
    callCustomerService: 'Call customer service',
  },
  errorPage: {
    title: 'Error',
    description:
      'The page could not be shown because of an unexpected error. Reload the page or go back to the previous page.',
    reload: 'Reload the page',
    back: 'Go back to the previous page',
  },
  blocked: {
    title: 'Asiointi is not available to you',
    description:
      'You cannot use Asiointi at the moment. Please contact our customer service and we will look into it.',
    link: 'Customer service contact information',
  },
  notFound: {
    title: 'Page not found',
    description:
      'The page you are looking for was not found. It may have been removed or moved, or the address may be wrong.',
    returnHome: 'Return to the front page',
    imageAlt: 'Error 404',
  },
  appBanner: {
    text: 'Asiointi is easier with the Kaiku app.',
    close: 'Close the app notice',
  },
  frontPage: {
    title: 'Welcome to Asiointi',
    intro:
      'Take care of your health matters online whenever it suits you – for yourself or for a family member.',
    greeting: 'Hello, {{name}}!',
    servicesHeading: 'What would you like to do?',
    loginPrompt: {
      title: 'Log in to use the services securely',
      text: 'When you log in, you can see your events and messages and also handle matters for your child or a family member.',
    },
    services: {
      chat: {
        title: 'Remote reception',
        description: 'Chat or have a video call with a health care professional.',
      },
      booking: {
        title: 'Booking',
        description: 'Book an appointment with a doctor, dentist or another professional.',
      },
      myEvents: {
        title: 'My events',
        description: 'See your visits, lab results, prescriptions and vaccinations.',
      },
      payments: {
        title: 'Payments',
        description: 'Check your invoices and choose how you pay for your visits.',
      },
      messages: {
        title: 'Messages',
        description: 'Read messages from your care team and send your own.',
      },
      myInformation: {
        title: 'My information',
        description: 'Update your contact information, consents and insurance details.',
      },
    },
  },
  languages: {
    fi: 'Suomi',
    sv: 'Svenska',
    en: 'English',
  },
  environment: {
    local: 'local',
    dev: 'development',
    test: 'test',
    stg: 'staging',
    prod: 'production',
  },
  common: {
    loading: 'Loading…',
    slowLoading: 'Loading is taking longer than usual. Please wait a moment.',
    retry: 'Try again',
    close: 'Close',
    externalLink: 'external link',
    opensInNewTab: 'opens in a new tab',
    today: 'Today',
  },
};
