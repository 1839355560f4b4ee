// A keyboard-only walk (WCAG 2.1.1): signing in, switching to a child, and starting a
// chat for him, with Tab, Shift+Tab, arrows, Space and Enter only; each control the walk reaches
// shows where the focus is.
import type { Locator, Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, signInProvider } from './sign-in.ts';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tabs forward until `target` has the focus (failing after `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused control draws a visible outline (WCAG 2.4.7), on itself or, for a link card whose
 * whole card is the target, on its `::after` layer.
 */
async function expectVisibleFocus(target: Locator) {
  const ring = await target.evaluate((element) =>
    [null, '::after'].some((pseudo) => {
      const style = getComputedStyle(element, pseudo);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    }),
  );
  expect(ring, 'a visible focus outline').toBe(true);
}

test('sign in, act for a child and start a chat with the keyboard alone', async ({ page }) => {
  test.slow(); // a sign-in, a principal switch and a chat start, key by key
  await page.goto(frontPage);
  const header = page.getByRole('banner');

  // Sign in: the header's link, the login page's button, the test bank's person.
  const logIn = header.getByRole('link', { name: fi.header.logIn });
  await tabTo(page, logIn);
  await expectVisibleFocus(logIn);
  await page.keyboard.press('Enter');
  const loginButton = page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button });
  await tabTo(page, loginButton);
  await expectVisibleFocus(loginButton);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${signInProvider}/interaction/**`);
  const laura = page.getByRole('button', { name: /Laura Helena Mäkinen/ });
  await tabTo(page, laura);
  await page.keyboard.press('Enter');
  await page.waitForURL(frontPage);

  // Act for Eetu: the header's button opens the selection; arrows choose, Enter confirms.
  const actOnBehalf = header.getByRole('button', { name: fi.header.actOnBehalf });
  await tabTo(page, actOnBehalf);
  await expectVisibleFocus(actOnBehalf);
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: fi.onBehalfOf.selectPrincipal.title });
  await expect(modal).toBeVisible();
  const eetu = modal.getByRole('radio', { name: /Eetu Mäkinen/ });
  await tabTo(page, modal.getByRole('radio').first());
  for (let presses = 0; presses < 6 && !(await eetu.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(eetu).toBeChecked();
  await expect(eetu).toBeFocused();
  const confirm = modal.getByRole('button', { name: fi.onBehalfOf.selectPrincipal.confirm });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  const confirmation = page.getByRole('alertdialog', {
    name: fi.onBehalfOf.confirmation.title,
  });
  await expect(confirmation).toContainText('Eetu Mäkinen');
  const ok = confirmation.getByRole('button', { name: fi.onBehalfOf.confirmation.ok });
  await tabTo(page, ok, 10);
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeHidden();

  // Start the doctor's chat for Eetu: the topic from the chat front page, the chat's section, start.
  const chatService = header
    .getByRole('navigation')
    .getByRole('link', { name: fi.header.serviceMenu.chat });
  await tabTo(page, chatService);
  await expectVisibleFocus(chatService);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/fi/asiointi/chat');
  const topic = page
    .getByRole('region', { name: fi.chat.topics.title })
    .getByRole('link', { name: 'Yleislääkäri' });
  await tabTo(page, topic, 120);
  await expectVisibleFocus(topic);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/fi/asiointi/chat/aihe/10');
  const section = page.getByRole('button', { name: /^Yleislääkärin chat/ });
  await tabTo(page, section);
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('aria-expanded', 'true');
  const start = page.getByRole('button', { name: fi.chat.start.start });
  await tabTo(page, start);
  await expectVisibleFocus(start);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/fi/asiointi/chat/jono/3012/vastaanotto');
});
