import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, loginPage, signIn, userMenu } from './sign-in.ts';

const callback = '/fi/asiointi/tunnistaminen/callback';

test('a forged or replayed sign-in link opened beside a session logs nobody out', async ({
  page,
  context,
}) => {
  await signIn(page);
  await expect(userMenu(page)).toBeVisible();

  const link = await context.newPage();
  await link.goto(`${callback}?code=forged-code&state=0123456789abcdef0123456789abcdef`);
  await link.waitForURL((url) => url.pathname === frontPage);
  await expect(userMenu(link)).toBeVisible();
  await expect(link.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(userMenu(page)).toBeVisible();
  await link.reload();
  await expect(userMenu(link)).toBeVisible();
});

test('the silent renewal page opened as a page shows the failed sign-in, not a blank page', async ({
  page,
}) => {
  await page.goto('/fi/asiointi/tunnistaminen/silent-renew?code=x&state=y');
  await page.waitForURL((url) => url.pathname === loginPage);
  expect(new URL(page.url()).searchParams.get('error')).toBe('login_failed');
  await expect(page.getByText(fi.identification.login.failed)).toBeVisible();
});
