// npm run screenshots: Finnish screenshots of the portal's pages on a phone and a desktop, from
// a running portal (npm run serve, or BASE_URL=http://localhost:5173 with npm start), into
// test-results/screenshots/, to look at them as a patient would.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const out = resolve(import.meta.dirname, '..', 'test-results', 'screenshots');
mkdirSync(out, { recursive: true });

const pages: Record<string, string> = {
  front: '/fi/asiointi/',
  login: '/fi/asiointi/tunnistaminen/kirjaudu-sisaan',
  'login-error':
    '/fi/asiointi/tunnistaminen/kirjaudu-sisaan?error=access_denied&error_description=K%C3%A4ytt%C3%A4j%C3%A4%20keskeytti',
  'logged-out': '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
  timeout: '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
  'not-found': '/fi/asiointi/ei-tallaista-sivua',
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, locale: 'fi-FI' });
  const page = await context.newPage();
  for (const [name, path] of Object.entries(pages)) {
    await page.goto(`${baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: resolve(out, `${name}-${device}.png`), fullPage: true });
  }
  await context.close();
}
await browser.close();
console.info(`Screenshots in ${out}`);
