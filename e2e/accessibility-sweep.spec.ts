// The accessibility sweep: every route of the portal in fi, sv and en, logged out, signed in,
// acting for a child and as an occupational patient, with axe (WCAG 2.0/2.1 A and AA, 2.2 AA) on
// each, and the principal selection dialog and the code form's error state in each language. The
// routes are e2e/accessibility-routes.ts's table; a route the walk cannot reach by address is
// checked with axe by its own spec, named there.
import type { Page } from '@playwright/test';
import { languages, type Language } from '../src/i18n/languages.ts';
import type { Catalogue } from '../src/i18n/messages/catalogue.ts';
import { en } from '../src/i18n/messages/en.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { buildPath } from '../src/i18n/route-paths.ts';
import type { RouteKey } from '../src/i18n/routes.ts';
import { sweptRoutes, type Visitor } from './accessibility-routes.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage } from './sign-in.ts';

const catalogues: Record<Language, Catalogue> = { fi, sv, en };

/** The h1 of the pages whose heading is the catalogue's, not the API's data. */
const headings: Partial<Record<RouteKey, (c: Catalogue) => string>> = {
  'frontpage.main': (c) => c.frontPage.title,
  'accessibilityStatement.main': (c) => c.accessibilityStatement.title,
  'identification.logIn': (c) => c.identification.login.title,
  'identification.youLoggedOut': (c) => c.identification.loggedOut.title,
  'identification.timeout': (c) => c.identification.timeout.title,
  'chat.onDemandByCode': (c) => c.chat.code.title,
};

/** The forms the sweep also checks in their error state: how to get there on the route's page. */
const errorStates: Partial<Record<RouteKey, (page: Page, c: Catalogue) => Promise<void>>> = {
  // An empty code is asked for.
  'chat.onDemandByCode': async (page, c) => {
    await page.getByRole('button', { name: c.chat.code.check }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: c.chat.code.validation.valueMissing }),
    ).toBeVisible();
  },
};

/**
 * Moves to `path` inside the running app, as its own links do (the router follows the history),
 * so each route costs its render and axe, not a cold start of the whole app.
 */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The route rendered its own page in `language` (no redirect, no error page), settled. */
async function expectRoutePage(
  page: Page,
  route: RouteKey,
  path: string,
  language: Language,
): Promise<void> {
  const c = catalogues[language];
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.locator('.ds-spinner')).toHaveCount(0);
  const expected = headings[route];
  if (expected) {
    await expect(heading).toHaveText(expected(c));
  } else {
    expect([c.errorPage.title, c.notFound.title, c.identification.login.title]).not.toContain(
      await heading.textContent(),
    );
  }
}

/** Visits every route of the table that `visitor` sees, in `language`, with axe on each. */
async function sweep(page: Page, visitor: Visitor, language: Language): Promise<void> {
  for (const { route, params = {}, as } of sweptRoutes) {
    if (as.includes(visitor)) {
      const path = buildPath(language, route, params);
      await test.step(path, async () => {
        await goTo(page, path);
        await expectRoutePage(page, route, path, language);
        await expectNoAxeViolations(page);
        const errorState = errorStates[route];
        if (errorState) {
          await errorState(page, catalogues[language]);
          await expectNoAxeViolations(page);
        }
      });
    }
  }
}

const people: Record<Exclude<Visitor, 'visitor'>, string> = {
  laura: 'Laura Helena Mäkinen',
  lauraForEetu: 'Laura Helena Mäkinen',
  sanna: 'Sanna Kristiina Lehtonen',
};

// A walk of 12 to 30 pages with axe on each: a budget per walk, not the default ceiling.
test.describe.configure({ timeout: 240_000 });

test('logged out: every public route in fi, sv and en', async ({ page }) => {
  await page.goto(frontPage);
  for (const language of languages) {
    await sweep(page, 'visitor', language);
  }
});

for (const visitor of ['laura', 'sanna'] as const) {
  test.describe(`signed in as ${people[visitor]}`, () => {
    test.use({ signedInAs: people[visitor] });

    test('every route in fi, sv and en', async ({ page }) => {
      await page.goto(frontPage);
      for (const language of languages) {
        await sweep(page, visitor, language);
      }
    });
  });
}

test.describe('acting for a child', () => {
  test.use({ signedInAs: people.lauraForEetu });

  test('acting for a child: the principal selection dialog and every route in fi, sv and en', async ({
    page,
  }) => {
    await page.goto(frontPage);
    for (const language of ['sv', 'en', 'fi'] as const) {
      const c = catalogues[language];
      await test.step(`principal selection (${language})`, async () => {
        await goTo(page, buildPath(language, 'frontpage.main', {}));
        await page.getByRole('banner').getByRole('button', { name: c.header.actOnBehalf }).click();
        const dialog = page.getByRole('dialog', { name: c.onBehalfOf.selectPrincipal.title });
        await expect(dialog.getByRole('radio', { name: /Eetu Mäkinen/ })).toBeVisible();
        await expectNoAxeViolations(page);
        if (language === 'fi') {
          await dialog.getByRole('radio', { name: /Eetu Mäkinen/ }).check();
          await dialog.getByRole('button', { name: c.onBehalfOf.selectPrincipal.confirm }).click();
          await expect(page.getByRole('region', { name: c.onBehalfOf.banner.label })).toBeVisible();
        } else {
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      });
    }
    for (const language of languages) {
      await sweep(page, 'lauraForEetu', language);
      await expect(
        page.getByRole('region', { name: catalogues[language].onBehalfOf.banner.label }),
      ).toBeVisible();
    }
  });
});
