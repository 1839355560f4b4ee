// The few browser navigations the shell makes outside the router, in one object tests can spy on
// (`vi.spyOn(browser, 'reloadPage')`): jsdom cannot navigate, and a module mock would not reach a
// module another test file of the same worker has already loaded.

export const browser = {
  reloadPage(): void {
    window.location.reload();
  },

  historyBack(): void {
    window.history.back();
  },

  /** A full page load of a same-origin path served by another application. */
  loadPage(path: string): void {
    window.location.assign(path);
  },
};

/** The origin the build's prerender (src/app/start/prerender.tsx) renders pages at: it has no window. */
export const prerenderOrigin = 'http://prerender.invalid';

/**
 * The page's origin, for checking same-origin paths while rendering. The prerender renders pages
 * without a query, where no path is checked, so its placeholder origin does there.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? prerenderOrigin : window.location.origin;
}
