import { lazy } from 'react';

// The status pages few visits see, each loaded when first shown (what a visitor's
// first page runs, `npm run bench:bundle`). The error page is not among them: it must show when
// a chunk cannot be loaded.

/** An unknown address, loaded with the first one. */
export const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/** The maintenance break (H-18), loaded when the flag is first set. */
export const MaintenancePage = lazy(() =>
  import('./maintenance-page.tsx').then((module) => ({ default: module.MaintenancePage })),
);

/** A customer denied access (H-21), loaded when first shown. */
export const BlockedPage = lazy(() =>
  import('./blocked-page.tsx').then((module) => ({ default: module.BlockedPage })),
);
