// What each chunk of a build is made of: a Vite plugin that writes `.vite/modules.json` (each
// chunk's modules with their rendered length, after tree-shaking, before minification), and the
// grouping npm run bench:bundle prints the first page's libraries and areas with.
import type { Plugin } from 'vite';

/** Chunk file → module id → rendered length (characters). */
export type ModuleSizes = Record<string, Record<string, number>>;

export const moduleSizesFile = '.vite/modules.json';

/** Writes `.vite/modules.json` beside the manifest (client build only). */
export function moduleSizes(): Plugin {
  return {
    name: 'asiointi:module-sizes',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const sizes: ModuleSizes = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          sizes[output.fileName] = Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
          );
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: moduleSizesFile,
        source: `${JSON.stringify(sizes, null, 1)}\n`,
      });
    },
  };
}

/**
 * What a module belongs to: its package (`react-dom`, `@tanstack/query-core`), or the project's
 * own folder two levels down (`src/app`, `generated/patient`), or `other` (Vite's helpers).
 */
export function moduleGroup(id: string, root: string): string {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inPackages = path.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const [scope, name] = path.slice(inPackages + '/node_modules/'.length).split('/');
    return scope?.startsWith('@') && name ? `${scope}/${name}` : (scope ?? path);
  }
  if (path.startsWith(`${root}/`)) {
    const [top, area] = path.slice(root.length + 1).split('/');
    return area && !area.includes('.') ? `${top ?? ''}/${area}` : (top ?? path);
  }
  return 'other';
}

/**
 * The given chunks' gzip size shared out over the groups of their modules, in proportion to each
 * module's rendered length within its chunk (an estimate: gzip does not compress every module
 * alike), largest first.
 */
export function sizesByGroup(
  sizes: ModuleSizes,
  chunks: readonly { file: string; gzipKb: number }[],
  root: string,
): { group: string; kb: number }[] {
  const groups = new Map<string, number>();
  for (const { file, gzipKb } of chunks) {
    const modules = Object.entries(sizes[file] ?? {});
    const total = modules.reduce((sum, [, length]) => sum + length, 0);
    for (const [id, length] of modules) {
      if (total > 0 && length > 0) {
        const group = moduleGroup(id, root);
        groups.set(group, (groups.get(group) ?? 0) + (gzipKb * length) / total);
      }
    }
  }
  return [...groups]
    .map(([group, kb]) => ({ group, kb }))
    .sort((a, b) => b.kb - a.kb || a.group.localeCompare(b.group));
}
