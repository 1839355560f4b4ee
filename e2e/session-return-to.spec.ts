import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import { appOrigin, frontPage, loginPageWith, signIn, userMenu } from './sign-in.ts';

/**
 * `returnTo` values that try to lead away from the portal (NS-38, STYLE.md "What not to copy"), one
 * of each kind: protocol-relative, backslash, encoded slash and backslash, an encoded control
 * character, a full-width solidus, absolute URLs, and a script URL. All are rows of the whole table
 * in tests/auth/safe-redirect.test.ts, which checks the same function; here each kind goes through
 * a real page load and cancel. Each is given to the login page as the portal's own links would
 * encode it.
 */
const hostile = [
  '//evil.example',
  '/\\evil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/\uff0f/evil.example',
  'https://evil.example/fi',
  'http:evil.example',
  'javascript:alert(1)',
];

/**
 * Records every request and every frame navigation that leaves the portal's own hosts, and every
 * JavaScript dialog (a `javascript:` URL that ran), so the test fails on them. It only observes:
 * routing every request through Playwright would switch off the HTTP cache and make each of the
 * table's page loads parse the app from scratch. Nothing can reach a real host anyway, since the
 * hostile values point at `evil.example`, a reserved name that never resolves (RFC 2606).
 */
function guardOrigin(page: Page): { offsite: string[] } {
  const offsite: string[] = [];
  const isOffsite = (url: string) => {
    const { protocol, hostname } = new URL(url);
    return !['about:', 'blob:', 'data:'].includes(protocol) && hostname !== 'localhost';
  };
  page.context().on('request', (request) => {
    if (isOffsite(request.url())) {
      offsite.push(`request: ${request.url()}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (isOffsite(frame.url())) {
      offsite.push(`navigation: ${frame.url()}`);
    }
  });
  page.on('dialog', (dialog) => {
    offsite.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { offsite };
}

test('cancelling the login page with a hostile returnTo stays on the portal', async ({ page }) => {
  // Nine full page loads and cancels, recorded in the trace: a budget per value.
  test.setTimeout(hostile.length * 6_000);
  const guard = guardOrigin(page);
  for (const value of hostile) {
    await test.step(`returnTo ${JSON.stringify(value)}`, async () => {
      await page.goto(loginPageWith(value));
      await page.getByRole('button', { name: fi.identification.login.cancel }).click();
      await page.waitForURL(frontPage);
      await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(appOrigin);
    });
  }
  expect(guard.offsite).toEqual([]);
});

for (const value of ['//evil.example', '/%5Cevil.example', 'javascript:alert(1)']) {
  test(`sign-in with returnTo ${JSON.stringify(value)} lands on the front page`, async ({
    page,
  }) => {
    const guard = guardOrigin(page);
    // On the callback, before the app starts: note what the login stored in tap.return_to, then
    // put the hostile value there as if it had been tampered with; the callback checks it again.
    // The login page stored its own front page (its language's) in place of the hostile value.
    await page.addInitScript((planted) => {
      if (location.pathname.endsWith('/callback')) {
        Reflect.set(window, 'storedReturnTo', sessionStorage.getItem('tap.return_to'));
        sessionStorage.setItem('tap.return_to', planted);
      }
    }, value);
    await signIn(page, { returnTo: value });
    await page.waitForURL(frontPage);
    expect(
      await page.evaluate(() => [
        Reflect.get(window, 'storedReturnTo') as unknown,
        sessionStorage.getItem('tap.return_to'),
      ]),
    ).toEqual(['/fi/asiointi/', null]);
    await expect(userMenu(page)).toBeVisible();
    expect(guard.offsite).toEqual([]);
  });
}
