// The pages' routes: the whole table (the build's prerender) and the one route the browser's
// router discovers on its way to a path (router.tsx, patchRoutesOnNavigation).
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRouteFor, pageRoutes, pages } from '../../src/app/routes/page-routes.tsx';
import { createPortalI18n } from '../../src/i18n/index.ts';

const i18n = createPortalI18n(() => undefined);
const table = pageRoutes(i18n);

/** A path of each route, its parameters filled with values the route table accepts. */
const samples: Record<string, string> = { topicId: '10', insuranceProvider: 'if' };
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_whole, name: string) => samples[name] ?? '3012');

describe('the pages’ routes', () => {
  it('are one per page and language, each named by its page and language', () => {
    expect(table).toHaveLength(Object.keys(pages).length * 3);
    expect(new Set(table.map((route) => route.id)).size).toBe(table.length);
    expect(table.map((route) => route.id)).toContain('chat.topic:sv');
  });

  it('discover at every path the route the whole table matches there', () => {
    for (const route of table) {
      const path = concrete(route.path ?? '');
      const discovered = pageRouteFor(i18n, path);
      expect(discovered?.id, path).toBe(route.id);
      expect(discovered?.path).toBe(route.path);
      expect(matchRoutes(table, path)?.[0]?.route.id).toBe(route.id);
      // Its page loads lazily, as in the whole table.
      expect(typeof discovered?.lazy).toBe('function');
    }
  });

  it('discover nothing where no page of this application is: not found renders there', () => {
    for (const path of [
      '/fi/asiointi/ei-ole',
      '/fi/asiointi/chat/aihe/kissa',
      '/en/e-services/chat/direct-compensation/other-insurer',
      '/de/dienste/',
      '/',
    ]) {
      expect(pageRouteFor(i18n, path), path).toBeUndefined();
    }
  });
});
