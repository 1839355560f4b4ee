// How the browser's build is cut into chunks and what each dynamic import preloads (vite.config.ts),
// for a first page that paints from static HTML and then starts the app in short steps
// (src/app/start/main.tsx).
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The libraries every page runs, in chunks of their own (`output.codeSplitting` groups): a download
 * that stays in a returning visitor's cache until a library changes, and one the entry evaluates in
 * steps of its own (`loadSteps`). React Query's mutations (the forms' areas only) stay with the
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

/** Of the first page's libraries, React and React DOM with its scheduler: a chunk of their own. */
export const reactLibrary = (id: string): boolean =>
  /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);

/**
 * The libraries' chunks (`output.codeSplitting.groups`): React first, then the rest of the first
 * page's libraries (a group earlier in the list takes the modules it matches first). Two chunks of
 * about half the size each, so that each is read and evaluated in a task of its own.
 */
export const libraryGroups = [
  { name: 'react', test: reactLibrary },
  { name: 'libraries', test: firstPageLibrary },
];

/**
 * Modules loaded in steps, each evaluated in a task of its own (an import, `nextTask`, then the
 * next import), because evaluating them in one task would block the page past a phone's long-task
 * limit (50 ms at Lighthouse's 4x slower CPU): the entry's React, the other libraries, what the
 * start builds first, then the app (src/app/start/main.tsx); the chat area's generated client, then the
 * chat area
 * (src/app/routes/page-routes.tsx). The first step's import preloads every later step's chunks, so that
 * no later step waits for a download.
 *
 * A task that runs a script for the first time also copies the script's source into a trace that
 * records sources, as Lighthouse's does: a cost of its size (the libraries, 460 kB minified, in one
 * chunk cost about 11 ms there), which the steps spread too.
 */
export const loadSteps = [
  [
    'src/app/start/react-libraries.ts',
    'src/app/start/app-libraries.ts',
    'src/app/start/app-foundation.ts',
    'src/app/start/start.tsx',
  ],
  ['src/app/routes/areas/chat-contracts.ts', 'src/app/routes/areas/chat.tsx'],
] as const;

/**
 * The entry's four steps (src/app/start/main.tsx): React, the other libraries, what the start builds
 * first, then the app.
 */
export const appSteps = {
  react: loadSteps[0][0],
  libraries: loadSteps[0][1],
  foundation: loadSteps[0][2],
  app: loadSteps[0][3],
} as const;

/** Below this (minified, bytes) a chunk is not preloaded: it comes as an import of a larger one. */
export const preloadMinBytes = 16 * 1024;

export interface ChunkPreloads {
  /** Hands the bundle to `resolveDependencies` (the client build only). */
  plugin: Plugin;
  /** `build.modulePreload.resolveDependencies`: what a dynamic import of `file` preloads. */
  resolveDependencies: (file: string, deps: string[]) => string[];
}

/**
 * What a dynamic import preloads: the chunk it loads and, of the chunks that one needs, the large
 * ones; the small ones come as the large ones' own imports, which the browser reads on arrival,
 * and arrive long before the largest has. Each preload is a `<link>` Vite's loader adds to the
 * document, a main-thread cost of several milliseconds apiece on a phone, and the first page needs
 * about fifteen chunks, three of them large. The first of a module's steps (`loadSteps`) preloads
 * the later steps' chunks too, so that they wait for no download.
 *
 * `root` is the project's directory, as the bundle's module ids spell it (forward slashes).
 */
export function chunkPreloads(root: string, minBytes = preloadMinBytes): ChunkPreloads {
  let bundle: OutputBundle | null = null;
  const chunkOf = (file: string) => {
    const chunk = bundle?.[file];
    return chunk?.type === 'chunk' ? chunk : null;
  };
  const size = (file: string): number => {
    const chunk = chunkOf(file);
    if (!chunk) {
      throw new Error(`The bundle has no chunk ${file} to preload.`);
    }
    return chunk.code.length;
  };
  /** The module of ours a chunk is the chunk of (`src/app/start/start.tsx`), if any. */
  const facade = (file: string): string | undefined => {
    const id = chunkOf(file)?.facadeModuleId?.replaceAll('\\', '/');
    return id?.startsWith(`${root}/`) ? id.slice(root.length + 1) : undefined;
  };
  /** The chunk of the module of ours `module` (`src/app/start/start.tsx`), with its file name. */
  const chunkOfModule = (module: string) => {
    const file = Object.keys(bundle ?? {}).find((key) => facade(key) === module);
    const chunk = file ? chunkOf(file) : null;
    if (!file || !chunk) {
      throw new Error(`The bundle has no chunk of ${module}.`);
    }
    return [file, chunk] as const;
  };
  return {
    plugin: {
      name: 'asiointi:chunk-preloads',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        // Before Vite writes the preload lists, which call resolveDependencies.
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          // A step renamed on one side only would quietly load its second step late: fail instead.
          for (const module of loadSteps.flat()) {
            chunkOfModule(module);
          }
        },
      },
    },
    resolveDependencies(file, deps) {
      const large = (list: readonly string[]) =>
        list.filter((dep) => dep === file || size(dep) >= minBytes);
      const steps = loadSteps.find(([first]) => facade(file) === first);
      if (!steps) {
        return large(deps);
      }
      const later = steps.slice(1).flatMap((module) => {
        const [next, nextChunk] = chunkOfModule(module);
        return [next, ...large(nextChunk.imports)];
      });
      return [...new Set([...large(deps), ...later])];
    },
  };
}
