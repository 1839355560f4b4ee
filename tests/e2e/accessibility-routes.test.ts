import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routesCheckedElsewhere, sweptRoutes } from '../../e2e/accessibility-routes.ts';
import { isExternal } from '../../src/i18n/route-paths.ts';
import { routes, type RouteKey } from '../../src/i18n/routes.ts';

const portalRoutes = (Object.keys(routes) as RouteKey[]).filter((key) => !isExternal(key));
const swept = new Set(sweptRoutes.map((entry) => entry.route));
const elsewhere = routesCheckedElsewhere.map((entry) => entry.route);

describe('the accessibility sweep table (e2e/accessibility-routes.ts)', () => {
  it('has every route of the portal, swept or checked elsewhere', () => {
    const missing = portalRoutes.filter((key) => !swept.has(key) && !elsewhere.includes(key));
    expect(missing).toEqual([]);
  });

  it('has each route in one list only, and no route of another application', () => {
    expect(elsewhere.filter((key) => swept.has(key))).toEqual([]);
    expect(new Set(elsewhere).size).toBe(elsewhere.length);
    expect([...swept, ...elsewhere].filter((key) => isExternal(key))).toEqual([]);
  });

  it('sweeps each route as somebody', () => {
    expect(sweptRoutes.filter((entry) => entry.as.length === 0)).toEqual([]);
  });

  it.each(routesCheckedElsewhere.filter((entry) => entry.spec !== null))(
    '$route is checked with axe in e2e/$spec',
    ({ spec }) => {
      const source = readFileSync(resolve(import.meta.dirname, '../../e2e', spec ?? ''), 'utf8');
      expect(source).toContain('expectNoAxeViolations(');
    },
  );
});
