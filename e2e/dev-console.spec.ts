// The development server (vite, as npm start runs it, on the production serve's mock stack) logs
// no error and no warning on the main pages, signed out and signed in: React's and
// react-router's development checks stay quiet.
import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, loginPage, signIn } from './sign-in.ts';

const devOrigin = 'http://localhost:5173';

// One server on one port: the file's tests run one after the other, in one worker.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: devOrigin });

let server: ViteDevServer | undefined;

test.beforeAll(async () => {
  server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    logLevel: 'warn',
  });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
});

/**
 * Every console error and warning of the page, with where it came from. Two messages are the
 * browser's, for answers that are part of a protocol, not faults: the 404 of an icon the portal
 * does not ship, and the sign-in provider's DPoP nonce challenge (a 400 with a `DPoP-Nonce`
 * header, which oidc-client-ts answers by retrying with the nonce).
 */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  const nonceChallenges = new Set<string>();
  page.on('response', (response) => {
    if (response.status() === 400 && response.headers()['dpop-nonce'] !== undefined) {
      nonceChallenges.add(response.url());
    }
  });
  page.on('console', (message) => {
    const source = message.location().url || page.url();
    const expected =
      new URL(source).pathname === '/favicon.ico' ||
      (nonceChallenges.has(source) && message.text().includes('status of 400'));
    if ((message.type() === 'error' || message.type() === 'warning') && !expected) {
      messages.push(`${message.type()}: ${message.text()} (${source})`);
    }
  });
  return messages;
}

/** Waits until the page's heading shows and its requests have settled. */
async function settle(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.ds-spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Loads `path` from the server: the app boots on it. */
async function load(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await settle(page, heading);
}

/**
 * Moves to `path` inside the running app, as its own links do, so that the page renders without
 * the development server serving and the browser evaluating the whole module graph again.
 */
async function follow(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
  await settle(page, heading);
}

test('the public pages log nothing on the development server', async ({ page }) => {
  const messages = watchConsole(page);
  await load(page, frontPage, fi.frontPage.title);
  await follow(page, loginPage, fi.identification.login.title);
  await follow(page, '/fi/asiointi/chat', fi.chat.title);
  await follow(page, '/fi/asiointi/chat/aihe/10', /./);
  await follow(page, '/fi/asiointi/saavutettavuusseloste', fi.accessibilityStatement.title);
  expect(messages).toEqual([]);
});

test('the signed-in pages log nothing on the development server', async ({ page }) => {
  const messages = watchConsole(page);
  await signIn(page, { origin: devOrigin });
  // A reload boots the app on a session it keeps, then the rest of the pages follow in it.
  await load(page, frontPage, /./);
  await follow(page, '/fi/asiointi/chat', fi.chat.title);
  await follow(page, '/fi/asiointi/chat/aihe/10', /./);
  await follow(page, '/fi/asiointi/omat-tiedot', fi.myInformation.title);
  expect(messages).toEqual([]);
});
