import { nextTask } from '../../ui/scheduling/index.ts';

/** What `preloadPageScripts` needs of the document. */
export type PreloadingDocument = Pick<Document, 'getElementById' | 'createElement' | 'head'> & {
  location: Pick<Location, 'href' | 'origin'>;
};

/**
 * Asks at once for the scripts the build named for a prerendered page (scripts/build/prerender.ts),
 * as module preloads: in `#root`'s `data-preload`, the app with its libraries, the page's area and
 * catalogue, and what its primary control loads; in `data-preload-steps`, the chunks of an area
 * that loads in steps, asked for by its first step. They download side by side and run only when
 * imported, so the app's start waits for one download instead of a round trip per import. A
 * browser without module preloads (Safari before 17) gets plain script preloads, as Vite's own
 * preloading falls back to. A script of another origin is never asked for, and a list is asked
 * for once: it leaves the page as it is read.
 *
 * Each link goes in in a task of its own, in the order named: Chromium starts a preload's fetch
 * while the link is inserted, and all of a page's links at once made one of the longest tasks of
 * a phone's start, right after the first paint, when the patient reaches for the page. Resolves
 * once all are in.
 */
export async function preloadPageScripts(
  doc: PreloadingDocument,
  list: 'data-preload' | 'data-preload-steps' = 'data-preload',
): Promise<void> {
  const root = doc.getElementById('root');
  const listed = root?.getAttribute(list) ?? '';
  root?.removeAttribute(list);
  const modulePreloads = doc.createElement('link').relList.supports('modulepreload');
  const urls = listed
    .split(' ')
    .filter((script) => script !== '')
    .map((script) => new URL(script, doc.location.href))
    .filter((url) => url.origin === doc.location.origin);
  for (const [index, url] of urls.entries()) {
    if (index > 0) {
      await nextTask();
    }
    const link = doc.createElement('link');
    link.rel = modulePreloads ? 'modulepreload' : 'preload';
    if (!modulePreloads) {
      link.as = 'script';
    }
    link.crossOrigin = '';
    link.href = url.href;
    doc.head.append(link);
  }
}
