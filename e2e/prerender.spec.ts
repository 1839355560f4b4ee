import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { frontPage, loginPage } from './sign-in.ts';

// The public pages are the build's static HTML (scripts/build/prerender.ts), which the app hydrates.

test('a public page paints from its HTML before any JavaScript runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, heading, title, description] of [
    [
      frontPage,
      fi.frontPage.title,
      `${fi.header.serviceMenu.frontpage} – Asiointi`,
      fi.frontPage.intro,
    ],
    [
      loginPage,
      fi.identification.login.title,
      `${fi.identification.login.title} – Asiointi`,
      fi.identification.login.description,
    ],
    [
      '/sv/e-tjanster/identifiering/logga-in',
      sv.identification.login.title,
      `${sv.identification.login.title} – Asiointi`,
      sv.identification.login.description,
    ],
    [
      '/sv/e-tjanster/',
      sv.frontPage.title,
      `${sv.header.serviceMenu.frontpage} – Asiointi`,
      sv.frontPage.intro,
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await context.close();
});

test('every page names the favicon and the web app manifest with the theme colour', async ({
  page,
  request,
}) => {
  await page.goto(loginPage);
  const href = (selector: string) => page.locator(selector).getAttribute('href');
  const icon = await request.get((await href('link[rel="icon"]')) ?? '');
  expect(icon.headers()['content-type']).toBe('image/svg+xml');
  const manifest = await request.get((await href('link[rel="manifest"]')) ?? '');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  const theme = await page.locator('meta[name="theme-color"]').getAttribute('content');
  const { theme_color, icons } = (await manifest.json()) as {
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(theme_color).toBe(theme);
  expect(icons.map((each) => each.sizes)).toEqual(['any', '192x192', '512x512']);
  for (const { src } of icons) {
    expect((await request.get(src)).status(), src).toBe(200);
  }
});

/** Records whether React replaced #root's markup instead of hydrating it. */
async function watchRootReplaced(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const marks = window as unknown as { rootReplaced: boolean };
    marks.rootReplaced = false;
    new MutationObserver((records) => {
      if (records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length > 0)) {
        marks.rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const rootReplaced = (page: Page) =>
  page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced);

test('the app hydrates the front page: the same nodes, no mismatch, its buttons work', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      consoleErrors.push(message.text());
    }
  });
  await watchRootReplaced(page);
  await page.goto(frontPage);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  expect(await rootReplaced(page)).toBe(false);
  await expectNoAxeViolations(page);
  // Hydrated: the header's login link leads to the login page within the app, in the same
  // document (a static page would load the login page's HTML instead).
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  await page.getByRole('banner').getByRole('link', { name: fi.header.logIn }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.login.title }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
  expect(consoleErrors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
});

test('a tab with a query renders the page afresh over the static HTML', async ({ page }) => {
  await watchRootReplaced(page);
  await page.goto(`${frontPage}?env=local`);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  expect(await rootReplaced(page)).toBe(true);
});

test("the chat front page asks for its area's scripts as it names them, each once", async ({
  page,
  request,
}) => {
  const chatFront = '/fi/asiointi/chat';
  // The area loads in steps; the page names their chunks, which the first step asks for one per
  // task, and the steps' own imports must then find them asked for rather than ask again.
  const html = await (await request.get(chatFront)).text();
  const named = /data-preload-steps="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(named.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') {
      scripts.push(new URL(sent.url()).pathname);
    }
  });
  await page.goto(chatFront);
  await expect(page.getByRole('link', { name: fi.chat.callToAction.code.title })).toBeVisible();
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.filter((path) => named.includes(path))).toEqual(named);
  expect(new Set(preloaded).size).toBe(preloaded.length);
  expect(named.filter((path) => !scripts.includes(path))).toEqual([]);
  expect(new Set(scripts).size).toBe(scripts.length);
});

test.describe('signed in as Laura', () => {
  test.use({ signedInAs: 'Laura Helena Mäkinen' });

  test('a signed-in patient gets the page rendered for them, not the visitor’s', async ({
    page,
  }) => {
    await watchRootReplaced(page);
    await page.goto(frontPage);
    await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toHaveCount(
      0,
    );
    expect(await rootReplaced(page)).toBe(true);
  });
});
