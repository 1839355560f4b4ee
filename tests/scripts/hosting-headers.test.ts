import { describe, expect, it } from 'vitest';
import { environments } from '../../src/app/config/index.ts';
import {
  cacheControl,
  pathKind,
  pathKinds,
  responseHeaders,
} from '../../scripts/hosting/hosting-headers.ts';
import { productionHeaders } from '../../scripts/hosting/security-headers.ts';

describe('the cache rule of each file of the build', () => {
  it.each([
    // Names as Vite 8 writes them: the last `-`, then 8 characters of [A-Za-z0-9_-].
    '/assets/index-Dq5pGFAi.js',
    '/assets/feedback-dialog-_4t_82uy.css',
    '/assets/occupational-C-SGKsFp.js',
    '/assets/rolldown-runtime-WkwZ5CU-.js',
    '/assets/logo-a1B2c3D4.svg',
  ])('%s is a hashed asset, cached for good', (path) => {
    expect(pathKind(path)).toBe('hashedAsset');
    expect(cacheControl(pathKind(path))).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['the build manifest', '/.vite/manifest.json'],
    ['an unhashed asset', '/assets/logo.svg'],
    ['a name whose last part is no hash', '/assets/chat-view.js'],
    ['a hash-like name outside assets', '/index-Dq5pGFAi.js'],
    ['a file deeper than assets', '/assets/fonts/inter-Dq5pGFAi.woff2'],
    ['a root file', '/robots.txt'],
  ])('%s (%s) is checked with the host before every use, never immutable', (_name, path) => {
    expect(pathKind(path)).toBe('otherFile');
    expect(cacheControl(pathKind(path))).toBe('no-cache');
  });

  it('never stores the HTML', () => {
    expect(pathKind('/index.html')).toBe('app');
    expect(cacheControl('app')).toBe('no-store');
  });

  it('adds only the cache rule to the environment’s security headers', () => {
    for (const kind of pathKinds) {
      expect(responseHeaders(environments.prod, kind)).toEqual({
        ...productionHeaders(environments.prod),
        'Cache-Control': cacheControl(kind),
      });
    }
  });
});
