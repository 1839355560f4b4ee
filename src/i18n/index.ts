export {
  describeDay,
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatTime,
  isSameHelsinkiDay,
  type DayLabel,
} from './format.ts';
export { createI18n, i18n, missingMessage, type I18nOptions } from './i18n.ts';
export { defaultLanguage, isLanguage, languages, type Language } from './languages.ts';
export type { Catalogue } from './messages/catalogue.ts';
export { en } from './messages/en.ts';
export { fi } from './messages/fi.ts';
export { sv } from './messages/sv.ts';
export { localizedUrl } from './localized-url.ts';
export { resolveLanguage } from './resolve-language.ts';
export {
  anchorFor,
  isExternal,
  languageOfBase,
  matchPath,
  pathFor,
  serviceOf,
  type RouteMatch,
} from './route-paths.ts';
export {
  routeBases,
  routes,
  services,
  type AnchorName,
  type RouteDefinition,
  type RouteKey,
  type RouteParams,
  type ServiceKey,
} from './routes.ts';
export { useCurrentPath, useRouteLanguage } from './use-route-location.ts';
