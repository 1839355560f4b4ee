// The headers of each kind of answer of the portal's host, in one place for both hosts of the
// production build: the local serve (scripts/hosting/serve.ts) and the nginx server block generated for
// real hosting (scripts/hosting/hosting-nginx.ts). What differs between the kinds is only the cache rule.
import type { EnvironmentConfig } from '../../src/app/config/environments.ts';
import { productionHeaders } from './security-headers.ts';

/**
 * A file Vite names by its content (`assets/index-Dq5pGFAi.js`): under the build's assets
 * directory, the name's last `-` followed by the 8-character hash. Written for both JavaScript and
 * nginx (PCRE), so the generated server block uses this very pattern.
 */
export const hashedAssetPattern = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/;

/**
 * `app`: the HTML, the app's page for every route (it names the current assets, so it is always
 * fetched anew); `hashedAsset`: never changes; `otherFile`: any other file of the build, such as
 * `.vite/manifest.json`, whose content changes under the same name with every release.
 */
export type PathKind = 'app' | 'hashedAsset' | 'otherFile';

export const pathKinds: readonly PathKind[] = ['app', 'hashedAsset', 'otherFile'];

/** The kind of a file of the build, by its path from the build's root (`/assets/x.js`). */
export function pathKind(filePath: string): PathKind {
  if (filePath.endsWith('.html')) {
    return 'app';
  }
  return hashedAssetPattern.test(filePath) ? 'hashedAsset' : 'otherFile';
}

const cacheControls: Readonly<Record<PathKind, string>> = {
  app: 'no-store',
  hashedAsset: 'public, max-age=31536000, immutable',
  // Kept, but checked with the host before every use.
  otherFile: 'no-cache',
};

export const cacheControl = (kind: PathKind): string => cacheControls[kind];

/** The headers of a successful answer for a file of that kind (errors get the security headers). */
export function responseHeaders(config: EnvironmentConfig, kind: PathKind): Record<string, string> {
  return { ...productionHeaders(config), 'Cache-Control': cacheControl(kind) };
}
