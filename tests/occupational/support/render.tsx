// Renders an occupational screen as signed-in Sanna (or a visitor), acting for herself or for a
// principal.
import type { ReactNode } from 'react';
import type { Language } from '../../../src/i18n/index.ts';
import { renderApp } from '../../support/render-app.tsx';
import { subjects } from '../../support/test-token.ts';

/** A principal's id (any RFC 4122 UUID: the principals list is not needed here). */
export const principalId = '3f6c2a1e-8b4d-4e2a-9c71-5d0e8f1a2b3c';

export interface RenderOptions {
  language?: Language;
  /** The router path of `screen`, with parameters. */
  route?: string;
  /** Where the router starts; `route` by default. */
  at?: string;
  /** The router state of the first entry. */
  state?: unknown;
  loggedIn?: boolean;
  /** Acting for a principal rather than oneself (AMB-28). */
  actingForPrincipal?: boolean;
}

export function renderOccupational(
  screen: ReactNode,
  { loggedIn = true, actingForPrincipal = false, ...options }: RenderOptions = {},
) {
  return renderApp(screen, {
    ...options,
    person: loggedIn
      ? {
          subject: subjects.occupationalCustomer,
          givenNames: 'Sanna Kristiina',
          lastName: 'Lehtonen',
        }
      : null,
    ...(actingForPrincipal ? { principalId } : {}),
  });
}
