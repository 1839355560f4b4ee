// The few browser navigations the shell makes outside the router, in one place tests can replace.

export const reloadPage = (): void => {
  window.location.reload();
};

export const historyBack = (): void => {
  window.history.back();
};

/** A full page load of a same-origin path served by another application. */
export const loadPage = (path: string): void => {
  window.location.assign(path);
};
