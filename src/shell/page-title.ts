import { createContext, useContext, useEffect } from 'react';

/** The portal's name in every language: a product name, not a translation. */
export const siteName = 'Asiointi';

/** The document title of a page: `{page} – Asiointi`. */
export const formatPageTitle = (page: string): string => `${page} – ${siteName}`;

/**
 * Where the build's prerender (src/app/prerender.tsx) collects the page's title while it renders
 * the page to static HTML, which has no effects; absent in the browser.
 */
export const PrerenderTitleContext = createContext<((title: string) => void) | null>(null);

/** Sets the document title while the page is shown; every page calls it with its heading. */
export function usePageTitle(page: string): void {
  useContext(PrerenderTitleContext)?.(formatPageTitle(page));
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
