import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import {
  appChunks,
  appModules,
  misplacedSteps,
  firstPageLibrary,
  sessionChunkReactImports,
  withAppModule,
  type AppChunksApi,
} from '../../scripts/build/build-chunks.ts';

const root = '/work/portal';

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
      `${root}/src/app/start/start.tsx`,
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

/** The chunk a module goes to: the first group that takes it, as rolldown picks at one priority. */
const groupIn = (groups: ReturnType<typeof appChunks>['groups'], id: string) =>
  groups.find((group) => group.test(id))?.name ?? null;

describe('appChunks, in the first pass', () => {
  const groupOf = (id: string) => groupIn(appChunks(root).groups, id);

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
    expect(groupOf(`${root}/node_modules/zod/v4/mini/schemas.js`)).toBe('session');
    expect(groupOf(`${root}/node_modules/zod/v4/core/core.js`)).toBe('session');
  });

  it('leaves what no first page runs to the areas’ chunks', () => {
    expect(groupOf(`${root}/node_modules/react-hook-form/dist/index.esm.mjs`)).toBeNull();
    expect(groupOf(`${root}/node_modules/react-dom-extra/index.js`)).toBeNull();
    expect(groupOf(`${root}/src/app/start/start.tsx`)).toBeNull();
  });
});

/** A chunk of a bundle as `appModules` reads it. */
function passChunk(
  fileName: string,
  moduleIds: string[],
  options: { facade?: string; imports?: string[]; isEntry?: boolean } = {},
) {
  return {
    type: 'chunk',
    fileName,
    moduleIds: moduleIds.map((id) => `${root}/${id}`),
    facadeModuleId: options.facade ? `${root}/${options.facade}` : null,
    imports: options.imports ?? [],
    isEntry: options.isEntry ?? false,
  };
}

/** A first pass's bundle: the entry, the app, an area, and chunks they share. */
const firstPass = {
  'entry.js': passChunk('entry.js', ['src/app/start/main.tsx', 'src/app/start/first-paint.ts'], {
    isEntry: true,
    imports: ['runtime.js'],
  }),
  'runtime.js': passChunk('runtime.js', ['\0rolldown/runtime.js']),
  'react.js': passChunk('react.js', ['node_modules/react/index.js']),
  'libraries.js': passChunk('libraries.js', ['node_modules/react-router/index.js'], {
    imports: ['react.js'],
  }),
  'i18n.js': passChunk('i18n.js', ['src/i18n/portal-i18n.ts', 'src/i18n/routes.ts'], {
    imports: ['libraries.js', 'runtime.js'],
  }),
  'button.js': passChunk('button.js', ['src/ui/button.tsx'], { imports: ['i18n.js'] }),
  'start.js': passChunk('start.js', ['src/app/start/start.tsx', 'src/app/start/app.tsx'], {
    facade: 'src/app/start/start.tsx',
    imports: ['button.js', 'i18n.js', 'session.js'],
  }),
  // Loaded by the entry on a kept sign-in and imported by the app: no facade of its own.
  'session.js': passChunk(
    'session.js',
    ['src/app/start/session-start.ts', 'src/auth/create-auth.ts'],
    { imports: ['zod.js', 'runtime.js'] },
  ),
  'zod.js': passChunk('zod.js', ['node_modules/zod/v4/mini/schemas.js']),
  // What a sign-in loads: its own module, and a module it shares with the app.
  'web-session.js': passChunk('web-session.js', ['src/auth/browser-web-session.ts'], {
    facade: 'src/auth/browser-web-session.ts',
    imports: ['callback.js', 'session.js'],
  }),
  'callback.js': passChunk('callback.js', ['src/auth/oidc/callback.ts']),
  'chat.js': passChunk('chat.js', ['src/app/routes/areas/chat.tsx'], {
    facade: 'src/app/routes/areas/chat.tsx',
    imports: ['button.js', 'dialog.js', 'callback.js'],
  }),
  'dialog.js': passChunk('dialog.js', ['src/ui/dialog.tsx']),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

describe('appModules', () => {
  const { app: ofApp, session: ofSession } = appModules(firstPass as unknown as OutputBundle, root);
  const inApp = (id: string) => ofApp.has(`${root}/${id}`);
  const inSession = (id: string) => ofSession.has(`${root}/${id}`);

  it('takes every module the app’s chunk loads, the libraries’ and its own', () => {
    expect(inApp('node_modules/react/index.js')).toBe(true);
    expect(inApp('node_modules/react-router/index.js')).toBe(true);
    expect(inApp('src/i18n/portal-i18n.ts')).toBe(true);
    expect(inApp('src/ui/button.tsx')).toBe(true);
    expect(inApp('src/app/start/app.tsx')).toBe(true);
    expect(inApp('src/app/start/start.tsx')).toBe(true);
  });

  it('leaves out what the entry loads and what only an area loads', () => {
    expect(inApp('src/app/start/first-paint.ts')).toBe(false);
    expect(inApp('\0rolldown/runtime.js')).toBe(false);
    expect(inApp('src/app/routes/areas/chat.tsx')).toBe(false);
    expect(inApp('src/ui/dialog.tsx')).toBe(false);
  });

  it('gives the session what the session’s start loads, and nothing of React', () => {
    expect(inSession('src/app/start/session-start.ts')).toBe(true);
    expect(inSession('src/auth/create-auth.ts')).toBe(true);
    expect(inSession('node_modules/react/index.js')).toBe(false);
    expect(inSession('src/i18n/portal-i18n.ts')).toBe(false);
    expect(inApp('src/app/start/session-start.ts')).toBe(false);
  });

  it('gives the session, not the app, what a sign-in shares with the app', () => {
    // The chat area and the web session share the callback's module; the app's chunk does not
    // load it, so it stays where the bundler put it.
    expect(inSession('src/auth/oidc/callback.ts')).toBe(false);
    const sharedWithApp = {
      ...firstPass,
      'start.js': {
        ...firstPass['start.js'],
        imports: ['button.js', 'i18n.js', 'session.js', 'callback.js'],
      },
    };
    const split = appModules(sharedWithApp as unknown as OutputBundle, root);
    expect(split.session.has(`${root}/src/auth/oidc/callback.ts`)).toBe(true);
    expect(split.app.has(`${root}/src/auth/oidc/callback.ts`)).toBe(false);
    // A sign-in's own module is no first page's.
    expect(split.session.has(`${root}/src/auth/browser-web-session.ts`)).toBe(false);
  });

  it('fails when the app has no chunk of its own', () => {
    const { ['start.js']: _start, ...withoutStart } = firstPass;
    expect(() => appModules(withoutStart as unknown as OutputBundle, root)).toThrow(
      'The bundle has no chunk of src/app/start/start.tsx.',
    );
  });
});

describe('appChunks, in the second pass', () => {
  const chunks = appChunks(root);
  const hook = chunks.plugin.generateBundle as (options: unknown, output: OutputBundle) => void;
  const api: AppChunksApi = chunks.plugin.api ?? {
    group: () => {
      throw new Error('appChunks has no api');
    },
    done: () => {
      throw new Error('appChunks has no api');
    },
  };
  const groupOf = (id: string) => groupIn(chunks.groups, `${root}/${id}`);
  const failOnError = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  // The entry's steps in the chunks they evaluate, as the second pass puts them.
  const secondPass = {
    'entry.js': firstPass['entry.js'],
    'session.js': firstPass['session.js'],
    'react.js': passChunk('react.js', [
      'node_modules/react/index.js',
      'src/app/start/react-step.ts',
    ]),
    'libraries.js': passChunk(
      'libraries.js',
      ['node_modules/react-router/index.js', 'src/app/start/libraries-step.ts'],
      { imports: ['react.js'] },
    ),
  } as unknown as OutputBundle;

  it('puts the app’s modules in one chunk beside the libraries’, and only those', () => {
    hook({}, firstPass as unknown as OutputBundle);
    api.group();
    // The second pass's bundle does not overwrite what the first noted.
    hook.call(failOnError, {}, secondPass);
    expect(groupOf('node_modules/react/index.js')).toBe('react');
    expect(groupOf('node_modules/react-router/index.js')).toBe('libraries');
    expect(groupOf('src/i18n/routes.ts')).toBe('app');
    expect(groupOf('src/ui/button.tsx')).toBe('app');
    expect(groupOf('src/app/start/start.tsx')).toBe('app');
    expect(groupOf('src/app/start/session-start.ts')).toBe('session');
    expect(groupOf('src/auth/create-auth.ts')).toBe('session');
    expect(groupOf('src/ui/dialog.tsx')).toBeNull();
    expect(groupOf('src/app/start/first-paint.ts')).toBeNull();
    // The entry's steps are modules of the chunks they evaluate: importing one loads no chunk.
    expect(groupOf('src/app/start/react-step.ts')).toBe('react');
    expect(groupOf('src/app/start/libraries-step.ts')).toBe('libraries');
    expect(
      chunks.groups.find((group) => group.name === 'app')?.includeDependenciesRecursively,
    ).toBe(false);
  });

  it('fails the build when the session’s chunk would load React', () => {
    const failing = appChunks(root);
    const failingHook = failing.plugin.generateBundle as (
      this: { error: (message: string) => never },
      options: unknown,
      output: OutputBundle,
    ) => void;
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    failingHook.call(context, {}, firstPass as unknown as OutputBundle);
    failing.plugin.api?.group();
    const withReact = {
      ...firstPass,
      'session.js': { ...firstPass['session.js'], imports: ['i18n.js'] },
    };
    expect(() => {
      failingHook.call(context, {}, withReact as unknown as OutputBundle);
    }).toThrow("The session's chunk (src/app/start/session-start.ts) loads libraries.js, react.js");
  });

  it('fails the build when a step of the entry is not in the chunk it evaluates', () => {
    const { ['libraries.js']: _libraries, ...withoutStep } = secondPass;
    expect(() => {
      hook.call(failOnError, {}, {
        ...withoutStep,
        'libraries.js': passChunk('libraries.js', ['node_modules/react-router/index.js']),
      } as unknown as OutputBundle);
    }).toThrow('src/app/start/libraries-step.ts');
  });

  it('groups by library only once done (the prerender’s build)', () => {
    api.done();
    expect(groupOf('src/ui/button.tsx')).toBeNull();
    expect(groupOf('node_modules/react/index.js')).toBe('react');
  });
});

describe('sessionChunkReactImports', () => {
  const grouped = (sessionImports: string[]) =>
    ({
      'index.js': passChunk('index.js', ['src/app/start/main.tsx'], { isEntry: true }),
      'react.js': passChunk('react.js', ['node_modules/react/index.js']),
      'libraries.js': passChunk('libraries.js', ['node_modules/react-router/index.js'], {
        imports: ['react.js'],
      }),
      'session.js': passChunk(
        'session.js',
        ['src/app/start/session-start.ts', 'node_modules/zod/v4/mini/schemas.js'],
        { imports: sessionImports },
      ),
      'i18n.js': passChunk('i18n.js', ['src/i18n/portal-i18n.ts'], { imports: ['libraries.js'] }),
    }) as unknown as OutputBundle;

  it('is empty when the session’s chunk needs only itself and the entry', () => {
    expect(sessionChunkReactImports(grouped(['index.js']), root)).toEqual([]);
  });

  it('names the chunks with React that the session’s chunk loads, also through another', () => {
    expect(sessionChunkReactImports(grouped(['i18n.js']), root)).toEqual([
      'libraries.js',
      'react.js',
    ]);
  });
});

describe('withAppModule', () => {
  const grouped = {
    'index.js': passChunk('index.js', ['src/app/start/main.tsx'], { isEntry: true }),
    'react.js': passChunk('react.js', ['node_modules/react/index.js']),
    'libraries.js': passChunk('libraries.js', ['node_modules/react-router/index.js']),
    'app.js': passChunk('app.js', ['src/app/start/app.tsx', 'src/app/start/start.tsx']),
  } as unknown as OutputBundle;
  const manifest = {
    'index.html': { file: 'index.js', isEntry: true, dynamicImports: ['_app.js'] },
    '_react.js': { file: 'react.js' },
    '_libraries.js': { file: 'libraries.js', imports: ['_react.js'] },
    '_app.js': { file: 'app.js', imports: ['_libraries.js'], css: ['app.css'] },
  };

  it('names the app’s chunk under the app’s module, as a dynamic import', () => {
    const named = withAppModule(manifest, grouped, root);
    expect(named['src/app/start/start.tsx']).toEqual({
      file: 'app.js',
      imports: ['_libraries.js'],
      css: ['app.css'],
      src: 'src/app/start/start.tsx',
      isDynamicEntry: true,
    });
    expect(named['_app.js']).toEqual(manifest['_app.js']);
  });

  it('keeps the app’s module as Vite wrote it when it is its chunk’s own entry', () => {
    const own = {
      ...manifest,
      'src/app/start/start.tsx': { file: 'start.js', isDynamicEntry: true },
    };
    expect(withAppModule(own, grouped, root)['src/app/start/start.tsx']).toEqual({
      file: 'start.js',
      isDynamicEntry: true,
    });
  });

  it('fails when the manifest has no chunk of the app', () => {
    const { ['_app.js']: _app, ...withoutApp } = manifest;
    expect(() => withAppModule(withoutApp, grouped, root)).toThrow(
      'The manifest has no chunk of src/app/start/start.tsx.',
    );
  });
});

describe('misplacedSteps', () => {
  const bundle = (reactChunk: string[], librariesChunk: string[]) =>
    ({
      'index.js': passChunk('index.js', ['src/app/start/main.tsx'], { isEntry: true }),
      'react.js': passChunk('react.js', reactChunk),
      'libraries.js': passChunk('libraries.js', librariesChunk, { imports: ['react.js'] }),
    }) as unknown as OutputBundle;

  it('is empty when each step is a module of the chunk it evaluates', () => {
    expect(
      misplacedSteps(
        bundle(
          ['node_modules/react-dom/client.js', 'src/app/start/react-step.ts'],
          ['node_modules/react-router/index.js', 'src/app/start/libraries-step.ts'],
        ),
        root,
      ),
    ).toEqual([]);
  });

  it('names a step left out of its chunk, or put into the wrong one', () => {
    expect(
      misplacedSteps(
        bundle(
          ['node_modules/react-dom/client.js', 'src/app/start/libraries-step.ts'],
          ['node_modules/react-router/index.js'],
        ),
        root,
      ),
    ).toEqual(['src/app/start/react-step.ts', 'src/app/start/libraries-step.ts']);
  });
});
