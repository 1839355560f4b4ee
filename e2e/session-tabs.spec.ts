import type { Request } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSessionLeft } from './session-storage.ts';
import {
  frontPage,
  isRefreshTokenRequest,
  atLoggedOutPage,
  signIn,
  signInProvider,
  userMenu,
} from './sign-in.ts';

test('logging out in one tab logs out the other, with one end-session redirect', async ({
  page,
  context,
}) => {
  const endSessions: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/session/end') {
      endSessions.push(request.url());
    }
  });
  await signIn(page);
  const second = await context.newPage();
  await second.goto(frontPage);
  await expect(userMenu(second)).toBeVisible();

  await userMenu(page).click();
  await page.getByRole('button', { name: fi.header.userMenu.logOut }).click();

  // Whichever tab claims the sign-out (S-26) goes through the provider; both end logged out.
  for (const tab of [page, second]) {
    await tab.waitForURL(atLoggedOutPage);
    await expect(
      tab.getByRole('heading', { level: 1, name: fi.identification.loggedOut.title }),
    ).toBeVisible();
    await expect(
      tab.getByRole('banner').getByRole('link', { name: fi.header.logIn }),
    ).toBeVisible();
    await expect(tab.getByText(/Laura/)).toHaveCount(0);
  }
  expect(endSessions).toHaveLength(1);
  await expectNoSessionLeft(second);
});

test('a tab open on a public page follows a sign-in in another tab, and its logout after it (S-21)', async ({
  page,
  context,
}) => {
  await page.goto(frontPage);
  await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toBeVisible();

  const second = await context.newPage();
  await signIn(second);
  await expect(userMenu(second)).toBeVisible();
  // The visitor's tab, untouched, is signed in too: the same person in its header.
  await expect(userMenu(page)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: fi.header.logIn })).toHaveCount(
    0,
  );

  // And it follows the sign-out as a signed-in tab does.
  await userMenu(page).click();
  await page.getByRole('button', { name: fi.header.userMenu.logOut }).click();
  for (const tab of [page, second]) {
    await tab.waitForURL(atLoggedOutPage);
    await expect(tab.getByText(/Laura/)).toHaveCount(0);
  }
  await expectNoSessionLeft(page);
});

test('two tabs renewing at the same moment make one token request', async ({ page, context }) => {
  const refreshes: Request[] = [];
  context.on('request', (request) => {
    if (isRefreshTokenRequest(request)) {
      refreshes.push(request);
    }
  });
  await context.clock.install();
  await signIn(page);
  const second = await context.newPage();
  await second.goto(frontPage);
  await expect(userMenu(second)).toBeVisible();

  // The provider answers only once both tabs have started renewing: as if on a slow network.
  let answer: () => void = () => undefined;
  const bothRenewing = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await context.route(`${signInProvider}/token`, async (route) => {
    await bothRenewing;
    await route.continue();
  });

  await context.clock.fastForward('18:00');
  const continueButtons = [page, second].map((tab) =>
    tab
      .getByRole('alertdialog', { name: fi.auth.session.timeout.title })
      .getByRole('button', { name: fi.auth.session.timeout.continue, exact: true }),
  );
  for (const button of continueButtons) {
    await expect(button).toBeVisible();
  }
  await Promise.all(continueButtons.map((button) => button.click()));
  for (const button of continueButtons) {
    await expect(button).toHaveAttribute('aria-busy', 'true');
  }
  answer();

  for (const tab of [page, second]) {
    await expect(tab.getByRole('alertdialog')).toBeHidden();
    await expect(userMenu(tab)).toBeVisible();
  }
  expect(refreshes).toHaveLength(1);
});

test('a denied customer’s blocked page lifts when the tab takes on another person signed in elsewhere (E-21)', async ({
  page,
  context,
}) => {
  test.slow(); // two sign-ins in two tabs
  const blocked = () => page.getByRole('heading', { level: 1, name: fi.blocked.title });
  await signIn(page, { person: 'Tapio Kalevi Järvinen' });
  await expect(blocked()).toBeVisible();

  // The new tab starts as Tapio too, and his first answer (403) would put the blocked page over its
  // login page as well: its API calls wait, unanswered, until it has left for the provider.
  const other = await context.newPage();
  await other.route('**/api/**', () => undefined);
  const callsFreed = other
    .waitForURL(`${signInProvider}/**`)
    .then(() => other.unrouteAll({ behavior: 'ignoreErrors' }));
  await signIn(other, { person: 'Laura Helena Mäkinen' });
  await callsFreed;
  await expect(userMenu(other)).toBeVisible();

  // No reload: the first tab follows the new person, and the denial was Tapio's, not hers.
  await expect(userMenu(page)).toBeVisible();
  await expect(blocked()).toHaveCount(0);
});
