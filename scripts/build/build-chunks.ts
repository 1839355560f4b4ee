// How the browser's build is cut into chunks (vite.config.ts), for a first page that paints from
// static HTML and then starts the app (src/app/start/main.tsx).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { Manifest } from './vite-manifest.ts';

/**
 * The libraries every page runs, in chunks of their own (`output.codeSplitting` groups): a download
 * that stays in a returning visitor's cache until a library changes. React Query's mutations (the forms' areas only) stay with the
 * areas that use them. Of zod, the first page runs Zod Mini and the core beneath it; the classic
 * API (the areas' own form schemas), its messages and the JSON Schema conversion only classic uses
 * stay with the areas. A group takes every module it matches, used on the first page or not, so
 * these are named here.
 */
export const firstPageLibrary = (id: string): boolean =>
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zod[\\/]v4[\\/](core|mini))[\\/]/.test(
    id,
  ) &&
  !/[\\/](mutation\w*|useMutation\w*|infiniteQuery\w*)\.js$/.test(id) &&
  !/[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator|memoizer)\.js$/.test(
    id,
  );

/**
 * Of the first page's libraries, Zod Mini and zod's core beneath it, which the session decodes
 * with: in the session's chunk (`sessionModule`), not the libraries', which import React's.
 */
export const zodLibrary = (id: string): boolean =>
  /node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/]/.test(id) && firstPageLibrary(id);

/** Of the first page's libraries, React and React DOM with its scheduler: a chunk of their own. */
export const reactLibrary = (id: string): boolean =>
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);

/**
 * Of the first page's libraries, those of the libraries' chunk: all but zod (the session's) and
 * React's.
 */
export const otherLibrary = (id: string): boolean =>
  firstPageLibrary(id) && !zodLibrary(id) && !reactLibrary(id);

/**
 * The entry's step that runs React DOM's client (src/app/start/react-step.ts) before the app's
 * chunk is evaluated: a module of React's chunk, so that its import loads no chunk of its own.
 */
export const reactStep = 'src/app/start/react-step.ts';

/**
 * The entry's step that evaluates the libraries' chunk (src/app/start/libraries-step.ts) before
 * the app's: a module of that chunk, for the same reason.
 */
export const librariesStep = 'src/app/start/libraries-step.ts';

/**
 * The app's module, which the entry (src/app/start/main.tsx) loads once the page has painted: the
 * shell, the router and everything else every page runs of ours but the session's, in one chunk
 * (`appChunks`) beside the libraries' two and the session's.
 */
export const appModule = 'src/app/start/start.tsx';

/**
 * The session's start (src/app/start/session-start.ts), which the entry loads to start a sign-in
 * pressed before the app runs: it and what it imports are a chunk that imports no library but
 * zod's (`zodLibrary`), so the sign-in need not wait for React's and the app's chunks. The app's
 * chunk imports it.
 */
export const sessionModule = 'src/app/start/session-start.ts';

/**
 * What a sign-in loads once pressed (src/auth/create-auth.ts, the web session with its OpenID
 * Connect client): the modules they share with the app go to the session's chunk, not the app's,
 * so that a sign-in started from the session's chunk loads neither React nor the app.
 */
export const signInModules = [
  'src/auth/browser-web-session.ts',
  'src/auth/oidc/oidc-auth-client.ts',
] as const;

/**
 * Modules loaded in steps, each evaluated in a task of its own (an import, `nextTask`, then the
 * next import): the chat area's generated client, then the chat area
 * (src/app/routes/page-routes.tsx). A prerendered page of such an area leaves its chunks to the
 * steps (scripts/build/prerender.ts).
 */
export const loadSteps = [
  ['src/app/routes/areas/chat-contracts.ts', 'src/app/routes/areas/chat.tsx'],
] as const;

/**
 * The chunks every page loads, in a build made in two passes (vite.config.ts). Left to itself,
 * the bundler cuts the modules the first page runs into some thirty chunks by which areas share
 * them, most under 1 kB, each with gzip's overhead and a request of its own, although every page
 * loads them all. The first pass (`record`) notes, of its bundle, which modules the session's start
 * (`sessionModule`, with what a sign-in shares with the app) and then the app's module
 * (`appModule`) add to what the entry has loaded; the second pass puts each set into one chunk
 * (`groups`, for `output.codeSplitting.groups`), beside React's and the other libraries'. An area
 * that uses a module of the app imports the app's chunk, which every page has loaded before any
 * area. What the first pass found outside the app (the areas, the catalogue, whatever only they
 * use) is chunked as before.
 */
export interface AppChunks {
  /**
   * Notes the app's modules of the first pass's bundle (the client build only). Its `api` moves
   * it to the next pass: Vite resolves the config anew for each environment, so the plugin of the
   * client's config is the one to tell, not this object.
   */
  plugin: Plugin<AppChunksApi>;
  /** `output.codeSplitting.groups`: the libraries and, in the second pass, the app. */
  groups: {
    name: string;
    test: (id: string) => boolean;
    includeDependenciesRecursively?: boolean;
  }[];
}

export interface AppChunksApi {
  /** Call between the passes: the next client build groups the modules noted. */
  group: () => void;
  /** Call after the second pass: a later build (the prerender's) groups by library only. */
  done: () => void;
}

/** A chunk of a bundle, as the build's plugins read it. */
type BundleChunk = Extract<OutputBundle[string], { type: 'chunk' }>;

/**
 * The chunk that holds `module`. A module both imported and loaded by a dynamic import may share
 * a chunk without being its facade.
 */
function chunkHolding(chunks: readonly BundleChunk[], root: string, module: string): BundleChunk {
  const chunk = chunks.find((each) => each.moduleIds.includes(`${root}/${module}`));
  if (!chunk) {
    throw new Error(`The bundle has no chunk of ${module}.`);
  }
  return chunk;
}

/** The chunk `file` and every chunk it imports statically, through others too, each once. */
function withImports(byFile: ReadonlyMap<string, BundleChunk>, file: string): BundleChunk[] {
  const found: BundleChunk[] = [];
  const visit = (each: string) => {
    const chunk = byFile.get(each);
    if (chunk && !found.includes(chunk)) {
      found.push(chunk);
      chunk.imports.forEach(visit);
    }
  };
  visit(file);
  return found;
}

/** The name of `appChunks`' plugin, to find it in an environment's config. */
export const appChunksPlugin = 'asiointi:app-chunks';

/**
 * Of a first pass's bundle, what the session's start (`sessionModule`) loads beyond what the entry
 * has loaded, with what the app's module loads beyond both that a sign-in's modules
 * (`signInModules`) load too: the session's chunk; and the rest of what the app's module loads
 * beyond them: the app's chunk (`appChunks`).
 */
export function appModules(
  bundle: OutputBundle,
  root: string,
): { app: Set<string>; session: Set<string> } {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const load = (file: string, into: string[]) => {
    const chunk = byFile.get(file);
    if (!chunk || loaded.has(file)) {
      return;
    }
    loaded.add(file);
    into.push(file);
    for (const imported of chunk.imports) {
      load(imported, into);
    }
  };
  for (const chunk of chunks.filter((each) => each.isEntry)) {
    load(chunk.fileName, []);
  }
  const loadedBy = (module: string) => {
    const files: string[] = [];
    load(chunkHolding(chunks, root, module).fileName, files);
    return files.flatMap((file) => byFile.get(file)?.moduleIds ?? []);
  };
  // The session's modules first: the app's are what it adds beyond them.
  const session = new Set(loadedBy(sessionModule));
  const app = new Set(loadedBy(appModule));
  // A sign-in's own chunks, and the chunks they import, with the app's or the session's modules.
  const ofSignIn = new Set(
    signInModules.flatMap((module) => {
      const chunk = chunks.find((each) => each.facadeModuleId === `${root}/${module}`);
      return chunk ? withImports(byFile, chunk.fileName).flatMap((each) => each.moduleIds) : [];
    }),
  );
  for (const id of app) {
    if (ofSignIn.has(id)) {
      session.add(id);
      app.delete(id);
    }
  }
  return { app, session };
}

/**
 * What keeps the session's chunk from starting a sign-in before React has come: each chunk it
 * imports, itself included, that holds React, React DOM or one of the libraries that import them.
 * Empty when the chunk stands on its own and zod.
 */
export function sessionChunkReactImports(bundle: OutputBundle, root: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return withImports(byFile, chunkHolding(chunks, root, sessionModule).fileName)
    .filter((chunk) => chunk.moduleIds.some((id) => firstPageLibrary(id) && !zodLibrary(id)))
    .map((chunk) => chunk.fileName);
}

/**
 * The entry's steps that are not in the chunk they are to evaluate (`reactStep` in React's,
 * `librariesStep` in the libraries'): such a step would load a chunk of its own, a request more,
 * and evaluate nothing ahead of the app's.
 */
export function misplacedSteps(bundle: OutputBundle, root: string): string[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const steps: [string, (id: string) => boolean][] = [
    [reactStep, reactLibrary],
    [librariesStep, otherLibrary],
  ];
  return steps.flatMap(([step, library]) => {
    const chunk = chunks.find((each) => each.moduleIds.includes(`${root}/${step}`));
    return chunk?.moduleIds.some(library) ? [] : [step];
  });
}

/** Where Vite writes its manifest in the output directory (`build.manifest: true`). */
const manifestFile = '.vite/manifest.json';

/**
 * The manifest with an entry for the app's module (`appModule`) when the bundle put it into the
 * app's shared chunk: the chunk's entry, under the module's own key, as a dynamic import's.
 */
export function withAppModule(manifest: Manifest, bundle: OutputBundle, root: string): Manifest {
  if (manifest[appModule]) {
    return manifest;
  }
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.moduleIds.includes(`${root}/${appModule}`),
  );
  const key = Object.keys(manifest).find((each) => manifest[each]?.file === chunk?.fileName);
  const entry = key ? manifest[key] : undefined;
  if (!entry) {
    throw new Error(`The manifest has no chunk of ${appModule}.`);
  }
  return { ...manifest, [appModule]: { ...entry, src: appModule, isDynamicEntry: true } };
}

export function appChunks(root: string): AppChunks {
  let pass: 'record' | 'group' | 'done' = 'record';
  let ofApp = new Set<string>();
  let ofSession = new Set<string>();
  let firstPassFiles: string[] = [];
  return {
    plugin: {
      name: appChunksPlugin,
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(_options, bundle) {
        if (pass === 'record') {
          ({ app: ofApp, session: ofSession } = appModules(bundle, root));
        } else if (pass === 'group') {
          const react = sessionChunkReactImports(bundle, root);
          if (react.length > 0) {
            this.error(
              `The session's chunk (${sessionModule}) loads ${react.join(', ')}, which hold React or the libraries that need it: a module of the session imports one that needs React.`,
            );
          }
          const misplaced = misplacedSteps(bundle, root);
          if (misplaced.length > 0) {
            this.error(
              `The entry's steps ${misplaced.join(', ')} are not in the chunks they evaluate (appChunks' groups).`,
            );
          }
        }
      },
      // The app's module is no chunk's facade any more: the manifest says where it went, under its
      // own key, as it says of every other dynamic import (scripts/build/prerender.ts and npm run
      // bench:bundle look it up by module).
      writeBundle(options, bundle) {
        const dir = options.dir ?? '';
        if (pass === 'record') {
          firstPassFiles = Object.keys(bundle);
          return;
        }
        if (pass !== 'group') {
          return;
        }
        // Vite empties the output directory once per build of the app, not for the second pass.
        for (const file of firstPassFiles.filter((each) => !(each in bundle))) {
          rmSync(join(dir, file), { force: true });
        }
        const file = join(dir, manifestFile);
        if (existsSync(file)) {
          const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
          writeFileSync(
            file,
            `${JSON.stringify(withAppModule(manifest, bundle, root), null, 2)}\n`,
          );
        }
      },
      api: {
        group: () => {
          pass = 'group';
        },
        done: () => {
          pass = 'done';
        },
      },
    },
    // A group earlier in the list takes the modules it matches first. The app's group takes just
    // the modules noted, not all that they import: an index.ts imports its folder's modules,
    // which the bundle leaves out where unused or puts with the areas that use them. The modules
    // noted are all the app needs (what its chunk imports is loaded by then).
    groups: [
      { name: 'react', test: (id) => reactLibrary(id) || id === `${root}/${reactStep}` },
      // Zod is the session's (`sessionModule`): its chunk must not import the libraries'.
      {
        name: 'libraries',
        test: (id) => otherLibrary(id) || id === `${root}/${librariesStep}`,
      },
      {
        name: 'session',
        test: (id) => zodLibrary(id) || (pass === 'group' && ofSession.has(id)),
        includeDependenciesRecursively: false,
      },
      {
        name: 'app',
        test: (id) => pass === 'group' && ofApp.has(id),
        includeDependenciesRecursively: false,
      },
    ],
  };
}
