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

/**
 * The page's origin, for checking same-origin paths while rendering. The build's prerender has no
 * window: it renders pages without a query, where no path is checked, so any origin does there.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://prerender.invalid' : window.location.origin;
}
