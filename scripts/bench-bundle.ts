// npm run bench:bundle: the size of what the first page loads versus the lazily loaded areas,
// from the production build's manifest (run npm run build first). A benchmark, not a test:
// it prints the sizes and fails only when the first page's JavaScript exceeds its budget.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * Gzipped JavaScript of the first page, in kB. The stack alone (React, router, query, zod, i18next)
 * is about 160 kB; sign-in (oidc-client-ts), the design system, the shell and three catalogues
 * bring it to about 198 kB (2026-11).
 */
const firstPageBudgetKb = 210;

const dist = resolve(import.meta.dirname, '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (!seen.has(key)) {
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) {
      staticClosure(imported, seen);
    }
  }
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) {
  throw new Error('No entry in the manifest: run npm run build first.');
}
const initial = staticClosure(entry);
const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file ?? key);
const sum = (list: string[]) => list.reduce((total, file) => total + gzipKb(file), 0);

const firstPage = sum(files(initial).filter((f) => f.endsWith('.js')));
const firstPageCss = sum([...initial].flatMap((key) => manifest[key]?.css ?? []));
console.info(
  `First page: ${firstPage.toFixed(1)} kB JS + ${firstPageCss.toFixed(1)} kB CSS (gzip)`,
);
console.info('Lazily loaded areas:');
for (const [key, chunk] of Object.entries(manifest)) {
  if (chunk.isDynamicEntry) {
    const own = [...staticClosure(key)].filter((k) => !initial.has(k));
    console.info(`  ${key.padEnd(40)} ${sum(files(own)).toFixed(1).padStart(6)} kB`);
  }
}
if (firstPage > firstPageBudgetKb) {
  console.error(`Over budget: the first page's JavaScript exceeds ${firstPageBudgetKb} kB gzip.`);
  process.exit(1);
}
