import { createShellLinks, type ShellLinks } from '../shell/index.ts';
import type { EnvironmentConfig } from './config/index.ts';

/** The provider's pages outside the portal, from an environment's hosts (NS-04, NS-20, NS-36). */
export const siteLinksOf = (environment: EnvironmentConfig): ShellLinks =>
  createShellLinks({ www: environment.hosts.www.url, booking: environment.hosts.booking.url });
