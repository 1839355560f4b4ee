// @vitest-environment jsdom
// The entry's preload of a prerendered page's scripts (src/app/start/page-scripts.ts): each script
// the build named in the page asked for as a module preload (a plain script preload where the
// browser has none), each in a task of its own, none of another origin.
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
  it('are each asked for as a module preload, in the order named', async () => {
    pageNaming('/assets/react-R.js /assets/app-A.js');
    await preloadPageScripts(document);
    expect(preloads()).toEqual([
      { rel: 'modulepreload', href: `${location.origin}/assets/react-R.js`, crossOrigin: '' },
      { rel: 'modulepreload', href: `${location.origin}/assets/app-A.js`, crossOrigin: '' },
    ]);
  });

  it('are asked for as script preloads by a browser without module preloads', async () => {
    modulePreloads(false);
    pageNaming('/assets/app-A.js');
    await preloadPageScripts(document);
    expect(preloads()).toEqual([
      {
        rel: 'preload',
        as: 'script',
        href: `${location.origin}/assets/app-A.js`,
        crossOrigin: '',
      },
    ]);
  });

  it('never include a script of another origin', async () => {
    pageNaming('//cdn.example/evil.js https://cdn.example/x.js /assets/app-A.js');
    await preloadPageScripts(document);
    expect(preloads().map((link) => link.href)).toEqual([`${location.origin}/assets/app-A.js`]);
  });

  it('are none on a page that names none, or has no root', async () => {
    pageNaming(undefined);
    await preloadPageScripts(document);
    document.body.replaceChildren();
    await preloadPageScripts(document);
    expect(preloads()).toEqual([]);
  });

  it("of an area's steps are a list of their own, asked for once", async () => {
    pageNaming('/assets/app-A.js');
    const root = document.getElementById('root');
    if (root) {
      root.dataset.preloadSteps = '/assets/chat-contracts-K.js /assets/chat-C.js';
    }
    await preloadPageScripts(document, 'data-preload-steps');
    const hrefs = () => preloads().map((link) => new URL(link.href).pathname);
    expect(hrefs()).toEqual(['/assets/chat-contracts-K.js', '/assets/chat-C.js']);
    // A second load of the area (the patient comes back to it) asks for nothing again.
    await preloadPageScripts(document, 'data-preload-steps');
    expect(hrefs()).toEqual(['/assets/chat-contracts-K.js', '/assets/chat-C.js']);
    await preloadPageScripts(document);
    expect(hrefs()).toEqual([
      '/assets/chat-contracts-K.js',
      '/assets/chat-C.js',
      '/assets/app-A.js',
    ]);
  });

  it('go in one per task, the first at once: the browser may handle a tap between two', async () => {
    // The tasks, run one at a time by the test.
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((handler: () => void) => {
      tasks.push(handler);
      return 0;
    }) as typeof setTimeout);
    const microtasksRun = async () => {
      for (let turn = 0; turn < 10; turn += 1) {
        await Promise.resolve();
      }
    };
    pageNaming('/assets/session-S.js /assets/react-R.js /assets/app-A.js');
    let done = false;
    const all = preloadPageScripts(document).then(() => {
      done = true;
    });
    const hrefs = () => preloads().map((link) => new URL(link.href).pathname);
    expect(hrefs()).toEqual(['/assets/session-S.js']);
    await microtasksRun();
    expect(hrefs()).toEqual(['/assets/session-S.js']);
    expect(tasks).toHaveLength(1);
    tasks.shift()?.();
    await microtasksRun();
    expect(hrefs()).toEqual(['/assets/session-S.js', '/assets/react-R.js']);
    expect(done).toBe(false);
    tasks.shift()?.();
    await all;
    expect(hrefs()).toEqual(['/assets/session-S.js', '/assets/react-R.js', '/assets/app-A.js']);
    expect(tasks).toHaveLength(0);
  });
});
