// Errors in remote reception that help the patient on: a failed topic stays the topic's page with
// the phone beside the retry and asks again when the connection returns; a visitor who got a code
// is asked to log in on the code page and comes back to it; a code typed in small letters works.
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInProvider } from './sign-in.ts';

const generalPractice = '/fi/asiointi/chat/aihe/10';

test('a failed topic keeps its heading and breadcrumb, offers the phone and the retry, and loads by itself when the connection returns', async ({
  page,
  context,
}) => {
  await page.route('**/api/chat-v4/chat-queues', (route) => route.abort('internetdisconnected'));
  await page.goto(generalPractice);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(fi.chat.chatLoadingFailed);
  await expect(page.getByRole('heading', { level: 1, name: 'Yleislääkäri' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: fi.chat.topic.breadcrumbs }).getByRole('link', {
      name: fi.chat.title,
    }),
  ).toBeVisible();
  await expect(alert.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
  await expect(alert.getByRole('button', { name: fi.common.retry })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.unroute('**/api/chat-v4/chat-queues');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('a visitor who got a code is asked to log in on the code page, and comes back to it', async ({
  page,
}) => {
  await page.goto('/fi/asiointi/chat');
  await page.getByRole('link', { name: fi.chat.callToAction.code.title }).click();
  await expect(page).toHaveURL('/fi/asiointi/chat/koodi');
  await expect(page.getByRole('heading', { level: 1, name: fi.chat.code.title })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: fi.chat.code.login.title }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('main').getByRole('link', { name: fi.chat.loginRequired.action }).click();
  await page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button })
    .click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await expect(page).toHaveURL('/fi/asiointi/chat/koodi');
  const field = page.getByRole('textbox', { name: fi.chat.code.field.label });
  await field.fill('k7rm2q');
  await page.getByRole('button', { name: fi.chat.code.check }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Fysioterapeutin etävastaanotto' }),
  ).toBeVisible();
});

test('the Swedish code page of a visitor says to log in first', async ({ page }) => {
  await page.goto('/sv/e-tjanster/chatt/kod');
  await expect(page.getByRole('heading', { level: 1, name: sv.chat.code.title })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: sv.chat.code.login.title }),
  ).toBeVisible();
});

test.describe('signed in as Laura', () => {
  test.use({ signedInAs: 'Laura Helena Mäkinen' });

  test('signed in, a code typed in small letters opens its chat', async ({ page }) => {
    await page.goto('/fi/asiointi/chat/koodi');
    await page.getByRole('textbox', { name: fi.chat.code.field.label }).fill(' r8pd3w ');
    await page.getByRole('button', { name: fi.chat.code.check }).click();
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toHaveText(
      fi.chat.code.validation.expired,
    );
  });
});
