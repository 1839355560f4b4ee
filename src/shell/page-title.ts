import { useEffect } from 'react';

/** The portal's name in every language: a product name, not a translation. */
export const siteName = 'Asiointi';

/** The document title of a page: `{page} – Asiointi`. */
export const formatPageTitle = (page: string): string => `${page} – ${siteName}`;

/** Sets the document title while the page is shown; every page calls it with its heading. */
export function usePageTitle(page: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
