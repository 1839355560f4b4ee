// Vite's `.vite/manifest.json` (build.manifest) as the build scripts read it: the prerender
// (scripts/build/prerender.ts) for a page's stylesheets, npm run bench:bundle (scripts/bench/bundle.ts)
// for what the first page loads.

/** One chunk of the manifest, by its key (a source path, or `_<name>` for a shared chunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The keys of the given chunks and of every chunk they import statically, each once, a chunk's
 * imports before the chunk itself (the order their stylesheets apply in).
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const closure: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) {
      return;
    }
    seen.add(key);
    chunk.imports?.forEach(visit);
    closure.push(key);
  };
  for (const key of keys) {
    if (!manifest[key]) {
      throw new Error(`The build's manifest has no ${key}: was it renamed or moved?`);
    }
    visit(key);
  }
  return closure;
}
