// which navigations the leave warning asks about. Pure.

/** A navigation leaves the session page when its path changes (not its query or hash). */
export const leavesThePage = (currentPath: string, nextPath: string): boolean =>
  currentPath !== nextPath;
