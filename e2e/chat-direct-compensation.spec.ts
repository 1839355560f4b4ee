// Direct compensation (Q-29…, NS-46, NS-49) end to end against the mock
// stack, as Laura Mäkinen: for herself, for her son Eetu (principal selection first), and the
// front page's notice when enabling is left unfinished. The mock remembers switched insurances
// per person, so the file runs its tests one after another and each first forgets Laura's and
// Eetu's.
import type { APIRequestContext, Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'Laura Helena Mäkinen' });

const text = fi.chat.directCompensation;
const step = text.enablingStep;
const selectPrincipal = fi.onBehalfOf.selectPrincipal;
const base = '/fi/asiointi/chat/suorakorvaus';
/** K-42: the insurer's default queue locally. */
const queuePage = '/fi/asiointi/chat/jono/2';
const insurance = 'If Vahinkovakuutus: suorakorvaus';

async function forget(request: APIRequestContext, persona: string) {
  const response = await request.delete(`http://localhost:4010/__mock/memory/${persona}`);
  expect(response.status()).toBe(204);
}

const enablingDialog = (page: Page) => page.getByRole('dialog', { name: step.title });
const flag = (page: Page) => page.evaluate(() => sessionStorage.getItem('tap.dc.enabling'));

test.beforeEach(async ({ request }) => {
  await forget(request, 'mainUser');
  await forget(request, 'childPrincipal');
});

test('Laura enables direct compensation for herself with the keyboard and goes on to the insurer’s chat (Q-29, Q-31)', async ({
  page,
}) => {
  await page.goto(`${base}/if`);
  const dialog = enablingDialog(page);
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole('switch', { name: insurance });
  await expect(toggle).not.toBeChecked();
  await expect(page).toHaveTitle(new RegExp(text.title));
  expect(await flag(page)).toBe('self');
  await expectNoAxeViolations(page);

  // Next with the insurance off: the required message, on the switch, which takes the focus.
  await dialog.getByRole('button', { name: step.next }).focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAccessibleDescription(step.disabled);
  await expectNoAxeViolations(page);

  // Space switches it on; it is saved at once.
  await page.keyboard.press('Space');
  await expect(dialog.getByText(step.saved)).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(toggle).not.toHaveAccessibleDescription(step.disabled);

  await dialog.getByRole('button', { name: step.next }).click();
  await expect(page).toHaveURL(queuePage);
  expect(await flag(page)).toBeNull();

  // The mock remembers it: the step opens with the insurance on, as my information shows it.
  await page.goto(`${base}/if`);
  await expect(enablingDialog(page).getByRole('switch', { name: insurance })).toBeChecked();
});

test('Laura chooses Eetu first, then enables direct compensation for him (Q-30)', async ({
  page,
}) => {
  test.slow(); // the selection and its confirmation, the enabling step, axe on each
  await page.goto(`${base}/if/lapsi`);
  const selection = page.getByRole('dialog', { name: selectPrincipal.title });
  await expect(selection).toBeVisible();
  await expect(enablingDialog(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await selection.getByRole('radio', { name: /Eetu Mäkinen/ }).check();
  await selection.getByRole('button', { name: selectPrincipal.confirm }).click();
  const confirmation = page.getByRole('alertdialog', { name: fi.onBehalfOf.confirmation.title });
  await expect(confirmation).toContainText('Asioit henkilön Eetu Mäkinen puolesta.');
  await confirmation.getByRole('button', { name: fi.onBehalfOf.confirmation.ok }).click();

  const next = page.getByRole('link', {
    name: text.principalSelection.continueFor.replace('{{name}}', 'Eetu Mäkinen'),
  });
  await expect(next).toBeVisible();
  await expectNoAxeViolations(page);
  await next.click();

  await expect(page).toHaveURL(`${base}/if/lapsi/kayttoonotto`);
  const dialog = enablingDialog(page);
  await expect(dialog).toHaveAccessibleDescription(
    step.descriptionForPrincipal.replace('{{name}}', 'Eetu Mäkinen'),
  );
  const toggle = dialog.getByRole('switch', { name: insurance });
  await expect(toggle).not.toBeChecked();
  expect(await flag(page)).toBe('principal');
  await expectNoAxeViolations(page);

  await toggle.check();
  await expect(dialog.getByText(step.saved)).toBeVisible();
  await dialog.getByRole('button', { name: step.next }).click();
  await expect(page).toHaveURL(queuePage);
  await expect(page.getByText('Eetu Mäkinen').first()).toBeVisible();
});

// One sign-in for three stories that enable nothing before the last one.
test('closing the step: unfinished, the front page says so once (Q-08, NS-46); any insurer but if is not found (NS-49); after enabling, it says direct compensation is on, as my information shows (NS-46)', async ({
  page,
}) => {
  test.slow(); // three visits of the step and a reload
  await page.goto(`${base}/if`);
  await test.step('closing the step leaves it unfinished: the chat front page says so once', async () => {
    const dialog = enablingDialog(page);
    await expect(dialog.getByRole('switch', { name: insurance })).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(page).toHaveURL('/fi/asiointi/chat');
    const notice = page.getByRole('heading', { level: 2, name: text.interrupted.none.title });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: text.interrupted.none.restart })).toHaveAttribute(
      'href',
      `${base}/if`,
    );
    expect(await flag(page)).toBeNull();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  await test.step('any insurer but if is not found', async () => {
    await page.goto(`${base}/lahitapiola`);
    await expect(page.getByRole('heading', { level: 1, name: fi.notFound.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('closing the step after enabling says direct compensation is on', async () => {
    await page.goto(`${base}/if`);
    const dialog = enablingDialog(page);
    await dialog.getByRole('switch', { name: insurance }).check();
    await expect(dialog.getByText(step.saved)).toBeVisible();
    await dialog.getByRole('button', { name: step.cancel }).click();

    await expect(page).toHaveURL('/fi/asiointi/chat');
    await expect(
      page.getByRole('heading', { level: 2, name: text.interrupted.all.title }),
    ).toBeVisible();
    await expect(page.getByText(text.interrupted.none.description)).toHaveCount(0);
    await page.goto('/fi/asiointi/omat-tiedot');
    await expect(page.getByRole('switch', { name: insurance })).toBeChecked();
  });
});
