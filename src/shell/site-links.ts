import { pathFor, type Language } from '../i18n/index.ts';
import type { AppStoreLinks, ShellLinks } from './shell-settings.tsx';

type PerLanguage = Readonly<Record<Language, string>>;

/** Page paths on the main website. PROPOSAL: the spec names these pages but not their paths. */
const mainWebsitePages = {
  otherContactInformation: {
    fi: 'yhteystiedot',
    sv: 'kontaktuppgifter',
    en: 'contact-information',
  },
  priceList: { fi: 'hinnasto', sv: 'prislista', en: 'price-list' },
  feedback: { fi: 'palaute', sv: 'respons', en: 'feedback' },
  termsOfUse: { fi: 'kayttoehdot', sv: 'anvandarvillkor', en: 'terms-of-use' },
  privacy: { fi: 'tietosuoja', sv: 'dataskydd', en: 'privacy' },
} as const satisfies Record<string, PerLanguage>;

/** The hosts of an environment the shell links to: origins without a trailing slash. */
export interface ShellHosts {
  www: string;
  booking: string;
  myEvents: string;
  payments: string;
  messages: string;
  visits: string;
}

/**
 * The shell's links from the hosts of an environment (NS-04, NS-20), e.g. `config.hosts.www.url`;
 * a separate application's page is its host and the route's path in the language (H-02).
 */
export function createShellLinks(hosts: ShellHosts): ShellLinks {
  const onMainWebsite = (page: PerLanguage) => (language: Language) =>
    `${hosts.www}/${language}/${page[language]}`;
  return {
    mainWebsite: (language) => `${hosts.www}/${language}/`,
    booking: (language) => `${hosts.booking}/${language}/`,
    myEvents: (language) => `${hosts.myEvents}${pathFor(language, 'myEvents.main')}`,
    payments: (language) => `${hosts.payments}${pathFor(language, 'payments.main')}`,
    messages: (language) => `${hosts.messages}${pathFor(language, 'messages.main')}`,
    visit: (language, webCode) =>
      `${hosts.visits}${pathFor(language, 'visits.visit', { webCode })}`,
    outdatedBrowser: (language) => `${hosts.www}/${language}/outdated-browser`,
    otherContactInformation: onMainWebsite(mainWebsitePages.otherContactInformation),
    priceList: onMainWebsite(mainWebsitePages.priceList),
    feedback: onMainWebsite(mainWebsitePages.feedback),
    termsOfUse: onMainWebsite(mainWebsitePages.termsOfUse),
    privacy: onMainWebsite(mainWebsitePages.privacy),
  };
}

/** The Kaiku app in the stores (K-29). PROPOSAL: the spec gives no store addresses. */
export const kaikuAppStores: AppStoreLinks = {
  appStore: 'https://apps.apple.com/fi/app/kaiku/id1450000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=fi.terveyspalvelukaiku.app',
};
