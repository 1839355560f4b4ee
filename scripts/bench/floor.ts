// The floors of npm run bench: the portal's stack rendering one heading (bench/floor/, built here
// into a temporary directory), and a static page with the same heading and no JavaScript.
import { join, resolve } from 'node:path';
import { build } from 'vite';

const floorDirectory = resolve(import.meta.dirname, '..', '..', 'bench', 'floor');

/** The static floor's directory (one index.html, no JavaScript). */
export const staticFloor = join(floorDirectory, 'static');

/** Builds the app floor into `outDir` (emptied first). */
export async function buildAppFloor(outDir: string): Promise<void> {
  await build({
    configFile: join(floorDirectory, 'vite.config.ts'),
    build: { outDir },
    logLevel: 'warn',
  });
}
