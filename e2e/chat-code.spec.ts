// The code page (C-09, Q-24…Q-28, E-33…E-36, NS-52) end to end against the mock stack, signed in
// as Laura through the test bank: the codes of the contract's examples answer 200 (K7RM2Q), 422
// (R8PD3W), 429 (RUUHKA) and 500 (VIRHE1); any other code 404.
import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const text = fi.chat.code;
const codePage = '/fi/asiointi/chat/koodi';

test.use({ signedInAs: 'Laura Helena Mäkinen' });

const field = (page: Page) => page.getByRole('textbox', { name: text.field.label });
const check = (page: Page) => page.getByRole('button', { name: text.check });
/** A pattern that finds `message` anywhere in a text. */
const containing = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** The field's own error, announced as an alert. */
const fieldError = (page: Page) => page.getByRole('alert').filter({ hasText: /./ }).first();

async function openCodePage(page: Page) {
  await page.goto(codePage);
  await expect(page).toHaveURL(codePage);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
}

// One test for the file's stories: each after the first starts again from a fresh code page.
test('the code page: failing answers, codes sent again or not, and a valid code (Q-24, Q-28, E-33…E-36, NS-52)', async ({
  page,
}) => {
  test.slow(); // seven answers, a chat start and four axe runs
  await openCodePage(page);
  await test.step('an empty code is asked for and focuses the field; each failing answer says why, keeping the code', async () => {
    await expect(page).toHaveTitle(`${text.title} – Asiointi`);
    await expectNoAxeViolations(page);

    await check(page).click();
    await expect(fieldError(page)).toHaveText(text.validation.valueMissing);
    await expect(field(page)).toBeFocused();
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const failures = [
      ['ABC123', text.validation.invalid],
      ['R8PD3W', text.validation.expired],
      ['RUUHKA', text.validation.rateLimited],
      ['VIRHE1', text.validation.error],
    ] as const;
    for (const [code, message] of failures) {
      await field(page).fill(code);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(fieldError(page)).toHaveText(message);
      await expect(field(page)).toHaveValue(code);
      await expect(field(page)).toHaveAccessibleDescription(containing(message));
    }
    await expectNoAxeViolations(page);
  });

  await test.step('a refused code is not sent again until it is edited; a retryable one is (E-33, E-35)', async () => {
    await page.goto(codePage);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => {
      const match = /\/person\/chat-by-code\/([^/?]+)/.exec(request.url());
      if (match?.[1] !== undefined) {
        asked.push(match[1]);
      }
    });
    await field(page).fill('R8PD3W');
    await check(page).click();
    await expect(fieldError(page)).toHaveText(text.validation.expired);
    await check(page).click();
    await expect(field(page)).toBeFocused();
    await field(page).fill('RUUHKA');
    await check(page).click();
    await expect(fieldError(page)).toHaveText(text.validation.rateLimited);
    await check(page).click();
    await expect(fieldError(page)).toHaveText(text.validation.rateLimited);
    await expect.poll(() => asked).toEqual(['R8PD3W', 'RUUHKA', 'RUUHKA']);
  });

  await test.step('a valid code shows its chat, whose start opens the code chat session', async () => {
    await page.goto(codePage);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await field(page).fill('K7RM2Q');
    await check(page).click();
    const name = page.getByRole('heading', { level: 2, name: 'Fysioterapeutin etävastaanotto' });
    await expect(name).toBeVisible();
    await expect(name).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const result = page.getByRole('region', { name: 'Fysioterapeutin etävastaanotto' });
    await expect(result).toContainText(text.result);
    await expect(result).toContainText('kotiharjoitteiden');
    await expectNoAxeViolations(page);

    await result.getByRole('button', { name: fi.chat.start.start }).click();
    await expect(page).toHaveURL('/fi/asiointi/chat/koodi/3200/vastaanotto');
  });
});
