import type { Language } from '../../i18n/index.ts';
import type { EnvironmentConfig } from './environments.ts';

/** The provider's main website in a language, for the header's external link (H-06). */
export const mainWebsiteUrl = (environment: EnvironmentConfig, language: Language): string =>
  `${environment.hosts.www.url}/${language}/`;

/** The booking application in a language (R-02, H-01). */
export const bookingUrl = (environment: EnvironmentConfig, language: Language): string =>
  `${environment.hosts.booking.url}/${language}/`;

/** Where a browser without `ResizeObserver` is sent (R-10, NS-36). */
export const outdatedBrowserUrl = (environment: EnvironmentConfig, language: Language): string =>
  `${environment.hosts.www.url}/${language}/outdated-browser`;
