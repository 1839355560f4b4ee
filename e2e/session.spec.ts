import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { expectNoSessionLeft, storageKeys } from './session-storage.ts';
import {
  appOrigin,
  isRefreshTokenRequest,
  atLoggedOutPage,
  loginPage,
  signIn,
  signInProvider,
  timeoutPage,
  userMenu,
} from './sign-in.ts';

test('sign-in comes back to the requested page with its query, and records one Login event', async ({
  page,
}) => {
  const loginEvents: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/app-events/events')) {
      loginEvents.push(request.postData() ?? '');
    }
  });
  const returnTo = '/sv/e-tjanster/?from=e2e';
  const loginEvent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/app-events/events'),
  );

  await signIn(page, { returnTo, checkAccessibility: true });

  expect(page.url()).toBe(`${appOrigin}${returnTo}`);
  expect(JSON.parse((await loginEvent).postData() ?? 'null')).toMatchObject({
    applicationId: 'tapWeb',
    eventType: 'Login',
  });
  await expect(userMenu(page)).toHaveAccessibleName(`${sv.header.userMenu.label}: Laura`);
  await userMenu(page).click();
  await expect(page.getByText('Laura Helena Mäkinen', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: sv.frontPage.title })).toBeVisible();
  expect(loginEvents).toHaveLength(1);
});

test('a device whose clock is over two hours fast signs in and reaches the front page', async ({
  page,
}) => {
  // The browser's clock only (the provider keeps the real time); it runs on from there. A quarter
  // of an hour more than two: the local provider's ID tokens last the whole 2-hour session.
  await page.clock.install({ time: Date.now() + 2.25 * 60 * 60 * 1000 });
  await signIn(page);
  await expect(userMenu(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  // The patient's data loads with the session's tokens.
  await expect(page.getByText(fi.frontPage.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
});

test('logout ends the session at the provider and leaves nothing of it in the browser', async ({
  page,
}) => {
  await signIn(page);
  await userMenu(page).click();
  const endSession = page.waitForRequest((request) =>
    request.url().startsWith(`${signInProvider}/session/end`),
  );
  await page.getByRole('button', { name: fi.header.userMenu.logOut }).click();
  // C-44: the end session names the client and carries a state, which comes back with the page.
  const endSessionQuery = new URL((await endSession).url()).searchParams;
  expect(endSessionQuery.get('client_id')).toBe('asiointi-web');
  const state = endSessionQuery.get('state');
  expect(state).toBeTruthy();
  await page.waitForURL(atLoggedOutPage);
  expect(new URL(page.url()).searchParams.get('state')).toBe(state);
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.loggedOut.title }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await expectNoSessionLeft(page);
  await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toBeVisible();

  // Back to the page Laura logged out from: it loads anew, with nothing to restore a session from.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSessionLeft(page);
  await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toBeVisible();
  await expect(page.getByText(/Laura/)).toHaveCount(0);
});

/** `mm:ss` as seconds. */
function seconds(countdown: string | null): number {
  const [minutes, secs] = (countdown ?? '').split(':').map(Number);
  return (minutes ?? Number.NaN) * 60 + (secs ?? Number.NaN);
}

test('after 18 idle minutes the time-out dialog counts down; continue renews; idling on logs out', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();

  await page.clock.fastForward('18:00');
  const dialog = page.getByRole('alertdialog', { name: fi.auth.session.timeout.title });
  await expect(dialog).toBeVisible();
  const timer = dialog.getByRole('timer');
  await expect(timer).toHaveText(/^0[12]:[0-5]\d$/);
  const before = seconds(await timer.textContent());
  expect(before).toBeGreaterThan(100);
  expect(before).toBeLessThanOrEqual(120);
  await expectNoAxeViolations(page);
  await page.clock.runFor(1000);
  await expect.poll(async () => seconds(await timer.textContent())).toBeLessThan(before);

  const renewal = page.waitForRequest(isRefreshTokenRequest);
  await dialog.getByRole('button', { name: fi.auth.session.timeout.continue, exact: true }).click();
  await renewal;
  await expect(dialog).toBeHidden();

  // No activity at all: past the renewed idle time-out the session ends on its own.
  await page.clock.fastForward('20:01');
  await page.waitForURL(timeoutPage);
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.timeout.title }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toBeVisible();
  await expectNoSessionLeft(page);
});

test('near the 2-hour end the expiration dialog cannot be dismissed and offers re-login and logout', async ({
  page,
}) => {
  test.slow(); // sign-in, six renewals, axe, and a second sign-in
  await page.clock.install();
  await signIn(page);
  const timeoutDialog = page.getByRole('alertdialog', { name: fi.auth.session.timeout.title });
  // Continue every 18 minutes: at 18, 36, 54, 72, 90 and 108 minutes (ttl then reaches exp).
  for (let round = 0; round < 6; round += 1) {
    await page.clock.fastForward('18:00');
    await expect(timeoutDialog).toBeVisible();
    const renewal = page.waitForRequest(isRefreshTokenRequest);
    await timeoutDialog
      .getByRole('button', { name: fi.auth.session.timeout.continue, exact: true })
      .click();
    await renewal;
    await expect(timeoutDialog).toBeHidden();
  }

  await page.clock.fastForward('10:00');
  const dialog = page.getByRole('alertdialog', { name: fi.auth.session.expiration.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('timer')).toHaveText(/^0[12]:[0-5]\d$/);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: fi.auth.session.expiration.logOut }),
  ).toBeVisible();

  // Re-login comes back to this page with a new session of its own.
  await dialog.getByRole('button', { name: fi.auth.session.expiration.logInAgain }).click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await page.waitForURL(`${appOrigin}/fi/asiointi/`);
  await expect(userMenu(page)).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a code exchange the provider never answers ends on the login page, which retries (E-09)', async ({
  page,
}) => {
  await page.clock.install();
  // The provider takes the code exchange and never answers it.
  await page.route(`${signInProvider}/token`, () => undefined);
  await page.goto(loginPage);
  await waitForApp(page);
  const loginButton = page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button });
  await loginButton.click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/tunnistaminen/callback'));
  await expect(page.getByText(fi.auth.callback.signingIn)).toBeVisible();

  await page.clock.fastForward('00:10');
  await page.waitForURL((url) => url.pathname === loginPage);
  expect(new URL(page.url()).searchParams.get('error')).toBe('network_timeout');
  await expect(page.getByRole('alert')).toContainText(fi.identification.login.error.timedOut);
  await expectNoAxeViolations(page);
  // Nobody is signed in: no user of the library's and no session record.
  const { local } = await storageKeys(page);
  expect(local.filter((key) => key.startsWith('oidc.user:') || key === 'tap.session_v1')).toEqual(
    [],
  );

  // The login button is the retry: a new sign-in, which the provider now answers.
  await page.unroute(`${signInProvider}/token`);
  await loginButton.click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await expect(userMenu(page)).toBeVisible();
});
