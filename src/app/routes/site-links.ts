import { createShellLinks, type ShellLinks } from '../../shell/index.ts';
import type { EnvironmentConfig } from '../config/index.ts';

/** The provider's pages outside the portal, from an environment's hosts (NS-04, NS-20, NS-36). */
export const siteLinksOf = ({ hosts }: EnvironmentConfig): ShellLinks =>
  createShellLinks({
    www: hosts.www.url,
    booking: hosts.booking.url,
    myEvents: hosts.myEvents.url,
    payments: hosts.payments.url,
    messages: hosts.messages.url,
    visits: hosts.visits.url,
  });
