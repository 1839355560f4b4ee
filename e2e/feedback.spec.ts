// Feedback (B-04, B-06, B-11, B-14, B-17, E-04, NS-50) end to end: the footer's
// "Anna palautetta" opens the spontaneous open feedback, sent to the mock feedback service with
// the service's own token. nps and ces (sent at once, then a comment update) are covered by
// tests/feedback/, as nothing in the portal opens them until the chat ends (B-13).
import type { Page, Request } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, userMenu } from './sign-in.ts';

const text = fi.feedback;

const isFeedbackSend = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback/feedback';

async function failSends(page: Page, fail: boolean) {
  await page.evaluate((on) => {
    localStorage.setItem(
      'asiointi.mock.prefer',
      JSON.stringify(on ? { sendFeedback: 'code=500' } : {}),
    );
  }, fail);
}

test('the footer opens open feedback by keyboard and Escape closes it; required text, a failed send keeps it, then thanks (NS-50, B-13, B-14, E-04)', async ({
  page,
}) => {
  await page.goto(frontPage);
  const opener = page
    .getByRole('contentinfo')
    .getByRole('button', { name: fi.footer.legal.feedback });
  // A real button in the tab order: Enter opens the dialog, Escape closes it and the focus
  // comes back to the button.
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text.titles.open });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: new RegExp(text.openComment) });
  await expect(field).toHaveAccessibleDescription(new RegExp(text.personalData.slice(0, 40)));
  await expectNoAxeViolations(page);

  // Blank: invalid and focused, nothing sent.
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (isFeedbackSend(request)) {
      sends.push(request);
    }
  });
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(text.commentRequired));
  await expectNoAxeViolations(page);
  expect(sends).toEqual([]);

  // A failed send says so and keeps the text.
  await field.fill('Ajanvarauksen peruminen oli vaikea löytää.');
  await expect(field).toHaveValue('Ajanvarauksen peruminen oli vaikea löytää.');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await failSends(page, true);
  await expect(field).toHaveValue('Ajanvarauksen peruminen oli vaikea löytää.');
  await dialog.getByRole('button', { name: text.send }).click();
  await expect(dialog.getByRole('alert')).toHaveText(text.failed);
  await expect(field).toHaveValue('Ajanvarauksen peruminen oli vaikea löytää.');
  await expectNoAxeViolations(page);

  // Then it goes: open type, no score, the spontaneous trigger, the service's own token.
  await failSends(page, false);
  const sent = page.waitForRequest(isFeedbackSend);
  await dialog.getByRole('button', { name: text.send }).click();
  const request = await sent;
  await expect(dialog.getByRole('status')).toHaveText(text.thanks);
  await expectNoAxeViolations(page);
  const body = request.postDataJSON() as { score?: number; externalId: string; tags: string[] };
  expect(body.score).toBeUndefined();
  expect(body.externalId).toMatch(/^open-\d{13}-[a-z0-9]{8}$/);
  expect(body.tags).toEqual(
    expect.arrayContaining([
      'service:frontpage',
      'trigger:spontaneous',
      'environment:local',
      'language:fi',
      'device:desktop',
    ]),
  );
  expect(new URL(request.url()).searchParams.has('updateIfExists')).toBe(false);
  expect(await request.headerValue('authorization')).toBe('Bearer asiointi-feedback-local');
  // B-13: the time of this feedback is kept for the customer-effort question's 60 days.
  const lastAt = await page.evaluate(() => localStorage.getItem('tap.feedback.last_at'));
  expect(Number(lastAt)).toBeGreaterThan(Date.now() - 60_000);

  // Closing gives the focus back to the footer's button.
  await dialog.getByRole('button', { name: text.close }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test.describe('signed in as Laura', () => {
  test.use({ signedInAs: 'Laura Helena Mäkinen' });

  test('a signed-in person’s feedback is kept under a key of their own, never the browser’s (B-13, B-06)', async ({
    page,
  }) => {
    await page.goto(frontPage);
    await expect(userMenu(page)).toBeVisible();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: fi.footer.legal.feedback })
      .click();
    const dialog = page.getByRole('dialog', { name: text.titles.open });
    await dialog.getByRole('textbox').fill('Selkeä palvelu.');
    const sent = page.waitForRequest(isFeedbackSend);
    await dialog.getByRole('button', { name: text.send }).click();
    await sent;
    await expect(dialog.getByRole('status')).toHaveText(text.thanks);
    const keys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('tap.feedback')),
    );
    // The person's own entries (a hash of the subject), none of the browser's: the next patient on
    // this browser does not share them.
    expect(keys.sort()).toEqual([
      expect.stringMatching(/^tap\.feedback\.last_at\.[0-9a-f]{32}$/),
      expect.stringMatching(/^tap\.feedback_visitor_v1\.[0-9a-f]{32}$/),
    ]);
  });
});
