import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  chunkPreloads,
  firstPageLibrary,
  libraryGroups,
} from '../../scripts/build/build-chunks.ts';

const root = '/work/portal';

function chunk(fileName: string, bytes: number, facade: string | null, imports: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    code: 'x'.repeat(bytes),
    facadeModuleId: facade === null ? null : `${root}/${facade}`,
    imports,
  };
}

/** The bundle of a build, as the plugin's generateBundle hook receives it. */
function preloadsOf(bundle: Record<string, unknown>, minBytes = 100) {
  const preloads = chunkPreloads(root, minBytes);
  const hook = preloads.plugin.generateBundle as {
    handler: (options: unknown, output: OutputBundle) => void;
  };
  hook.handler({}, bundle as unknown as OutputBundle);
  return preloads;
}

const bundle = {
  'assets/react.js': chunk('assets/react.js', 4000, null),
  'assets/libraries.js': chunk('assets/libraries.js', 5000, null, ['assets/react.js']),
  'assets/small.js': chunk('assets/small.js', 40, null),
  'assets/react-libraries.js': chunk(
    'assets/react-libraries.js',
    30,
    'src/app/start/react-libraries.ts',
    ['assets/react.js'],
  ),
  'assets/app-libraries.js': chunk(
    'assets/app-libraries.js',
    30,
    'src/app/start/app-libraries.ts',
    ['assets/libraries.js'],
  ),
  'assets/app-foundation.js': chunk(
    'assets/app-foundation.js',
    30,
    'src/app/start/app-foundation.ts',
    ['assets/foundation.js'],
  ),
  'assets/foundation.js': chunk('assets/foundation.js', 500, null, ['assets/libraries.js']),
  'assets/start.js': chunk('assets/start.js', 800, 'src/app/start/start.tsx', [
    'assets/libraries.js',
    'assets/foundation.js',
    'assets/small.js',
    'assets/tables.js',
  ]),
  'assets/tables.js': chunk('assets/tables.js', 300, null),
  'assets/chat.js': chunk('assets/chat.js', 50, 'src/app/routes/areas/chat.tsx', [
    'assets/small.js',
    'assets/chat-pages.js',
  ]),
  'assets/chat-pages.js': chunk('assets/chat-pages.js', 400, null),
  'assets/chat-contracts.js': chunk(
    'assets/chat-contracts.js',
    20,
    'src/app/routes/areas/chat-contracts.ts',
    ['assets/chat-v4.js', 'assets/small.js'],
  ),
  'assets/chat-v4.js': chunk('assets/chat-v4.js', 600, null),
  'assets/ui.css': { type: 'asset', fileName: 'assets/ui.css' },
};

describe('chunkPreloads', () => {
  it('preloads the chunk imported and the large chunks it needs, not the small ones', () => {
    const { resolveDependencies } = preloadsOf(bundle);
    expect(
      resolveDependencies('assets/start.js', [
        'assets/start.js',
        'assets/libraries.js',
        'assets/small.js',
        'assets/tables.js',
      ]),
    ).toEqual(['assets/start.js', 'assets/libraries.js', 'assets/tables.js']);
    // A small chunk imported itself is preloaded all the same.
    expect(resolveDependencies('assets/chat.js', ['assets/chat.js', 'assets/small.js'])).toEqual([
      'assets/chat.js',
    ]);
  });

  it('has the entry’s first step preload every later step’s large chunks too, each once', () => {
    const { resolveDependencies } = preloadsOf(bundle);
    expect(
      resolveDependencies('assets/react-libraries.js', [
        'assets/react-libraries.js',
        'assets/react.js',
      ]),
    ).toEqual([
      'assets/react-libraries.js',
      'assets/react.js',
      'assets/app-libraries.js',
      'assets/libraries.js',
      'assets/app-foundation.js',
      'assets/foundation.js',
      'assets/start.js',
      'assets/tables.js',
    ]);
    // A later step, loaded after the first, preloads as any chunk does.
    expect(
      resolveDependencies('assets/app-libraries.js', [
        'assets/app-libraries.js',
        'assets/libraries.js',
        'assets/react.js',
      ]),
    ).toEqual(['assets/app-libraries.js', 'assets/libraries.js', 'assets/react.js']);
  });

  it('has the chat area’s first step, its client, preload the area and its large chunks', () => {
    const { resolveDependencies } = preloadsOf(bundle);
    expect(
      resolveDependencies('assets/chat-contracts.js', [
        'assets/chat-contracts.js',
        'assets/chat-v4.js',
        'assets/small.js',
      ]),
    ).toEqual([
      'assets/chat-contracts.js',
      'assets/chat-v4.js',
      'assets/chat.js',
      'assets/chat-pages.js',
    ]);
    // The area itself, loaded second, preloads as any chunk does.
    expect(
      resolveDependencies('assets/chat.js', [
        'assets/chat.js',
        'assets/small.js',
        'assets/chat-pages.js',
      ]),
    ).toEqual(['assets/chat.js', 'assets/chat-pages.js']);
  });

  it('fails the build rather than guess when a chunk or a step is missing', () => {
    const { resolveDependencies } = preloadsOf(bundle);
    expect(() => resolveDependencies('assets/start.js', ['assets/gone.js'])).toThrow(
      'The bundle has no chunk assets/gone.js to preload.',
    );
    const without = (file: string) =>
      Object.fromEntries(Object.entries(bundle).filter(([name]) => name !== file));
    expect(() => preloadsOf(without('assets/start.js'))).toThrow(
      'The bundle has no chunk of src/app/start/start.tsx.',
    );
    // A step renamed on one side only: the build stops instead of loading the area late.
    expect(() => preloadsOf(without('assets/chat-contracts.js'))).toThrow(
      'The bundle has no chunk of src/app/routes/areas/chat-contracts.ts.',
    );
    expect(() => preloadsOf(without('assets/app-foundation.js'))).toThrow(
      'The bundle has no chunk of src/app/start/app-foundation.ts.',
    );
  });
});

describe('firstPageLibrary', () => {
  it('takes the libraries every page runs, with their own folders', () => {
    for (const id of [
      `${root}/node_modules/react-dom/cjs/react-dom-client.production.js`,
      `${root}/node_modules/react/index.js`,
      `${root}/node_modules/scheduler/index.js`,
      `${root}/node_modules/react-router/dist/production/index.mjs`,
      `${root}/node_modules/@tanstack/query-core/build/modern/queryClient.js`,
      `${root}/node_modules/@tanstack/react-query/build/modern/useQuery.js`,
      `${root}/node_modules/i18next/dist/esm/i18next.js`,
      `${root}/node_modules/react-i18next/dist/es/useTranslation.js`,
      `${root}/node_modules/zod/v4/core/core.js`,
      `${root}/node_modules/zod/v4/core/schemas.js`,
      `${root}/node_modules/zod/v4/mini/schemas.js`,
      'C:\\portal\\node_modules\\react-dom\\index.js',
    ]) {
      expect(firstPageLibrary(id), id).toBe(true);
    }
  });

  it('leaves the areas’ libraries, React Query’s mutations and our own code to the areas', () => {
    for (const id of [
      `${root}/node_modules/oidc-client-ts/dist/esm/oidc-client-ts.js`,
      `${root}/node_modules/react-hook-form/dist/index.esm.mjs`,
      `${root}/node_modules/@tanstack/react-query/build/modern/useMutation.js`,
      `${root}/node_modules/@tanstack/query-core/build/modern/mutationObserver.js`,
      `${root}/node_modules/@tanstack/query-core/build/modern/infiniteQueryBehavior.js`,
      `${root}/src/app/start.tsx`,
      `${root}/node_modules/react-dom-extra/index.js`,
    ]) {
      expect(firstPageLibrary(id), id).toBe(false);
    }
  });

  it('leaves zod’s classic API, its messages and its JSON Schema conversion to the areas', () => {
    for (const id of [
      `${root}/node_modules/zod/v4/classic/schemas.js`,
      `${root}/node_modules/zod/v4/locales/en.js`,
      `${root}/node_modules/zod/v4/core/to-json-schema.js`,
      `${root}/node_modules/zod/v4/core/json-schema-processors.js`,
      'C:\\portal\\node_modules\\zod\\v4\\core\\to-json-schema.js',
    ]) {
      expect(firstPageLibrary(id), id).toBe(false);
    }
  });
});

describe('libraryGroups', () => {
  /** The chunk a module goes to: the first group that takes it, as rolldown picks at one priority. */
  const groupOf = (id: string) => libraryGroups.find((group) => group.test(id))?.name ?? null;

  it('puts React, React DOM and the scheduler in a chunk apart from the other libraries', () => {
    expect(groupOf(`${root}/node_modules/react-dom/cjs/react-dom-client.production.js`)).toBe(
      'react',
    );
    expect(groupOf(`${root}/node_modules/react/jsx-runtime.js`)).toBe('react');
    expect(groupOf(`${root}/node_modules/scheduler/index.js`)).toBe('react');
    expect(groupOf('C:\\portal\\node_modules\\react-dom\\index.js')).toBe('react');
    expect(groupOf(`${root}/node_modules/react-router/dist/production/index.mjs`)).toBe(
      'libraries',
    );
    expect(groupOf(`${root}/node_modules/react-i18next/dist/es/useTranslation.js`)).toBe(
      'libraries',
    );
    expect(groupOf(`${root}/node_modules/@tanstack/react-query/build/modern/useQuery.js`)).toBe(
      'libraries',
    );
    expect(groupOf(`${root}/node_modules/zod/v4/mini/schemas.js`)).toBe('libraries');
  });

  it('leaves what no first page runs to the areas’ chunks', () => {
    expect(groupOf(`${root}/node_modules/react-hook-form/dist/index.esm.mjs`)).toBeNull();
    expect(groupOf(`${root}/node_modules/react-dom-extra/index.js`)).toBeNull();
    expect(groupOf(`${root}/src/app/start.tsx`)).toBeNull();
  });
});
