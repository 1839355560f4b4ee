// npm run screenshots: screenshots of the portal's pages on a phone and a desktop, in Finnish and
// Swedish (LANGUAGES="fi en" for others), from a running portal on the mock stack (npm run serve,
// or BASE_URL=http://localhost:5173 with npm start), into test-results/screenshots/, to look at
// them as a patient would: the front page as a first visit finds it (the cookie consent dialog),
// then, with statistics refused, the public pages, the feedback dialog, and signed in as Sanna the
// front page, my information and its update page, and the chat service's front, topic and queue
// pages both logged out and signed in.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { statisticsRefusedCookie } from '../../mock-server/analytics/consent-cookie.ts';
import { isLanguage, type Language } from '../../src/i18n/languages.ts';
import type { Catalogue } from '../../src/i18n/messages/catalogue.ts';
import { en } from '../../src/i18n/messages/en.ts';
import { fi } from '../../src/i18n/messages/fi.ts';
import { sv } from '../../src/i18n/messages/sv.ts';
import { buildPath } from '../../src/i18n/route-paths.ts';
import type { RouteKey } from '../../src/i18n/routes.ts';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const out = resolve(
  process.env.SCREENSHOTS_DIR ??
    resolve(import.meta.dirname, '..', '..', 'test-results', 'screenshots'),
);
mkdirSync(out, { recursive: true });

const catalogues: Record<Language, Catalogue> = { fi, sv, en };
const languages = (process.env.LANGUAGES ?? 'fi sv').split(/\s+/).filter(Boolean);
for (const language of languages) {
  if (!isLanguage(language)) {
    throw new Error(`LANGUAGES: "${language}" is none of fi, sv, en`);
  }
}

/** A page: its route, the route's parameters, and what follows the path (a query, a fragment). */
type Shot = readonly [RouteKey, Record<string, string>?, string?];

/** The public pages. */
const pages: Record<string, Shot> = {
  front: ['frontpage.main'],
  login: ['identification.logIn'],
  'login-error': ['identification.logIn', {}, '?error=access_denied'],
  'logged-out': ['identification.youLoggedOut'],
  timeout: ['identification.timeout'],
  'accessibility-statement': ['accessibilityStatement.main'],
  'chat-front': ['chat.main'],
  'chat-topic': ['chat.topic', { topicId: '10' }, '#2948'],
  'chat-queue': ['chat.onDemand', { chatId: '2948' }],
};
/** Pages behind sign-in, taken as Sanna (occupationalCustomer), who is asked to confirm her details. */
const signedInPages: Record<string, Shot> = {
  'front-signed-in': ['frontpage.main'],
  'my-information': ['myInformation.main'],
  'update-contact-information': ['myInformation.updateContactInformation'],
  'chat-front-signed-in': ['chat.main'],
  'chat-topic-signed-in': ['chat.topic', { topicId: '10' }, '#2948'],
  'chat-queue-signed-in': ['chat.onDemand', { chatId: '2948' }],
};
const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };

const url = (language: Language, [route, params = {}, rest = '']: Shot) =>
  `${baseUrl}${buildPath(language, route, params)}${rest}`;

/** The whole page, or with `fullPage: false` the screen as it opens (a fixed dialog on it). */
async function shoot(page: Page, name: string, target: string, fullPage = true): Promise<void> {
  await page.goto(target);
  await page.waitForLoadState('networkidle');
  // Without this a dialog is caught in its opening fade, half transparent over the page.
  await page.screenshot({ path: resolve(out, name), fullPage, animations: 'disabled' });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
for (const language of languages.filter(isLanguage)) {
  const c = catalogues[language];
  for (const [device, viewport] of Object.entries(viewports)) {
    const file = (name: string) => `${language}-${name}-${device}.png`;
    const context = await browser.newContext({ viewport, locale: `${language}-FI` });
    const page = await context.newPage();
    await shoot(page, file('consent'), url(language, ['frontpage.main']), false);
    await context.addCookies([statisticsRefusedCookie(baseUrl)]);
    for (const [name, shot] of Object.entries(pages)) {
      await shoot(page, file(name), url(language, shot));
    }
    await shoot(page, file('not-found'), `${url(language, ['frontpage.main'])}no-such-page`);
    // The footer's feedback dialog, open over the front page.
    await page.goto(url(language, ['frontpage.main']));
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: c.footer.legal.feedback })
      .click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: resolve(out, file('feedback')), animations: 'disabled' });
    // Signed in through the local test bank.
    await page.goto(url(language, ['identification.logIn']));
    await page
      .getByRole('main')
      .getByRole('button', { name: c.identification.login.button })
      .click();
    await page.getByRole('button', { name: /Sanna Kristiina Lehtonen/ }).click();
    await page.waitForURL(
      (next) => next.href.startsWith(baseUrl) && !next.pathname.endsWith('/callback'),
    );
    for (const [name, shot] of Object.entries(signedInPages)) {
      await shoot(page, file(name), url(language, shot));
    }
    await context.close();
  }
}
await browser.close();
console.info(`Screenshots in ${out}`);
