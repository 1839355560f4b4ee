// Choosing whom a child chat is for (P-14, Q-40) end to end: Start on a child-topic chat opens
// the principal selection with `selectChildFor`, the parameter leaves the address at once, and
// the choice goes on to the chat's start for the child; a reload does not ask again.
import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';

const text = fi.onBehalfOf;
/** Lastenlääkärin chat: topic 12, the child-chat topic of the local environment. */
const childChat = '/fi/asiointi/chat/jono/3020';
const modal = (page: Page) => page.getByRole('dialog', { name: text.selectPrincipal.title });
const banner = (page: Page) => page.getByRole('region', { name: text.banner.label });

test.use({ signedInAs: 'Laura Helena Mäkinen' });

test('Start on a child chat asks for whom, then starts it for the child chosen', async ({
  page,
}) => {
  test.slow(); // three pages
  await page.goto(childChat);
  await expect(page).toHaveURL(childChat);
  await page.getByRole('button', { name: fi.chat.start.start }).click();
  await expect(modal(page)).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  // Whom the chat is for is chosen afresh: nobody preselected, a choice required (P-12).
  await expect(modal(page).getByRole('radio', { checked: true })).toHaveCount(0);
  await modal(page).getByRole('button', { name: text.selectPrincipal.confirm }).click();
  await expect(modal(page).getByRole('alert')).toHaveText(
    text.selectPrincipal.principalWasNotSelected,
  );

  await modal(page)
    .getByRole('radio', { name: /Eetu Mäkinen/ })
    .check();
  await modal(page).getByRole('button', { name: text.selectPrincipal.confirm }).click();
  await expect(page).toHaveURL(`${childChat}/vastaanotto`);
  const confirmation = page.getByRole('alertdialog', { name: text.confirmation.title });
  await expect(confirmation).toContainText('Asioit henkilön Eetu Mäkinen puolesta.');
  await confirmation.getByRole('button', { name: text.confirmation.ok }).click();
  await expect(banner(page)).toContainText('Eetu Mäkinen');

  await page.reload();
  await expect(banner(page)).toContainText('Eetu Mäkinen');
  await expect(modal(page)).toHaveCount(0);
});

test('an address with selectChildFor asks once: a reload does not ask again', async ({ page }) => {
  await page.goto(`${childChat}?selectChildFor=3020`);
  await expect(modal(page)).toBeVisible();
  await expect(page).toHaveURL(childChat);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lastenlääkärin chat' })).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
});
