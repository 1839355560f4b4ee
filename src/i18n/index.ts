export {
  describeDay,
  displayTimeZone,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatTime,
  helsinkiFormat,
  helsinkiYear,
  isSameHelsinkiDay,
  type DayLabel,
} from './format.ts';
export { missingMessage, setMissingMessageReporter } from './i18n-options.ts';
export {
  createPortalI18n,
  loadCatalogueCore,
  loadCatalogueParts,
  loadLanguage,
  useCatalogueParts,
} from './portal-i18n.ts';
export { defaultLanguage, isLanguage, languages, type Language } from './languages.ts';
export {
  catalogueParts,
  type Catalogue,
  type CatalogueCore,
  type CataloguePart,
} from './messages/catalogue.ts';
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
