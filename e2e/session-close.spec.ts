import { chromium, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
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

/** The DPoP key pairs oidc-client-ts keeps in IndexedDB (database `oidc`, store `dpop`). */
function dpopKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would make it.
    if (!(await indexedDB.databases()).some((database) => database.name === 'oidc')) {
      return [];
    }
    return new Promise<string[]>((resolve, reject) => {
      const request = indexedDB.open('oidc');
      request.onerror = () => {
        reject(new Error('IndexedDB did not open'));
      };
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains('dpop')) {
          database.close();
          resolve([]);
          return;
        }
        const keys = database.transaction('dpop', 'readonly').objectStore('dpop').getAllKeys();
        keys.onsuccess = () => {
          database.close();
          resolve(keys.result.map(String));
        };
      };
    });
  });
}

// Playwright needs the fixtures argument destructured; this test launches its own browser.
// eslint-disable-next-line no-empty-pattern
test('closing the browser ends the session and leaves no key pair; a reload and a later tab keep it', async ({}, testInfo) => {
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
  // The session's DPoP key pair, which binds its refresh token.
  expect(await dpopKeys(later)).toEqual(['asiointi-web']);
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
    // Nor its key pair: the start that found no session removed it.
    await expect.poll(() => dpopKeys(again)).toEqual([]);
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
