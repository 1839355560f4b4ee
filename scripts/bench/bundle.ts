// What a Vite build's first page loads (the entry, what it always loads, and their static imports)
// versus its lazily loaded chunks, from the build's manifest, in gzipped kB.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { staticClosure, type Manifest } from '../build/vite-manifest.ts';
import { moduleSizesFile, sizesByGroup, type ModuleSizes } from './module-sizes.ts';

export interface BuildSizes {
  /** First-page JavaScript and CSS, gzip kB. */
  firstPage: { js: number; css: number };
  /** Each lazily loaded entry with what it adds to the first page, gzip kB. */
  lazy: { name: string; kb: number }[];
  /**
   * The first page's JavaScript by library and by the project's folders, gzip kB (estimated:
   * scripts/bench/module-sizes.ts), largest first; empty when the build wrote no module sizes.
   */
  firstPageGroups: { group: string; kb: number }[];
}

/**
 * The sizes of the build in `dist` (built with `build.manifest`). The first page is the entry and
 * `firstPageModules` (manifest keys: what the entry always loads, even if by a dynamic import),
 * with everything they import statically; each other dynamic import is a lazy chunk. `root` is
 * the project the build was made from (its modules' ids are absolute paths).
 */
export function measureBuild(
  dist: string,
  firstPageModules: readonly string[] = [],
  root = join(dist, '..'),
): BuildSizes {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build first (npm run build).`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  // Each file once: a module the build put into another's chunk (an entry step) names that chunk.
  const files = (keys: Iterable<string>) => [
    ...new Set([...keys].map((key) => manifest[key]?.file ?? key)),
  ];
  const sum = (list: string[]) => list.reduce((total, file) => total + gzipKb(file), 0);

  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) {
    throw new Error(`No entry in ${manifestFile}.`);
  }
  const initial = new Set(staticClosure(manifest, [entry, ...firstPageModules]));
  const lazy = Object.entries(manifest)
    .filter(([name, chunk]) => chunk.isDynamicEntry && !initial.has(name))
    .map(([name]) => ({
      name,
      kb: sum(files(staticClosure(manifest, [name]).filter((key) => !initial.has(key)))),
    }));
  const firstPageJs = files(initial).filter((file) => file.endsWith('.js'));
  const sizesFile = join(dist, moduleSizesFile);
  const firstPageGroups = existsSync(sizesFile)
    ? sizesByGroup(
        JSON.parse(readFileSync(sizesFile, 'utf8')) as ModuleSizes,
        firstPageJs.map((file) => ({ file, gzipKb: gzipKb(file) })),
        root,
      )
    : [];
  return {
    firstPageGroups,
    firstPage: {
      js: sum(firstPageJs),
      // A stylesheet several chunks list (a component's CSS with each chunk that imports it) is
      // loaded once.
      css: sum([...new Set([...initial].flatMap((key) => manifest[key]?.css ?? []))]),
    },
    lazy,
  };
}
