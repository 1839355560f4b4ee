import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The portal's name in every language: a product name, not a translation. */
export const siteName = 'Asiointi';

/** The document title of a page: `{page} – Asiointi`. */
export const formatPageTitle = (page: string): string => `${page} – ${siteName}`;

/**
 * Where the build's prerender (src/app/start/prerender.tsx) collects the page's title and description
 * while it renders the page to static HTML, which has no effects; absent in the browser.
 */
export const PrerenderTitleContext = createContext<
  ((title: string, description: string) => void) | null
>(null);

/** The document's `<meta name="description">`, added when the static HTML has none. */
function descriptionElement(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title and description while the page is shown; every page calls it with its
 * heading, and a public page with its lead text as the description (search engines show it). A
 * page without one is described by the front page's lead, in the page's language.
 */
export function usePageTitle(page: string, description?: string): void {
  const { t } = useTranslation();
  const text = description ?? t('frontPage.intro');
  useContext(PrerenderTitleContext)?.(formatPageTitle(page), text);
  useEffect(() => {
    document.title = formatPageTitle(page);
    descriptionElement().content = text;
  }, [page, text]);
}
