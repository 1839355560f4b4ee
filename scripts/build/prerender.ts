// The last step of `vite build` (vite.config.ts, builder.buildApp): after the browser's bundle
// and the prerender entry (src/app/start/prerender.tsx, built for Node) it writes each public page of
// each language as `dist/<path>/index.html`: the built index.html with the page rendered into
// #root, its language, title, description and the stylesheets of the app and of the page's
// area. No inline script or style: the pages keep the strict CSP.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appModule, loadSteps } from './build-chunks.ts';
import { staticClosure, type Manifest } from './vite-manifest.ts';

/** A page as src/app/start/prerender.tsx renders it. */
export interface RenderedPage {
  path: string;
  language: string;
  area: string;
  parts: readonly string[];
  environment: string;
  title: string;
  description: string;
  html: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`);

/** The manifest key of an area's chunk (src/app/routes/page-routes.tsx names areas by file). */
export const areaModule = (area: string): string => `src/app/routes/areas/${area}.tsx`;

/**
 * The stylesheets of the given modules' chunks and of every chunk they import statically, each
 * once, in import order.
 */
export const chunkStylesheets = (manifest: Manifest, modules: readonly string[]): string[] => [
  ...new Set(staticClosure(manifest, modules).flatMap((key) => manifest[key]?.css ?? [])),
];

/** The stylesheets of a page: the app's and its area's, so it looks as it will once the app runs. */
export const pageStylesheets = (manifest: Manifest, area: string): string[] =>
  chunkStylesheets(manifest, [appModule, areaModule(area)]);

/** The manifest key of a part of a language's catalogue (`myInformation`: `my-information.ts`). */
export const catalogueModule = (language: string, part: string): string =>
  `src/i18n/messages/${language}/${part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;

/**
 * The script files of the given modules' chunks and of every chunk they import statically, each
 * once, in import order, without the entry's (the page loads it already). The app's module and the
 * shared chunk the build put it in are two keys of one file.
 */
const scriptFiles = (manifest: Manifest, modules: readonly string[]): string[] => [
  ...new Set(
    staticClosure(manifest, modules).flatMap((key) => {
      const chunk = manifest[key];
      return chunk && !chunk.isEntry && chunk.file.endsWith('.js') ? [chunk.file] : [];
    }),
  ),
];

/** The steps (`loadSteps`) an area's module loads in, if it loads in steps. */
const stepsOf = (area: string): readonly string[] | undefined =>
  loadSteps.find((chain) => (chain as readonly string[]).includes(area));

/**
 * What an area's primary control loads when pressed, beyond the area: the login button starts the
 * sign-in, whose session and OpenID Connect client a visitor's tab has not loaded.
 */
const pressModules: Partial<Record<string, readonly string[]>> = {
  identification: ['src/auth/browser-web-session.ts', 'src/auth/oidc/oidc-auth-client.ts'],
};

/**
 * The scripts a page runs to start, each with every chunk it imports statically: the app (with the
 * libraries), the page's area, its language's catalogue (the core and the page's parts) and what its primary
 * control loads. Without them named, each waits for the one before it: the area and the catalogue
 * are asked for only once the app runs, their imports once they have come, the sign-in once the
 * button is pressed; on a slow connection each is a round trip more before the page answers.
 */
export function pageScripts(manifest: Manifest, page: RenderedPage): string[] {
  // An area that loads in steps of its own (the chat's) is asked for by its first step
  // (`stepScripts`): its chunks, asked for beside the app's, arrive with them and lengthen the
  // start's tasks. Its page's own control is a link.
  const area = areaModule(page.area);
  // A step renamed on one side only would put its area's chunks back beside the app's: fail.
  for (const step of loadSteps.flat()) {
    if (!manifest[step]) {
      throw new Error(`The build's manifest has no ${step}: was it renamed or moved?`);
    }
  }
  // What the primary control loads comes first: a press kept before the app runs starts from
  // it (src/app/start/session-start.ts), and a browser with a few connections to the origin asks
  // for the scripts in this order.
  const modules = [
    ...(pressModules[page.area] ?? []),
    appModule,
    ...(stepsOf(area) ? [] : [area]),
    catalogueModule(page.language, 'core'),
    ...page.parts.map((part) => catalogueModule(page.language, part)),
  ];
  return scriptFiles(manifest, modules);
}

/**
 * The scripts of a page's area that loads in steps (`loadSteps`), which `pageScripts` leaves out:
 * each step's chunk with every chunk it imports statically, in the steps' order, without what the
 * page's scripts already name. The area's first step asks for them, one per task
 * (src/app/routes/page-routes.tsx); Vite's preload of each step's import, which would insert
 * them all in one task, then finds them asked for.
 */
export function stepScripts(manifest: Manifest, page: RenderedPage): string[] {
  const chain = stepsOf(areaModule(page.area));
  if (!chain) {
    return [];
  }
  const named = new Set(pageScripts(manifest, page));
  return scriptFiles(manifest, chain).filter((file) => !named.has(file));
}

/** The scripts a prerendered page names, each as a file of the build (`pageScripts`, `stepScripts`). */
export interface PageScriptFiles {
  page?: readonly string[];
  steps?: readonly string[];
}

/**
 * The static document of one page: the built index.html with the page and its stylesheets in it.
 * The page loads no script but the entry's: the entry asks for the page's scripts (`page`, in
 * `#root`'s `data-preload`) once the page has painted (src/app/start/main.tsx), so that the app's
 * 200 kB neither compete with the stylesheets for a slow connection nor hold the paint back. (A
 * preload or prefetch in the head would: Lighthouse counts every script asked for by the largest
 * paint towards it.) The scripts of an area that loads in steps (`steps`) are in
 * `data-preload-steps`, for its first step.
 */
export function prerenderedDocument(
  template: string,
  page: RenderedPage,
  stylesheets: readonly string[],
  scripts: PageScriptFiles = {},
  base = '/',
): string {
  const replaceOnce = (text: string, search: RegExp, replacement: string): string => {
    if (!search.test(text)) {
      throw new Error(`The built index.html has no ${search.source}.`);
    }
    return text.replace(search, () => replacement);
  };
  const links = stylesheets
    .filter((file) => !template.includes(`${base}${file}"`))
    .map((file) => `<link rel="stylesheet" href="${base}${file}">`)
    .join('');
  const listed = (attribute: string, files: readonly string[] = []) =>
    files.length === 0
      ? ''
      : ` ${attribute}="${escapeHtml(files.map((file) => `${base}${file}`).join(' '))}"`;
  const preload = `${listed('data-preload', scripts.page)}${listed('data-preload-steps', scripts.steps)}`;
  let html = replaceOnce(template, /<html lang="[a-z]+">/, `<html lang="${page.language}">`);
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title><meta name="description" content="${escapeHtml(page.description)}">`,
  );
  html = replaceOnce(html, /<\/head>/, `${links}</head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.environment)}"${preload}>${page.html}</div>`,
  );
}

/** The prerender entry's interface (src/app/start/prerender.tsx). */
interface PrerenderModule {
  prerenderedPaths: () => { path: string; language: string; routeKey: string }[];
  prerenderPage: (path: string, language: string, routeKey: string) => Promise<RenderedPage>;
}

/** Renders every public page with the built entry and writes it into `outDir`. */
export async function writePrerenderedPages(outDir: string, entry: string): Promise<string[]> {
  const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const written: string[] = [];
  for (const { path, language, routeKey } of module.prerenderedPaths()) {
    const page = await module.prerenderPage(path, language, routeKey);
    const file = join(outDir, decodeURIComponent(path), 'index.html');
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(
      file,
      prerenderedDocument(template, page, pageStylesheets(manifest, page.area), {
        page: pageScripts(manifest, page),
        steps: stepScripts(manifest, page),
      }),
    );
    written.push(path);
  }
  return written;
}
