// How the browser's build is cut into chunks and what each dynamic import preloads (vite.config.ts),
// for a first page that paints from static HTML and then starts the app in short steps
// (src/app/start/main.tsx).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import type { Manifest } from './vite-manifest.ts';

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
 * Modules loaded in steps, each evaluated in a task of its own (an import, `nextTask`, then the
 * next import), because evaluating them in one task would block the page past a phone's long-task
 * limit (50 ms at Lighthouse's 4x slower CPU): the entry's React, the other libraries, what the
 * start builds first, then the app (src/app/start/main.tsx); the chat area's generated client,
 * then the chat area (src/app/routes/page-routes.tsx). The first step's import preloads every later
 * step's chunks, so that no later step waits for a download.
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
 * The entry's four steps (src/app/start/main.tsx): React, the other libraries, what the start
 * builds first, then the app.
 */
export const appSteps = {
  react: loadSteps[0][0],
  libraries: loadSteps[0][1],
  foundation: loadSteps[0][2],
  app: loadSteps[0][3],
} as const;

/**
 * The chunks of the app's steps, in a build made in two passes (vite.config.ts). Left to itself,
 * the bundler cuts the modules the first page runs into some thirty chunks by which areas share
 * them, most under 1 kB, each with gzip's overhead and a request of its own, although every page
 * loads them all. The first pass (`record`) notes, of its bundle, which modules each step of the
 * entry (`appSteps`) adds to what the page has loaded; the second pass puts them into one chunk per
 * step (`groups`, for `output.codeSplitting.groups`): React with the first step, the other libraries
 * with the second, then the start's foundation, then the app. An area that uses a module of the app
 * imports the app's chunk, which every page has loaded before any area. What the first pass found
 * in no step (the areas, the catalogue, whatever only they use) is chunked as before.
 */
export interface StepChunks {
  /**
   * Notes the steps' modules of the first pass's bundle (the client build only). Its `api` moves
   * it to the next pass: Vite resolves the config anew for each environment, so the plugin of the
   * client's config is the one to tell, not this object.
   */
  plugin: Plugin<StepChunksApi>;
  /** `output.codeSplitting.groups`: the libraries and, in the second pass, the steps. */
  groups: {
    name: string;
    test: (id: string) => boolean;
    includeDependenciesRecursively?: boolean;
  }[];
}

export interface StepChunksApi {
  /** Call between the passes: the next client build groups the modules noted. */
  group: () => void;
  /** Call after the second pass: a later build (the prerender's) groups by library only. */
  done: () => void;
}

/** The name of `stepChunks`' plugin, to find it in an environment's config. */
export const stepChunksPlugin = 'asiointi:step-chunks';

/** Each module of the app's steps, by the step that first loads it (`stepChunks`). */
export function stepModules(bundle: OutputBundle, root: string): Map<string, string> {
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
  const stepOf = new Map<string, string>();
  for (const step of loadSteps[0]) {
    const stepChunk = chunks.find((chunk) => chunk.facadeModuleId === `${root}/${step}`);
    if (!stepChunk) {
      throw new Error(`The bundle has no chunk of ${step}.`);
    }
    const added: string[] = [];
    load(stepChunk.fileName, added);
    for (const file of added) {
      for (const id of byFile.get(file)?.moduleIds ?? []) {
        stepOf.set(id, step);
      }
    }
  }
  return stepOf;
}

/** Where Vite writes its manifest in the output directory (`build.manifest: true`). */
const manifestFile = '.vite/manifest.json';

/**
 * The manifest with an entry for each of the app's steps (`appSteps`) that the bundle put into a
 * step's chunk: the chunk's entry, under the module's own key, as a dynamic import's.
 */
export function withStepModules(manifest: Manifest, bundle: OutputBundle, root: string): Manifest {
  const added: Manifest = {};
  for (const step of loadSteps[0]) {
    if (manifest[step]) {
      continue;
    }
    const chunk = Object.values(bundle).find(
      (output) => output.type === 'chunk' && output.moduleIds.includes(`${root}/${step}`),
    );
    const key = Object.keys(manifest).find((each) => manifest[each]?.file === chunk?.fileName);
    const entry = key ? manifest[key] : undefined;
    if (!entry) {
      throw new Error(`The manifest has no chunk of ${step}.`);
    }
    added[step] = { ...entry, src: step, isDynamicEntry: true };
  }
  return { ...manifest, ...added };
}

export function stepChunks(root: string): StepChunks {
  let pass: 'record' | 'group' | 'done' = 'record';
  let stepOf = new Map<string, string>();
  let firstPassFiles: string[] = [];
  const inStep = (step: string) => (id: string) => pass === 'group' && stepOf.get(id) === step;
  const either =
    (...tests: ((id: string) => boolean)[]) =>
    (id: string) =>
      tests.some((test) => test(id));
  return {
    plugin: {
      name: stepChunksPlugin,
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle(_options, bundle) {
        if (pass === 'record') {
          stepOf = stepModules(bundle, root);
        }
      },
      // The steps' modules are no chunks' facades any more: the manifest says where each went,
      // under its own key, as it says of every other dynamic import (scripts/build/prerender.ts and
      // npm run bench:bundle look them up by module).
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
            `${JSON.stringify(withStepModules(manifest, bundle, root), null, 2)}\n`,
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
    // A group earlier in the list takes the modules it matches first. A step's group takes just
    // the modules noted, not all that they import: an index.ts imports its folder's modules,
    // which the bundle leaves out where unused or puts with the areas that use them. The modules
    // noted are all a step's modules need (what its chunks import is loaded by then).
    groups: [
      { name: 'react', test: either(reactLibrary, inStep(appSteps.react)) },
      { name: 'libraries', test: either(firstPageLibrary, inStep(appSteps.libraries)) },
      {
        name: 'foundation',
        test: inStep(appSteps.foundation),
        includeDependenciesRecursively: false,
      },
      { name: 'app', test: inStep(appSteps.app), includeDependenciesRecursively: false },
    ],
  };
}

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
 * nine chunks, four of them large (`stepChunks`). The first of a module's steps (`loadSteps`)
 * preloads the later steps' chunks too, so that they wait for no download.
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
  /**
   * The chunk of the module of ours `module` (`src/app/start/start.tsx`), with its file name: the
   * chunk it is the facade of, or the one that holds it (a step's chunk, `stepChunks`).
   */
  const findChunkOfModule = (module: string) => {
    const id = `${root}/${module}`;
    const files = Object.keys(bundle ?? {});
    const file =
      files.find((key) => chunkOf(key)?.facadeModuleId?.replaceAll('\\', '/') === id) ??
      files.find((key) =>
        chunkOf(key)?.moduleIds.some((each) => each.replaceAll('\\', '/') === id),
      );
    const chunk = file ? chunkOf(file) : null;
    if (!file || !chunk) {
      throw new Error(`The bundle has no chunk of ${module}.`);
    }
    return [file, chunk] as const;
  };
  /** The steps' chunks (`loadSteps`), found once per bundle: every dynamic import asks for them. */
  let stepChunkOf = new Map<string, ReturnType<typeof findChunkOfModule>>();
  const chunkOfModule = (module: string) => {
    const found = stepChunkOf.get(module);
    if (!found) {
      throw new Error(`The bundle has no chunk of ${module}.`);
    }
    return found;
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
          stepChunkOf = new Map(
            loadSteps.flat().map((module) => [module, findChunkOfModule(module)]),
          );
        },
      },
    },
    resolveDependencies(file, deps) {
      const large = (list: readonly string[]) =>
        list.filter((dep) => dep === file || size(dep) >= minBytes);
      const steps = loadSteps.find(([first]) => chunkOfModule(first)[0] === file);
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
