import {
  isExternal,
  pathFor,
  routes,
  type Language,
  type RouteKey,
  type RouteParams,
  type ServiceKey,
} from '../i18n/index.ts';
import type { ShellLinks } from './shell-settings.tsx';

/** Where a link goes: a route of this app (router link) or a page elsewhere (full page load). */
export type LinkTarget = { kind: 'Internal'; to: string } | { kind: 'FullPageLoad'; href: string };

/** The service areas the header menu, footer and front page link to (H-01). */
export const menuServices = [
  'frontpage',
  'booking',
  'chat',
  'myEvents',
  'payments',
  'messages',
] as const;

export type MenuService = (typeof menuServices)[number];

const routeOf = {
  frontpage: 'frontpage.main',
  chat: 'chat.main',
  myEvents: 'myEvents.main',
  payments: 'payments.main',
  messages: 'messages.main',
  myInformation: 'myInformation.main',
} as const satisfies Record<string, ParameterlessRouteKey>;

/** The routes without parameters. */
export type ParameterlessRouteKey = {
  [K in RouteKey]: keyof RouteParams<K> extends never ? K : never;
}[RouteKey];

/** A route of the table: a router link, or a full page load for a separate application. */
export function routeTarget(language: Language, routeKey: ParameterlessRouteKey): LinkTarget {
  const path = pathFor(language, routeKey);
  return isExternal(routeKey)
    ? { kind: 'FullPageLoad', href: path }
    : { kind: 'Internal', to: path };
}

/**
 * Where a service's link goes: booking, my events, payments and messages are separate
 * applications, each on its own host per environment (H-02).
 */
export function serviceTarget(
  service: MenuService | 'myInformation',
  language: Language,
  links: ShellLinks,
): LinkTarget {
  if (
    service === 'booking' ||
    service === 'myEvents' ||
    service === 'payments' ||
    service === 'messages'
  ) {
    return { kind: 'FullPageLoad', href: links[service](language) };
  }
  return routeTarget(language, routeOf[service]);
}

/** Whether the current page belongs to the service, for `aria-current`. */
export function isCurrentService(
  service: MenuService | 'myInformation',
  currentService: ServiceKey | undefined,
): boolean {
  return service !== 'booking' && routes[routeOf[service]].service === currentService;
}
