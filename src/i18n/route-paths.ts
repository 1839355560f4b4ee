import { languages, type Language } from './languages.ts';
import {
  routeBases,
  routes,
  services,
  type AnchorName,
  type RouteDefinition,
  type RouteKey,
  type RouteParams,
  type ServiceKey,
} from './routes.ts';

/** A path matched to its route: the language, the route key and the decoded parameters. */
export type RouteMatch = {
  [K in RouteKey]: { language: Language; routeKey: K; params: RouteParams<K> };
}[RouteKey];

type ParamValues<K extends RouteKey> = Record<keyof RouteParams<K>, string | number>;

/** No argument for a route without parameters; all of them for a route with some. */
type ParamsArgument<K extends RouteKey> = keyof RouteParams<K> extends never
  ? [params?: undefined]
  : [params: ParamValues<K>];

/** A route of the table, widened from its literal type. */
export const definition = (routeKey: RouteKey): RouteDefinition => routes[routeKey];

const routeKeys = Object.keys(routes) as RouteKey[];

const segmentsOf = (path: string): string[] => (path === '' ? [] : path.split('/'));

/** The path of a route with untyped parameters; `pathFor` is the typed way in. */
export function buildPath(
  language: Language,
  routeKey: RouteKey,
  params: Readonly<Record<string, string | number>>,
): string {
  const segments = segmentsOf(definition(routeKey).path[language]).map((segment) => {
    if (!segment.startsWith(':')) {
      return segment;
    }
    const value = params[segment.slice(1)];
    if (value === undefined) {
      throw new Error(`pathFor: route ${routeKey} needs the parameter ${segment}.`);
    }
    return encodeURIComponent(String(value));
  });
  return routeBases[language] + segments.join('/');
}

/** The path of a route in a language, e.g. `pathFor('sv', 'chat.topic', { topicId: 12 })`. */
export function pathFor<K extends RouteKey>(
  language: Language,
  routeKey: K,
  ...[params]: ParamsArgument<K>
): string {
  return buildPath(language, routeKey, params ?? {});
}

/** The language whose route base the path is under, if any (AMB-01). */
export function languageOfBase(pathname: string): Language | undefined {
  return languages.find((language) => {
    const base = routeBases[language];
    return pathname === base.slice(0, -1) || pathname.startsWith(base);
  });
}

/** The decoded segments after the route base, or undefined when one cannot be decoded. */
function segmentsAfterBase(pathname: string, language: Language): string[] | undefined {
  const rest = pathname.slice(routeBases[language].length).replace(/\/$/, '');
  try {
    return segmentsOf(rest).map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

function matchRoute(
  routeKey: RouteKey,
  language: Language,
  segments: readonly string[],
): Record<string, string> | undefined {
  const { path, accepts } = definition(routeKey);
  const template = segmentsOf(path[language]);
  if (template.length !== segments.length) {
    return undefined;
  }
  const params: Record<string, string> = {};
  for (const [index, expected] of template.entries()) {
    const actual = segments[index] ?? '';
    if (!expected.startsWith(':')) {
      if (actual !== expected) {
        return undefined;
      }
      continue;
    }
    const name = expected.slice(1);
    if (actual === '' || accepts?.[name]?.test(actual) === false) {
      return undefined;
    }
    params[name] = actual;
  }
  return params;
}

/** The route a pathname shows, or undefined for the not-found page. */
export function matchPath(pathname: string): RouteMatch | undefined {
  const language = languageOfBase(pathname);
  if (language === undefined) {
    return undefined;
  }
  const segments = segmentsAfterBase(pathname, language);
  if (segments === undefined) {
    return undefined;
  }
  for (const routeKey of routeKeys) {
    const params = matchRoute(routeKey, language, segments);
    if (params !== undefined) {
      return { language, routeKey, params } as RouteMatch;
    }
  }
  return undefined;
}

/**
 * The service area of a path: its route's service, else the service whose segment follows
 * the route base, else the front page (the default service).
 */
export function serviceOf(pathname: string): ServiceKey {
  const match = matchPath(pathname);
  if (match) {
    return routes[match.routeKey].service;
  }
  const language = languageOfBase(pathname);
  if (language === undefined) {
    return 'frontpage';
  }
  const first = segmentsAfterBase(pathname, language)?.[0];
  const found = (Object.keys(services) as ServiceKey[]).find(
    (service) => first !== undefined && services[service].segment[language] === first,
  );
  return found ?? 'frontpage';
}

/** Whether a route belongs to a separate application, so links to it need a full page load. */
export function isExternal(routeKey: RouteKey): boolean {
  return services[routes[routeKey].service].external;
}

/** The element id of a route's hash-selected section in a language (R-58, topic anchors). */
export function anchorFor<K extends RouteKey>(
  language: Language,
  routeKey: K,
  anchor: AnchorName<K>,
): string {
  const anchors = definition(routeKey).anchors ?? {};
  const ids = anchors[anchor];
  if (ids === undefined) {
    throw new Error(`anchorFor: route ${routeKey} has no anchor ${String(anchor)}.`);
  }
  return ids[language];
}
