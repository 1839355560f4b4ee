import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { moduleSizes } from './scripts/bench/module-sizes.ts';
import { appChunks, appChunksPlugin, type AppChunksApi } from './scripts/build/build-chunks.ts';
import { moduleSideEffects, projectRoot } from './scripts/build/module-side-effects.ts';
import { writePrerenderedPages } from './scripts/build/prerender.ts';

const chunks = appChunks(projectRoot);

/** Where the build puts the prerender entry for Node: outside dist/, which is served. */
const prerenderOutDir = 'node_modules/.asiointi-prerender';

/** The unit tests that turn the test window into the native app's (see `projects`). */
const windowEmbeddingTests = [
  'tests/auth/create-auth.test.ts',
  'tests/auth/logged-out-start.test.ts',
];

export default defineConfig({
  // moduleSizes: what each chunk is made of, for npm run bench:bundle (dist/.vite/modules.json).
  plugins: [react(), moduleSizes(), chunks.plugin],
  resolve: {
    // zod configured (jitless) before any schema is built: see src/api/zod-jitless.ts.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/api/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  build: {
    // The manifest lets npm run bench:bundle tell the first page's chunks from the lazy areas'.
    manifest: true,
    // Every browser the portal runs in but Safari before 17 has module preloads; page-scripts.ts asks
    // those for the page's scripts as plain preloads instead of Vite's polyfill, which would be
    // in every first page.
    modulePreload: { polyfill: false },
    // The entry (src/app/start/main.tsx) is a small loader; the app (src/app/start/start.tsx) and the chunks
    // it shares with the areas load after a prerendered page's first paint. The first page's
    // budget is kept by npm run bench:bundle.
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks.groups },
      },
      treeshake: {
        // Only what a chunk uses of a module that just defines things (scripts/
        // module-side-effects.ts): a visitor's first page so carries none of the session-only
        // parts (sign-in's dialogs, the patient layer's dialogs and identity calls, the
        // onboarding guard, openapi-fetch): 212 → 195 kB gzip.
        moduleSideEffects,
      },
    },
  },
  environments: {
    // The public pages rendered to static HTML at build time (src/app/start/prerender.tsx).
    ssr: {
      build: {
        ssr: 'src/app/start/prerender.tsx',
        outDir: prerenderOutDir,
        emptyOutDir: true,
        manifest: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
      },
    },
  },
  builder: {
    // `vite build`: the browser's bundle, then the prerender entry, then the public pages.
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) {
        throw new Error('vite.config.ts: the build needs its client and ssr environments.');
      }
      // Twice: the first pass finds the app's modules, the second puts them into one chunk
      // (scripts/build/build-chunks.ts, `appChunks`).
      const chunksApi = client.config.plugins.find((plugin) => plugin.name === appChunksPlugin)
        ?.api as AppChunksApi | undefined;
      if (!chunksApi) {
        throw new Error(`vite.config.ts: the client build has no ${appChunksPlugin} plugin.`);
      }
      await builder.build(client);
      chunksApi.group();
      await builder.build(client);
      chunksApi.done();
      await builder.build(ssr);
      const outDir = client.config.build.outDir;
      const pages = await writePrerenderedPages(outDir, join(prerenderOutDir, 'prerender.js'));
      builder.config.logger.info(`Prerendered ${String(pages.length)} public pages.`);
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: 'localhost',
    // The mock gateway of the local stack (npm start / npm run mock) serves every contract here.
    proxy: { '/api': { target: 'http://localhost:4010' } },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup-dom.ts'],
    // Vitest's default of one worker fewer than the cores: one worker on a 2-core machine, where
    // two took more wall time and twice the CPU, each importing the module graph again. The worker
    // is reused across files: a fresh worker per file cost ~0.5 s of spawn and import each, over
    // two minutes of the suite. Tests therefore reset what they change (mocks, storage) and spy
    // on objects rather than mock modules another file may have loaded.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: windowEmbeddingTests,
        },
      },
      // These start the native app's embedded session on the test window itself, which marks
      // that window embedded for good and defines its non-configurable `AsiointiWeb`, as in a
      // real app's page. With the environment reused across a worker's files, every later file
      // would run in the native app: each of these files gets a worker and a window of its own.
      {
        extends: true,
        test: { name: 'window-embedding', include: windowEmbeddingTests, isolate: true },
      },
    ],
  },
});
