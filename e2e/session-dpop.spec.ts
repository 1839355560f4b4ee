// Issue #13: a refresh token taken from the browser's storage is useless outside this browser.
// oidc-client-ts proves a DPoP key (non-extractable, in IndexedDB) at every token request, and
// the local sign-in provider binds the refresh token to it; access tokens stay Bearer.
import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import {
  isRefreshTokenRequest,
  atLoggedOutPage,
  signIn,
  signInProvider,
  timeoutPage,
  userMenu,
} from './sign-in.ts';

const clientId = 'asiointi-web';

/** The refresh token oidc-client-ts keeps in session storage: what a script in the page could copy. */
function storedRefreshToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const user = JSON.parse((key && sessionStorage.getItem(key)) ?? '{}') as {
      refresh_token?: string;
    };
    return user.refresh_token;
  });
}

/** The DPoP key pair oidc-client-ts keeps in IndexedDB (database `oidc`, store `dpop`), or null. */
function dpopKey(page: Page): Promise<{ privateKeyExtractable: boolean } | null> {
  return page.evaluate(async (id) => {
    const request = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => {
          resolve(r.result);
        };
        r.onerror = () => {
          reject(r.error ?? new Error('IndexedDB request failed'));
        };
      });
    const opening = indexedDB.open('oidc');
    opening.onupgradeneeded = () => opening.result.createObjectStore('dpop');
    const db = await request(opening);
    const state = (await request(
      db.transaction('dpop', 'readonly').objectStore('dpop').get(id),
    )) as { keys: CryptoKeyPair } | undefined;
    db.close();
    return state ? { privateKeyExtractable: state.keys.privateKey.extractable } : null;
  }, clientId);
}

test('a refresh token copied out of the browser is refused elsewhere, while the page renews with it', async ({
  page,
  request,
}) => {
  const authorizations: string[] = [];
  page.on('request', (sent) => {
    const authorization = sent.headers().authorization;
    if (authorization !== undefined && !sent.url().startsWith(signInProvider)) {
      authorizations.push(authorization);
    }
  });
  await page.clock.install();
  await signIn(page);
  await expect(userMenu(page)).toBeVisible();

  await expect(dpopKey(page)).resolves.toEqual({ privateKeyExtractable: false });
  const copied = await storedRefreshToken(page);
  expect(copied).toBeTruthy();

  // Outside the browser: the same token, without the browser's key.
  const elsewhere = await request.post(`${signInProvider}/token`, {
    form: { grant_type: 'refresh_token', client_id: clientId, refresh_token: copied ?? '' },
  });
  expect(elsewhere.status()).toBe(400);
  expect(await elsewhere.json()).toMatchObject({ error: 'invalid_grant' });

  // The page's own renewal 18 minutes on (its clock is then off from the provider's: the
  // provider offers a DPoP nonce and the library retries with it).
  await page.clock.fastForward('18:00');
  const dialog = page.getByRole('alertdialog', { name: fi.auth.session.timeout.title });
  await expect(dialog).toBeVisible();
  const renewed = page.waitForResponse(
    (response) => isRefreshTokenRequest(response.request()) && response.status() === 200,
  );
  await dialog.getByRole('button', { name: fi.auth.session.timeout.continue, exact: true }).click();
  const answer = await renewed;
  expect(answer.request().headers().dpop).toBeTruthy();
  expect(new URLSearchParams(answer.request().postData() ?? '').get('refresh_token')).toBe(copied);
  expect(await answer.json()).toMatchObject({ token_type: 'Bearer' });
  await expect(dialog).toBeHidden();
  await expect(userMenu(page)).toBeVisible();
  await expect.poll(() => storedRefreshToken(page)).not.toBe(copied);

  // API calls keep the contracts' Bearer scheme.
  expect(authorizations.length).toBeGreaterThan(0);
  for (const authorization of authorizations) {
    expect(authorization).toMatch(/^Bearer \S+$/);
  }
});

test('logout deletes the DPoP key with the session', async ({ page }) => {
  await signIn(page);
  await expect(dpopKey(page)).resolves.not.toBeNull();
  await userMenu(page).click();
  await page.getByRole('button', { name: fi.header.userMenu.logOut }).click();
  await page.waitForURL(atLoggedOutPage);
  await expect.poll(() => dpopKey(page)).toBeNull();
});

test('an idle time-out deletes the DPoP key with the session', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await expect(dpopKey(page)).resolves.not.toBeNull();
  // The key exists from the token exchange on; the session (and its idle timer) once the header
  // names the patient: fast-forward only then, or the timer is armed after the jump.
  await expect(userMenu(page)).toBeVisible();
  await page.clock.fastForward('20:01');
  await page.waitForURL(timeoutPage);
  await expect.poll(() => dpopKey(page)).toBeNull();
});
