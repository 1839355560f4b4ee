// Reflow and resize (WCAG 1.4.10, 1.4.4): every public page in Finnish (the longest
// words) without horizontal scrolling, at 320 CSS pixels wide (a 1280 px window at 400 % zoom)
// and at 640 × 400 (a 1280 × 800 window at 200 % zoom, the browser zoom a patient uses to
// enlarge the text).
import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';

const publicPages = [
  ['front page', '/fi/asiointi/', fi.frontPage.title],
  ['login', '/fi/asiointi/tunnistaminen/kirjaudu-sisaan', fi.identification.login.title],
  [
    'you logged out',
    '/fi/asiointi/tunnistaminen/kirjauduit-ulos',
    fi.identification.loggedOut.title,
  ],
  [
    'you were logged out',
    '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos',
    fi.identification.timeout.title,
  ],
  ['not found', '/fi/asiointi/ei-tallaista-sivua', fi.notFound.title],
  [
    'accessibility statement',
    '/fi/asiointi/saavutettavuusseloste',
    fi.accessibilityStatement.title,
  ],
  ['chat front page', '/fi/asiointi/chat', fi.chat.title],
  ['chat topic', '/fi/asiointi/chat/aihe/10#3012', 'Yleislääkäri'],
] as const;

/** How far the page is wider than the viewport, in CSS pixels (0: no horizontal scrolling). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
  );

/** The elements sticking out of the viewport on the right, to name in a failure. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`),
  );

const viewports = [
  ['at 320 CSS pixels wide (WCAG 1.4.10)', { width: 320, height: 640 }, 1],
  ['at 200 % zoom of a 1280 × 800 window (WCAG 1.4.4)', { width: 640, height: 400 }, 2],
] as const;

for (const [name, viewport, deviceScaleFactor] of viewports) {
  test.describe(name, () => {
    test.use({ viewport, deviceScaleFactor });

    test('no public page scrolls sideways', async ({ page }) => {
      for (const [pageName, path, heading] of publicPages) {
        await test.step(pageName, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          expect(await horizontalOverflow(page), (await overflowing(page)).join(', ')).toBe(0);
        });
      }
    });
  });
}
