// Which file of the production build a request path names, for npm run serve: a file inside
// `root`, a public page the build prerendered (`<path>/index.html`), the single-page app's
// index.html, a 404 for a missing hashed asset, or a 400 for a path
// that cannot be decoded or that tries to leave `root` (`%`, `..%2f`, an encoded NUL).
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

export type StaticTarget =
  { kind: 'file'; file: string } | { kind: 'app' } | { kind: 'notFound' } | { kind: 'badRequest' };

export function staticTarget(root: string, requestUrl: string): StaticTarget {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return { kind: 'badRequest' };
  }
  if (pathname.includes('\0') || pathname.split(/[\\/]/).includes('..')) {
    return { kind: 'badRequest' };
  }
  const base = resolve(root);
  const file = resolve(join(base, pathname));
  if (file !== base && !file.startsWith(base + sep)) {
    return { kind: 'badRequest' };
  }
  if (pathname === '/.vite' || pathname.startsWith('/.vite/')) {
    // The build's own metadata for the build scripts (manifest, module sizes with absolute
    // build paths): not a file the portal serves.
    return { kind: 'notFound' };
  }
  if (existsSync(file) && statSync(file).isFile()) {
    return { kind: 'file', file };
  }
  const prerendered = join(file, 'index.html');
  if (file !== base && existsSync(prerendered) && statSync(prerendered).isFile()) {
    return { kind: 'file', file: prerendered };
  }
  // A missing hashed asset is an error, not a page; every other path is a route of the app.
  return pathname.startsWith('/assets/') ? { kind: 'notFound' } : { kind: 'app' };
}
