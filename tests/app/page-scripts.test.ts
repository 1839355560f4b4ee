// @vitest-environment jsdom
// The entry's preload of a prerendered page's scripts (src/app/start/page-scripts.ts): each script
// the build named in the page asked for as a module preload (a plain script preload where the
// browser has none), none of another origin.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadPageScripts } from '../../src/app/start/page-scripts.ts';

function pageNaming(scripts: string | undefined) {
  const root = document.createElement('div');
  root.id = 'root';
  if (scripts !== undefined) {
    root.dataset.preload = scripts;
  }
  document.body.append(root);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: link.href,
    crossOrigin: link.crossOrigin,
    ...(link.as === '' ? {} : { as: link.as }),
  }));

/** Whether the browser knows module preloads (jsdom knows none of `rel`'s values). */
const modulePreloads = (known: boolean) =>
  vi
    .spyOn(DOMTokenList.prototype, 'supports')
    .mockImplementation((token) => known && token === 'modulepreload');

beforeEach(() => {
  modulePreloads(true);
});

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe("a prerendered page's scripts", () => {
  it('are each asked for as a module preload, in the order named', () => {
    pageNaming('/assets/react-R.js /assets/app-A.js');
    preloadPageScripts(document);
    expect(preloads()).toEqual([
      { rel: 'modulepreload', href: `${location.origin}/assets/react-R.js`, crossOrigin: '' },
      { rel: 'modulepreload', href: `${location.origin}/assets/app-A.js`, crossOrigin: '' },
    ]);
  });

  it('are asked for as script preloads by a browser without module preloads', () => {
    modulePreloads(false);
    pageNaming('/assets/app-A.js');
    preloadPageScripts(document);
    expect(preloads()).toEqual([
      {
        rel: 'preload',
        as: 'script',
        href: `${location.origin}/assets/app-A.js`,
        crossOrigin: '',
      },
    ]);
  });

  it('never include a script of another origin', () => {
    pageNaming('//cdn.example/evil.js https://cdn.example/x.js /assets/app-A.js');
    preloadPageScripts(document);
    expect(preloads().map((link) => link.href)).toEqual([`${location.origin}/assets/app-A.js`]);
  });

  it('are none on a page that names none, or has no root', () => {
    pageNaming(undefined);
    preloadPageScripts(document);
    document.body.replaceChildren();
    preloadPageScripts(document);
    expect(preloads()).toEqual([]);
  });
});
