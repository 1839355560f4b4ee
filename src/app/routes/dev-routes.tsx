import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** The design-system gallery's path in development (`npm start`, `npm run dev`). */
export const designSystemPath = '/__design-system';

export type GalleryLoader = () => Promise<{ UiGallery: ComponentType }>;

/**
 * Routes that exist only in development: the design-system gallery (every component in its
 * variants and states). The router passes the gallery's loader only when
 * `import.meta.env.DEV`; a production build folds that to null, so neither the route nor the
 * gallery's chunk is in it, and the path is the not-found page.
 */
export function devRoutes(loadGallery: GalleryLoader | null): RouteObject[] {
  if (loadGallery === null) {
    return [];
  }
  return [
    {
      path: designSystemPath,
      lazy: async () => ({ Component: (await loadGallery()).UiGallery }),
    },
  ];
}
