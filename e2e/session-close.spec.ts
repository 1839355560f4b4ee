import { chromium, type BrowserContext, type LaunchOptions } from '@playwright/test';
import config from '../playwright.config.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, refuseAnalytics, test, waitForApp } from './fixtures.ts';
import { storageKeys } from './session-storage.ts';
import { appOrigin, frontPage, loginPage, signIn, userMenu } from './sign-in.ts';

/** The project's Chromium, with a profile on disk that outlives each launch: a real browser. */
async function launch(profile: string): Promise<BrowserContext> {
  const use = config.projects?.[0]?.use ?? {};
  const launchOptions: LaunchOptions = use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: appOrigin,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  await refuseAnalytics(context);
  return context;
}

const myInformation = '/fi/asiointi/omat-tiedot';

// Playwright needs the fixtures argument destructured; this test launches its own browser.
// eslint-disable-next-line no-empty-pattern
test('closing the browser ends the session; a reload and a later tab keep it', async ({}, testInfo) => {
  const profile = testInfo.outputPath('profile');
  const first = await launch(profile);
  const page = await first.newPage();
  await signIn(page);
  await expect(userMenu(page)).toBeVisible();

  await page.reload();
  await waitForApp(page);
  await expect(userMenu(page)).toBeVisible();

  // A tab opened later gets the open tab's session.
  const later = await first.newPage();
  await later.goto(myInformation);
  await waitForApp(later);
  await expect(userMenu(later)).toBeVisible();
  await expect(later).toHaveURL(myInformation);
  await first.close();

  const reopened = await launch(profile);
  try {
    const again = await reopened.newPage();
    await again.goto(frontPage);
    await waitForApp(again);
    await expect(
      again.getByRole('banner').getByRole('link', { name: fi.header.logIn }),
    ).toBeVisible();
    await expect(again.getByText(/Laura/)).toHaveCount(0);
    const keys = await storageKeys(again);
    expect(
      [...keys.local, ...keys.session].filter((key) => /^(oidc\.|tap\.session)/.test(key)),
    ).toEqual([]);
    await again.goto(myInformation);
    await again.waitForURL((url) => url.pathname === loginPage);
  } finally {
    await reopened.close();
  }
});
