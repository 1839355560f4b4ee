import { en } from '../src/i18n/messages/en.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, refuseAnalytics, test, waitForApp } from './fixtures.ts';

type Catalogue = typeof en;
const catalogues: Record<'fi' | 'sv' | 'en', Catalogue> = { fi, sv, en };

/** Every shell route in every language, with the heading its page must show. */
const pages = [
  {
    name: 'front page',
    paths: { fi: '/fi/asiointi/', sv: '/sv/e-tjanster/', en: '/en/e-services/' },
    heading: (c: Catalogue) => c.frontPage.title,
  },
  {
    name: 'login page',
    paths: {
      fi: '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
      sv: '/sv/e-tjanster/identifiering/logga-in',
      en: '/en/e-services/identification/log-in',
    },
    heading: (c: Catalogue) => c.identification.login.title,
  },
  {
    name: 'you logged out',
    paths: {
      fi: '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
      sv: '/sv/e-tjanster/identifiering/du-loggades-ut',
      en: '/en/e-services/identification/you-logged-out',
    },
    heading: (c: Catalogue) => c.identification.loggedOut.title,
  },
  {
    name: 'you were logged out',
    paths: {
      fi: '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
      sv: '/sv/e-tjanster/identifiering/du-ar-utloggad',
      en: '/en/e-services/identification/you-were-logged-out',
    },
    heading: (c: Catalogue) => c.identification.timeout.title,
  },
  {
    name: 'accessibility statement',
    paths: {
      fi: '/fi/asiointi/saavutettavuusseloste',
      sv: '/sv/e-tjanster/tillganglighetsutlatande',
      en: '/en/e-services/accessibility-statement',
    },
    heading: (c: Catalogue) => c.accessibilityStatement.title,
  },
  {
    name: 'not found',
    paths: {
      fi: '/fi/asiointi/ei-tallaista-sivua',
      sv: '/sv/e-tjanster/ingen-sadan-sida',
      en: '/en/e-services/no-such-page',
    },
    heading: (c: Catalogue) => c.notFound.title,
  },
] as const;

// One test per page visits it in every language (a browser context per page and language cost
// more than the pages themselves on the 2-core box).
for (const page of pages) {
  test(`${page.name} in fi, sv and en`, async ({ page: browser }) => {
    for (const language of ['fi', 'sv', 'en'] as const) {
      await test.step(language, async () => {
        await browser.goto(page.paths[language]);
        await expect(
          browser.getByRole('heading', { level: 1, name: page.heading(catalogues[language]) }),
        ).toBeVisible();
        await expect(browser.locator('html')).toHaveAttribute('lang', language);
        await expectNoAxeViolations(browser);
      });
    }
  });
}

test('the root goes to the Finnish front page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fi\/asiointi\/$/);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
});

test('the language query parameter wins over the path (R-07)', async ({ page }) => {
  await page.goto('/fi/asiointi/?language=sv');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1, name: sv.frontPage.title })).toBeVisible();
});

test('the language switcher keeps the page and its query', async ({ page }) => {
  await page.goto('/fi/asiointi/tunnistaminen/kirjaudu-sisaan?returnTo=%2Ffi%2Fasiointi%2F');
  await page.getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(
    '/sv/e-tjanster/identifiering/logga-in?returnTo=%2Ffi%2Fasiointi%2F',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(
    page.getByRole('heading', { level: 1, name: sv.identification.login.title }),
  ).toBeVisible();
});

test('an unknown route shows the not-found page and logs it', async ({ page }) => {
  const logged = page.waitForEvent('console', (message) =>
    message.text().includes('no match found'),
  );
  await page.goto('/fi/asiointi/ei-tallaista-sivua');
  await logged;
  await expect(page.getByRole('link', { name: fi.notFound.returnHome })).toBeVisible();
  // The design-system gallery is a development route: not in the production build.
  await page.goto('/__design-system');
  await expect(page.getByRole('heading', { level: 1, name: fi.notFound.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Käyttöliittymän osat' })).toHaveCount(0);
});

test('a maintenance break replaces the content and shows the logged-out header', async ({
  page,
}) => {
  await page.route('**/api/maintenance/**', (route) =>
    route.continue({
      headers: { ...route.request().headers(), prefer: 'example=maintenanceBreak' },
    }),
  );
  await page.goto('/fi/asiointi/tunnistaminen/kirjauduit-ulos');
  await expect(page.getByRole('heading', { level: 1, name: fi.maintenance.title })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.loggedOut.title }),
  ).toHaveCount(0);
  await expect(page.getByRole('link', { name: fi.header.logIn })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failing maintenance check does not block the portal', async ({ page }) => {
  await page.route('**/api/maintenance/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=500' } }),
  );
  await page.goto('/fi/asiointi/');
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
});

test('a page that fails to load shows the error page with reload and back', async ({ page }) => {
  await page.route(/\/assets\/frontpage-[^/]+\.js$/, (route) => route.fulfill({ status: 500 }));
  await page.goto('/fi/asiointi/');
  await expect(page.getByRole('heading', { level: 1, name: fi.errorPage.title })).toBeVisible();
  await expect(page.getByRole('button', { name: fi.errorPage.reload })).toBeVisible();
  await expect(page.getByRole('button', { name: fi.errorPage.back })).toBeVisible();
  // Its illustration is a file of its own, not inlined into the first page's JavaScript.
  await expect
    .poll(() =>
      page
        .locator('.shell-status-page__image')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

test('a browser without ResizeObserver goes to the outdated-browser page (R-10)', async ({
  page,
}) => {
  await page.route('https://www.test.asiointi.example/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<html lang="fi"><title>Päivitä selain</title></html>',
    }),
  );
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'ResizeObserver');
  });
  await page.goto('/fi/asiointi/');
  await expect(page).toHaveURL('https://www.test.asiointi.example/fi/outdated-browser');
});

test('on a phone the app banner is compact, the login page advertises the app once, and a dismissal holds', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  await refuseAnalytics(context);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });
  await page.goto('/sv/e-tjanster/identifiering/logga-in');
  await waitForApp(page);
  const banner = page.getByRole('complementary', { name: sv.footer.appStores.heading });
  await expect(banner.getByRole('link', { name: 'App Store' })).toBeVisible();
  // Two short rows: at most an eighth of the phone's first screen (812 px).
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(101);
  // The page itself advertises nothing: the banner is its one invitation above the footer.
  await expect(page.getByRole('main').getByRole('link', { name: /App Store/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: sv.appBanner.close }).click();
  await expect(banner).toHaveCount(0);
  // Reloaded, the static page is hydrated without its banner and without a mismatch.
  await page.reload();
  await waitForApp(page);
  await expect(banner).toHaveCount(0);
  expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  await context.close();
});
