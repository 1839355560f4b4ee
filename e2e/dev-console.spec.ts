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

/** Opens `path` and waits until its heading shows and its requests have settled. */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the public pages log nothing on the development server', async ({ page }) => {
  const messages = watchConsole(page);
  await visit(page, frontPage, fi.frontPage.title);
  await visit(page, loginPage, fi.identification.login.title);
  await visit(page, '/fi/asiointi/chat', fi.chat.title);
  await visit(page, '/fi/asiointi/chat/aihe/10', /./);
  await visit(page, '/fi/asiointi/saavutettavuusseloste', fi.accessibilityStatement.title);
  expect(messages).toEqual([]);
});

test('the signed-in pages log nothing on the development server', async ({ page }) => {
  const messages = watchConsole(page);
  await signIn(page, { origin: devOrigin });
  await visit(page, frontPage, /./);
  await visit(page, '/fi/asiointi/chat', fi.chat.title);
  await visit(page, '/fi/asiointi/chat/aihe/10', /./);
  await visit(page, '/fi/asiointi/omat-tiedot', fi.myInformation.title);
  expect(messages).toEqual([]);
});
