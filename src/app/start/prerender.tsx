// The build's prerender entry (vite.config.ts builds it for Node after the browser's bundle):
// renders each public page of each language to static HTML as a visitor without a session first
// sees it, so the page paints before any JavaScript has run; start.tsx (loaded by main.tsx after
// the first paint) then hydrates it.
import { StrictMode } from 'react';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createLoggedOutAuth } from '../../auth/index.ts';
import {
  languages,
  pathFor,
  type CataloguePart,
  type Language,
  type RouteKey,
} from '../../i18n/index.ts';
import { createI18n } from '../../i18n/bundled/index.ts';
import {
  createBlockedAccess,
  PrerenderTitleContext,
  prerenderOrigin,
  siteName,
} from '../../shell/index.ts';
import { AppProviders } from './app.tsx';
import { currentEnvironment, type EnvironmentName } from '../config/index.ts';
import { pages, type AreaName } from '../routes/page-routes.tsx';
import { createPatientLayer } from './patient-layer.ts';
import { createQueryClient } from './query-client.ts';
import { portalRoutes } from '../routes/router.tsx';

/**
 * The public pages: what a visitor can open without signing in and without data of their own
 * (front page, accessibility statement, log in, logged out, timed out, the chat front page).
 * A chat topic's page needs the topic from the chat service, so the browser renders it.
 */
export const prerenderedRouteKeys = [
  'frontpage.main',
  'accessibilityStatement.main',
  'identification.logIn',
  'identification.youLoggedOut',
  'identification.timeout',
  'chat.main',
] as const satisfies readonly RouteKey[];

export interface PrerenderedPage {
  /** The page's path, e.g. `/fi/asiointi/`. */
  path: string;
  language: Language;
  /** The area whose chunk and styles the page needs at once. */
  area: AreaName;
  /** The catalogue's parts the page shows beside the core. */
  parts: readonly CataloguePart[];
  /** The environment the page was rendered for; the browser hydrates only in the same one. */
  environment: EnvironmentName;
  /** `{heading} – Asiointi`, as the page sets it in the browser. */
  title: string;
  /** The page's `<meta name="description">`, in its language. */
  description: string;
  /** The markup of the app's root element. */
  html: string;
}

/** Every public page of every language. */
export function prerenderedPaths(): { path: string; language: Language; routeKey: RouteKey }[] {
  return prerenderedRouteKeys.flatMap((routeKey) =>
    languages.map((language) => ({ path: pathFor(language, routeKey), language, routeKey })),
  );
}

/** An empty sessionStorage: a visitor without a session has none of the portal's keys. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}

/** Renders one public page (`path` of `prerenderedPaths`) as the browser's first render would. */
export async function prerenderPage(
  path: string,
  language: Language,
  routeKey: RouteKey,
): Promise<PrerenderedPage> {
  const entry = pages[routeKey];
  if (!entry) {
    throw new Error(`No page renders ${routeKey}.`);
  }
  const environment = currentEnvironment();
  const i18n = createI18n({
    language,
    reportMissingKey: (key) => {
      throw new Error(`Prerendering ${path}: no message ${key}.`);
    },
  });
  const queryClient = createQueryClient(() => undefined);
  const auth = createLoggedOutAuth();
  const patient = createPatientLayer(environment, auth, queryClient, {
    sessionStorage: emptyStorage(),
    setCookie: () => undefined,
    hostname: new URL(prerenderOrigin).hostname,
    assign: () => undefined,
    // An open channel would keep Node (the build) running.
    openChannel: undefined,
  });
  const routes = portalRoutes(environment, createBlockedAccess(), patient, i18n);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, prerenderOrigin)));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${path}: the router answered ${String(context.status)}.`);
  }
  if (context.errors) {
    throw new Error(`Prerendering ${path} failed.`, { cause: context.errors });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  let title = siteName;
  let description = '';
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PrerenderTitleContext
        value={(pageTitle, pageDescription) => {
          title = pageTitle;
          description = pageDescription;
        }}
      >
        <AppProviders queryClient={queryClient} i18n={i18n} auth={auth}>
          {/* No inline hydration data (the CSP forbids inline scripts); the routes have no loaders. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderTitleContext>
    </StrictMode>,
    {
      onError: (error) => {
        throw error;
      },
    },
  );
  const html = await text(prelude);
  // Nothing of the render may keep Node running: the cache's timers go with its queries.
  queryClient.clear();
  return {
    path,
    language,
    area: entry.area,
    parts: entry.parts,
    environment: environment.name,
    title,
    description,
    html,
  };
}
