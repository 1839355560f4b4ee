// npm run screenshots: Finnish screenshots of the portal's pages on a phone and a desktop, from
// a running portal on the mock stack (npm run serve, or BASE_URL=http://localhost:5173 with npm
// start), into test-results/screenshots/, to look at them as a patient would: the public pages,
// the feedback dialog, and signed in as Sanna the front page, my information and its update page,
// and the chat service's front, topic and queue pages both logged out and signed in.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const out = resolve(
  process.env.SCREENSHOTS_DIR ??
    resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots'),
);
mkdirSync(out, { recursive: true });

const pages: Record<string, string> = {
  front: '/fi/asiointi/',
  login: '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
  'login-error':
    '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?error=access_denied&error_description=K%C3%A4ytt%C3%A4j%C3%A4%20keskeytti',
  'logged-out': '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
  timeout: '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
  'not-found': '/fi/asiointi/ei-tallaista-sivua',
  'accessibility-statement': '/fi/asiointi/saavutettavuusseloste',
  'chat-front': '/fi/asiointi/chat',
  'chat-topic': '/fi/asiointi/chat/aihe/10#2948',
  'chat-queue': '/fi/asiointi/chat/jono/2948',
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
/** Pages behind sign-in, taken as Sanna (occupationalCustomer), who is asked to confirm her details. */
const signedInPages: Record<string, string> = {
  'front-signed-in': '/fi/asiointi/',
  'my-information': '/fi/asiointi/omat-tiedot',
  'update-contact-information': '/fi/asiointi/omat-tiedot/paivita-yhteystiedot',
  'chat-front-signed-in': '/fi/asiointi/chat',
  'chat-topic-signed-in': '/fi/asiointi/chat/aihe/10#2948',
  'chat-queue-signed-in': '/fi/asiointi/chat/jono/2948',
};

async function shoot(page: Page, name: string, path: string, device: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: resolve(out, `${name}-${device}.png`), fullPage: true });
}

for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, locale: 'fi-FI' });
  const page = await context.newPage();
  for (const [name, path] of Object.entries(pages)) {
    await shoot(page, name, path, device);
  }
  // The footer's feedback dialog, open over the front page.
  await page.goto(`${baseUrl}${pages.front ?? '/'}`);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Anna palautetta' }).click();
  await page.getByRole('dialog').waitFor();
  // Without this the dialog is caught in its opening fade, half transparent over the footer.
  await page.screenshot({ path: resolve(out, `feedback-${device}.png`), animations: 'disabled' });
  // Signed in through the local test bank.
  await page.goto(`${baseUrl}${pages.login ?? '/'}`);
  await page.getByRole('main').getByRole('button', { name: 'Kirjaudu sisään' }).click();
  await page.getByRole('button', { name: /Sanna Kristiina Lehtonen/ }).click();
  await page.waitForURL(
    (url) => url.href.startsWith(baseUrl) && !url.pathname.endsWith('/callback'),
  );
  for (const [name, path] of Object.entries(signedInPages)) {
    await shoot(page, name, path, device);
  }
  await context.close();
}
await browser.close();
console.info(`Screenshots in ${out}`);
