// A press on a prerendered page before the app runs it is kept by the entry and replayed once the
// app has hydrated the page (src/app/start/event-replay.ts). The app's chunks are held back here until
// after the press, so the press always comes first: no timing, whatever the machine.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { consentTexts } from '../mock-server/analytics/analytics-stand-ins.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { holdScripts } from './hold-scripts.ts';
import { appOrigin, frontPage, loginPage, signInProvider, userMenu } from './sign-in.ts';

// A phone: the header's compact menu shows, and a press is a tap.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/**
 * Holds every script of `path` but its entry (`holdScripts`): the page paints and runs its entry
 * (the press listener), and the app does not start. `entryRan` resolves once the entry asks for
 * the app's first chunk, which it does after installing the listener.
 */
async function holdTheApp(page: Page, request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page’s entry script').toBeDefined();
  const { asked, release } = await holdScripts(page, (pathname) => pathname !== entry);
  return { entryRan: asked, release };
}

/** Opens `path` without waiting for the app (the fixture's `goto` waits for it). */
async function visitHeld(page: Page, path: string): Promise<void> {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

/** The page is the build's markup, which the app does not run yet. */
const notRunYet = (page: Page) => expect(page.locator('#root[data-prerendered]')).toHaveCount(1);

/**
 * Opens `path` with the app held (`holdTheApp`) and resolves once `control` shows and the entry
 * has run, with the app still held; the returned function lets the app load.
 */
async function openHeld(
  page: Page,
  request: APIRequestContext,
  path: string,
  control: Locator,
): Promise<() => void> {
  const { entryRan, release } = await holdTheApp(page, request, path);
  await visitHeld(page, path);
  await expect(control).toBeVisible();
  await entryRan;
  await notRunYet(page);
  return release;
}

test('a tap on “Kirjaudu sisään” before the app runs shows it heard, and starts sign-in once', async ({
  page,
  request,
}) => {
  const authorizations: string[] = [];
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.url().startsWith(signInProvider)) {
      authorizations.push(sent.url());
    }
  });
  const login = page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button });
  const release = await openHeld(page, request, loginPage, login);

  await login.tap();
  await expect(login).toHaveAttribute('aria-busy', 'true');
  // The patient, seeing the spinner, taps again: still one sign-in.
  await login.tap();
  await notRunYet(page);
  expect(authorizations).toEqual([]);

  release();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  // One authorization request went to the provider (its interaction page is where it led).
  expect(
    authorizations.filter((url) => !new URL(url).pathname.startsWith('/interaction/')),
  ).toHaveLength(1);
});

test('“Kirjaudu sisään” tapped while React and the app are on their way leaves for sign-in', async ({
  page,
}) => {
  // Only React's, the libraries' and the app's chunks are held: the session's chunk, the web
  // session and the OpenID Connect client come as they would (src/app/start/session-start.ts).
  const { asked, release } = await holdScripts(page, (pathname) =>
    /^\/assets\/(react|libraries|app)-[^/]+\.js$/.test(pathname),
  );
  const login = page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button });
  await visitHeld(page, loginPage);
  await expect(login).toBeVisible();
  // Asked for and still held: the sign-in below starts without them.
  await asked;
  await login.tap();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  release();
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await page.waitForURL(`${appOrigin}${frontPage}`);
  await waitForApp(page);
  await expect(userMenu(page)).toBeVisible();
});

test('“Logga in” tapped before the app runs signs in to the Swedish front page', async ({
  page,
  request,
}) => {
  const login = page
    .getByRole('main')
    .getByRole('button', { name: sv.identification.login.button });
  const release = await openHeld(page, request, '/sv/e-tjanster/identifiering/logga-in', login);
  await login.tap();
  release();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await page.waitForURL(`${appOrigin}/sv/e-tjanster/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sv.frontPage.title);
});

test('a sign-in pressed before the app runs that cannot start says so on the page', async ({
  page,
  request,
}) => {
  // The sign-in provider is out of reach: its discovery document never comes.
  await page.route(`${signInProvider}/**`, (route) => route.abort('connectionrefused'));
  const login = page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button });
  const release = await openHeld(page, request, loginPage, login);
  await login.tap();
  await expect(login).toHaveAttribute('aria-busy', 'true');

  release();
  await waitForApp(page);
  await expect(page.getByRole('alert')).toContainText(fi.identification.login.failed);
  await expect(login).toBeEnabled();
  await expect(login).not.toHaveAttribute('aria-busy');
  expect(new URL(page.url()).pathname).toBe(loginPage);
});

test('“Anna palautetta” pressed by keyboard before the app runs opens the feedback dialog', async ({
  page,
  request,
}) => {
  const opener = page
    .getByRole('contentinfo')
    .getByRole('button', { name: fi.footer.legal.feedback });
  const release = await openHeld(page, request, frontPage, opener);
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-busy', 'true');

  release();
  await waitForApp(page);
  await expect(page.getByRole('dialog', { name: fi.feedback.titles.open })).toBeVisible();
  await expect(opener).not.toHaveAttribute('aria-busy');
});

/** Whether Chromium's accessibility tree says the button named `name` is expanded. */
async function expandedForScreenReaders(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

test('the header’s menu opens at a tap before the app runs, and stays open once it does', async ({
  page,
  request,
}) => {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: fi.header.serviceMenu.toggle });
  const release = await openHeld(page, request, frontPage, menu);
  await menu.tap();
  // The popover opens without the app: its links are there to follow, and a screen reader hears
  // the button expanded (the browser says so from the popover).
  const swedish = banner.getByRole('link', { name: 'Svenska' });
  await expect(swedish).toBeVisible();
  expect(await expandedForScreenReaders(page, fi.header.serviceMenu.toggle)).toBe(true);
  // A section folded before the app runs is kept, and folded once it does.
  const section = banner.getByRole('button', { name: fi.header.languageSwitcher.label });
  await section.tap();
  await expect(section).toHaveAttribute('aria-busy', 'true');
  await notRunYet(page);

  release();
  await waitForApp(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(section).toHaveAttribute('aria-expanded', 'false');
  await expect(swedish).toBeHidden();
  await expect(banner.getByRole('link', { name: fi.header.mainWebsite })).toBeVisible();
  // The app has the menu: a tap on its button closes it.
  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(banner.getByRole('link', { name: fi.header.mainWebsite })).toBeHidden();
});

test('a language in the header’s menu works before the app runs', async ({ page, request }) => {
  const banner = page.getByRole('banner');
  const menu = banner.getByRole('button', { name: fi.header.serviceMenu.toggle });
  await openHeld(page, request, frontPage, menu);
  await menu.tap();
  await banner.getByRole('link', { name: 'Svenska' }).tap();
  await page.waitForURL('**/sv/**', { waitUntil: 'commit' });
});

test('“Evästeasetukset” tapped before the app runs opens the consent dialog once it can', async ({
  page,
  request,
}) => {
  const settings = page
    .getByRole('contentinfo')
    .getByRole('button', { name: fi.footer.legal.cookieSettings });
  const release = await openHeld(page, request, frontPage, settings);
  await settings.tap();
  await expect(settings).toHaveAttribute('aria-busy', 'true');

  // The press reaches the app before its analytics chunk and Cookiebot's uc.js have loaded: the
  // dialog opens when they have, as it would have on a press after.
  release();
  await waitForApp(page);
  await expect(page.getByRole('region', { name: consentTexts.fi.title })).toBeVisible();
});
