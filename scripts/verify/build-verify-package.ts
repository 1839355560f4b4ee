/**
 * npm run build:verify-package: builds packages/verify, the stand-alone `verify` for backend
 * teams: one bundle for plain Node (verify, the generated zod schemas and the libraries it needs,
 * no dependencies to install), the contracts and docs/verify.md as its README. `npm pack` in
 * packages/verify then makes the tarball that `npx <tarball> --contract … --target …` runs.
 */
import { chmodSync, cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { projectRoot } from '../build/module-side-effects.ts';

export const packageDirectory = join(projectRoot, 'packages/verify');

/** `--as` signs in at the portal's mock stack, which the package does not carry. */
function withoutSignIn(): Plugin {
  const stub = '\0verify-sign-in-stub';
  return {
    name: 'verify-without-sign-in',
    enforce: 'pre',
    resolveId(source) {
      return source.endsWith('/verify/sign-in.ts') ? stub : null;
    },
    load(id) {
      return id === stub
        ? `export async function signInAs() {
  throw new Error('--as signs in at the portal\\'s local mock stack, which this package does not include; give the token with --token');
}`
        : null;
    },
  };
}

export async function buildVerifyPackage(): Promise<void> {
  const dist = join(packageDirectory, 'dist');
  const contracts = join(packageDirectory, 'openapi');
  rmSync(dist, { recursive: true, force: true });
  rmSync(contracts, { recursive: true, force: true });
  await build({
    configFile: false,
    root: projectRoot,
    logLevel: 'warn',
    plugins: [withoutSignIn()],
    resolve: {
      // Prism's contract parser alone: its index also loads the mock server, which fails bundled.
      alias: [
        {
          find: /^@stoplight\/prism-http$/,
          replacement: join(
            projectRoot,
            'node_modules/@stoplight/prism-http/dist/utils/operations.js',
          ),
        },
      ],
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: join(projectRoot, 'scripts/verify/package-main.ts'),
      outDir: dist,
      target: 'node20',
      minify: true,
      emptyOutDir: true,
      rolldownOptions: {
        output: {
          entryFileNames: 'verify.js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
        },
      },
    },
  });
  chmodSync(join(dist, 'verify.js'), 0o755);
  mkdirSync(contracts, { recursive: true });
  for (const file of readdirSync(join(projectRoot, 'openapi'))) {
    if (file.endsWith('.yaml')) {
      cpSync(join(projectRoot, 'openapi', file), join(contracts, file));
    }
  }
  cpSync(join(projectRoot, 'docs/verify.md'), join(packageDirectory, 'README.md'));
}

if (import.meta.main) {
  await buildVerifyPackage();
  console.info(`Built ${packageDirectory}; npm pack there makes the tarball.`);
}
