/** What `preloadPageScripts` needs of the document. */
export type PreloadingDocument = Pick<Document, 'getElementById' | 'createElement' | 'head'> & {
  location: Pick<Location, 'href' | 'origin'>;
};

/**
 * Asks at once for the scripts the build named for a prerendered page (`#root`'s `data-preload`,
 * scripts/build/prerender.ts): the app with its libraries, the page's area and catalogue, and what its primary
 * control loads, as module preloads. They download side by side and run only when imported, so
 * the app's start waits for one download instead of a round trip per import. A browser without
 * module preloads (Safari before 17) gets plain script preloads, as Vite's own preloading falls
 * back to. A script of another origin is never asked for.
 */
export function preloadPageScripts(doc: PreloadingDocument): void {
  const listed = doc.getElementById('root')?.dataset.preload ?? '';
  const modulePreloads = doc.createElement('link').relList.supports('modulepreload');
  for (const script of listed.split(' ')) {
    if (script === '') {
      continue;
    }
    const url = new URL(script, doc.location.href);
    if (url.origin !== doc.location.origin) {
      continue;
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
