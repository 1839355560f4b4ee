import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { matchPath, routes, useRouteLanguage } from '../../i18n/index.ts';
import {
  isCurrentService,
  menuServices,
  serviceTarget,
  type LinkTarget,
  type MenuService,
} from '../service-links.ts';
import { useShellSettings } from '../shell-settings.tsx';

export interface ServiceMenuLink {
  service: MenuService;
  label: string;
  destination: LinkTarget;
  current: boolean;
}

/** The service menu's links in the current language, the current service marked (H-01). */
export function useServiceLinks(): ServiceMenuLink[] {
  const { t } = useTranslation();
  const { links } = useShellSettings();
  const language = useRouteLanguage();
  // An unknown path belongs to no service, though R-08 would default it to the front page.
  const match = matchPath(useLocation().pathname);
  const currentService = match === undefined ? undefined : routes[match.routeKey].service;
  return menuServices.map((service) => ({
    service,
    label: t(`header.serviceMenu.${service}`),
    destination: serviceTarget(service, language, links),
    current: isCurrentService(service, currentService),
  }));
}
