import type { Language } from '../i18n/index.ts';
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

/**
 * The shell's links from the hosts of an environment (NS-04, NS-20): `www` and `booking` are
 * origins without a trailing slash, e.g. `config.hosts.www.url`.
 */
export function createShellLinks(hosts: { www: string; booking: string }): ShellLinks {
  const onMainWebsite = (page: PerLanguage) => (language: Language) =>
    `${hosts.www}/${language}/${page[language]}`;
  return {
    mainWebsite: (language) => `${hosts.www}/${language}/`,
    booking: (language) => `${hosts.booking}/${language}/`,
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
