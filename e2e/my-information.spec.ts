// My information (R-58, R-59, F, NS-24) end to end against the mock stack, as Sanna
// Lehtonen (occupationalCustomer), whose contact information was last confirmed ten months before
// the mock's now (22.01.2026 in her example) and so is due for confirmation (a month locally).
// The mock remembers writes per person, so the file runs its tests one after another and each
// first forgets what was written for Sanna.
import type { APIRequestContext, Page } from '@playwright/test';
import { exampleNow, shiftDateTime } from '../mock-server/gateway/example-times.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage } from './sign-in.ts';

test.describe.configure({ mode: 'serial' });

const text = fi.myInformation;
const forms = fi.forms;
const fields = forms.contact.fields;
const sanna = 'Sanna Kristiina Lehtonen';
const myInformation = '/fi/asiointi/omat-tiedot';
/** A page that shows the request (the front page lists it as a card instead). */
const chatFront = '/fi/asiointi/chat';

async function forgetSanna(request: APIRequestContext) {
  const response = await request.delete('http://localhost:4010/__mock/memory/occupationalCustomer');
  expect(response.status()).toBe(204);
}

/** The mock stack's failure switch (docs/mock-stack.md): the next calls of `operationId` answer `prefer`. */
async function prefer(page: Page, operationId: string, preference: string | null) {
  await page.evaluate(
    ([id, value]) => {
      const key = 'asiointi.mock.prefer';
      const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      const next = Object.fromEntries(Object.entries(current).filter(([name]) => name !== id));
      localStorage.setItem(key, JSON.stringify(value === null ? next : { ...next, [id]: value }));
    },
    [operationId, preference] as const,
  );
}

/** A moment's day in Helsinki as the portal writes dates. */
const helsinkiDate = (moment: Date) =>
  new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(moment);
const today = () => helsinkiDate(new Date());

const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** A pattern that finds `message` anywhere in a text. */
const containing = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Replaces a field's value with the keyboard only: focus is where the test put it. */
async function retype(page: Page, value: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (value !== '') {
    await page.keyboard.type(value);
  }
}

test.use({ signedInAs: sanna });

test.beforeEach(async ({ request }) => {
  await forgetSanna(request);
});

test('a patient asked to confirm her contact information corrects it with the keyboard (NS-24, F-06…F-13)', async ({
  page,
}) => {
  test.slow(); // a form filled key by key and five axe runs
  await page.goto(chatFront);
  const request = page.getByRole('region', { name: text.confirmation.label });
  // Her example says 22.01.2026, moved by the mock as the clock has moved since its examples' now.
  const confirmed = shiftDateTime('2026-01-22T08:03:55+02:00', Date.now() - exampleNow) ?? '';
  await expect(request).toContainText(
    text.confirmation.due.replace('{{date}}', helsinkiDate(new Date(confirmed))),
  );
  await expectNoAxeViolations(page);

  // To the update page by keyboard: the request's link.
  await request.getByRole('link', { name: text.confirmation.check }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: text.updateContactInformation.title }),
  ).toBeVisible();
  await expect(page.getByText(text.confirmation.howTo)).toBeVisible();
  // The names come from the register: shown, not editable.
  await expect(field(page, fields.givenNames)).toBeDisabled();
  await expect(field(page, fields.givenNames)).toHaveValue('Sanna Kristiina');

  // Invalid values first, each checked as it is typed.
  await field(page, fields.postCode).focus();
  await retype(page, '00000');
  await expect(field(page, fields.postCode)).toHaveAttribute('aria-invalid', 'true');
  // The message says what is wrong with this value, not "wrong format".
  await expect(field(page, fields.postCode)).toHaveAccessibleDescription(
    containing(forms.validation.detail.postCodeUnused),
  );
  await page.keyboard.press('Tab'); // post office
  await page.keyboard.press('Tab'); // phone number
  await expect(field(page, fields.phoneNumber)).toBeFocused();
  await retype(page, '0445 5566 7A');
  await expect(field(page, fields.phoneNumber)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, fields.phoneNumber)).toHaveAccessibleDescription(
    containing(forms.validation.detail.phoneCharacters),
  );
  await page.keyboard.press('Tab');
  await expect(field(page, fields.email)).toBeFocused();
  await retype(page, '');
  await expect(field(page, fields.email)).toHaveAccessibleDescription(
    containing(forms.validation.valueMissing.replace('{{label}}', fields.email)),
  );
  await expectNoAxeViolations(page);

  // Submitting with errors keeps the page and focuses the first invalid field; the summary at
  // the top lists every problem and leads to its field.
  await page.getByRole('button', { name: text.confirmation.confirmAndSave }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, fields.postCode)).toBeFocused();
  await expect(page).toHaveURL(/paivita-yhteystiedot$/);
  const summary = page.getByRole('group', { name: forms.errorSummary.title });
  await expect(summary.getByRole('link')).toHaveText([
    forms.validation.detail.postCodeUnused,
    forms.validation.detail.phoneCharacters,
    forms.validation.valueMissing.replace('{{label}}', fields.email),
  ]);
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: forms.validation.detail.phoneCharacters }).click();
  await expect(field(page, fields.phoneNumber)).toBeFocused();
  // Leaving with typed changes asks first; staying keeps them.
  await page.getByRole('link', { name: text.updateContactInformation.cancel }).click();
  const question = page.getByRole('alertdialog', { name: forms.leave.title });
  await question.getByRole('button', { name: forms.leave.stay }).click();
  // Closing, the dialog gives focus back to the link that opened it: only then is it the test's.
  await expect(question).toBeHidden();
  await expect(field(page, fields.phoneNumber)).toHaveValue('0445 5566 7A');
  await field(page, fields.postCode).focus();

  // Then valid ones.
  await retype(page, '00180');
  await expect(field(page, fields.postCode)).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, fields.phoneNumber).focus();
  await retype(page, '044 555 6677');
  await page.keyboard.press('Tab');
  await retype(page, 'sanna.lehtonen@example.fi');
  await page.getByRole('button', { name: text.confirmation.confirmAndSave }).focus();
  await page.keyboard.press('Enter');

  // Back on my information: saved, the new details shown, confirmed today.
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: text.contactInfo.saved })).toBeVisible();
  const contact = page.getByRole('region', { name: text.contactInfo.title });
  // Shown as Finns write them (the post office in Posti's capitals); the API keeps its own form.
  await expect(contact).toContainText('Aleksanterinkatu 15 C 22 00180 HELSINKI');
  await expect(contact).toContainText('044 555 6677');
  await expect(contact).toContainText('sanna.lehtonen@example.fi');
  await expect(contact).toContainText(`${text.contactInfo.verifiedAt}${today()}`);
  await expectNoAxeViolations(page);

  // Confirmed: no request any more.
  await page.goto(chatFront);
  await expect(page.getByRole('heading', { level: 1, name: fi.chat.title })).toBeVisible();
  await expect(page.getByRole('region', { name: text.confirmation.label })).toHaveCount(0);
});

test('a server 400 marks the fields it names, focuses the first and keeps what was typed (F-18)', async ({
  page,
}) => {
  await page.goto(`${myInformation}/paivita-yhteystiedot`);
  await expect(field(page, fields.streetAddress)).toHaveValue('Aleksanterinkatu 15 C 22');
  await field(page, fields.streetAddress).fill('Mannerheimintie 5 A 3');
  await field(page, fields.postCode).fill('00100');
  await field(page, fields.phoneNumber).fill('+35844555667');
  // updateProfile's 400 example names postCode and phoneNumber.
  await prefer(page, 'updateProfile', 'code=400');
  await page.getByRole('button', { name: text.confirmation.confirmAndSave }).click();

  await expect(field(page, fields.postCode)).toBeFocused();
  await expect(field(page, fields.postCode)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, fields.phoneNumber)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, fields.streetAddress)).toHaveValue('Mannerheimintie 5 A 3');
  await expect(field(page, fields.postCode)).toHaveValue('00100');
  await expect(field(page, fields.phoneNumber)).toHaveValue('+35844555667');
  await expect(page).toHaveURL(/paivita-yhteystiedot$/);
  await expectNoAxeViolations(page);

  // A server failure: the form's save error, everything still there.
  await prefer(page, 'updateProfile', 'code=500');
  await page.getByRole('button', { name: text.confirmation.confirmAndSave }).click();
  await expect(page.getByRole('alert').filter({ hasText: forms.saveError })).toBeVisible();
  await expect(field(page, fields.streetAddress)).toHaveValue('Mannerheimintie 5 A 3');
  await expectNoAxeViolations(page);

  await prefer(page, 'updateProfile', null);
  await page.getByRole('button', { name: forms.retry }).click();
  await expect(page.getByRole('status').filter({ hasText: text.contactInfo.saved })).toBeVisible();
  await expect(page.getByRole('region', { name: text.contactInfo.title })).toContainText(
    'Mannerheimintie 5 A 3 00100 HELSINKI',
  );
});

test('consents, the customer-info ones too, are saved by one button; leaving unsaved asks (F-20, NS-40, C-20)', async ({
  page,
}) => {
  test.slow(); // three languages' worth of reloads and four axe runs
  // The URL hash selects the section and moves the focus to it.
  await page.goto(`${myInformation}#suostumukset`);
  const consents = page.getByRole('region', { name: text.consents.title });
  await expect(consents).toBeFocused();
  // The marketing categories are not shown (F-03); the customer-info groups are (NS-40).
  await expect(consents.getByText('Markkinointiviestit')).toHaveCount(0);
  await expect(
    consents.getByRole('group', { name: forms.consents.customerInfo.occupationalHealth }),
  ).toBeVisible();
  const save = consents.getByRole('button', { name: forms.consents.save });
  await expect(save).toHaveCount(1);

  const healthData = consents.getByRole('checkbox', {
    name: 'Annan luvan käyttää terveystietojani lääketieteelliseen tutkimukseen.',
  });
  const delivery = consents.getByRole('checkbox', { name: /Työkykyäni koskevia tietoja/ });
  await expect(healthData).not.toBeChecked();
  await expect(delivery).toBeChecked();
  await healthData.check();
  await delivery.uncheck();
  await expect(consents.getByText(forms.consents.unsaved)).toBeVisible();

  // Leaving with choices not saved asks; staying keeps them.
  await page.getByRole('link', { name: text.confirmation.check }).click();
  const question = page.getByRole('alertdialog', { name: forms.leave.title });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: forms.leave.stay }).click();
  await expect(page).toHaveURL(new RegExp(myInformation));
  await expect(healthData).toBeChecked();
  await expect(delivery).not.toBeChecked();

  // A failed save keeps the choices and offers a retry, which then saves them.
  await prefer(page, 'updateCustomerInfoConsents', 'code=500');
  await save.click();
  await expect(consents.getByRole('alert')).toHaveText(forms.saveError);
  await expect(delivery).not.toBeChecked();
  await expectNoAxeViolations(page);
  await prefer(page, 'updateCustomerInfoConsents', null);
  await consents.getByRole('button', { name: forms.retry }).click();
  await expect(consents.getByText(forms.saveSuccess)).toBeVisible();
  await expect(save).toBeFocused();
  await expect(consents.getByText(forms.consents.unsaved)).toHaveCount(0);

  // Insurance: switched on, the save fails, the switch keeps the choice; the retry saves it.
  const insurance = page.getByRole('region', { name: text.insurance.title });
  const direct = insurance.getByRole('switch', { name: 'If Vahinkovakuutus: suorakorvaus' });
  await expect(direct).not.toBeChecked();
  await prefer(page, 'updateInsurance', 'code=500');
  await direct.check();
  await expect(insurance.getByRole('alert')).toHaveText(forms.saveError);
  await expect(direct).toBeChecked();
  await expectNoAxeViolations(page);
  await prefer(page, 'updateInsurance', null);
  await insurance.getByRole('button', { name: forms.retry }).click();
  await expect(insurance.getByText(forms.saveSuccess)).toBeVisible();
  await expect(direct).toBeFocused();

  // What was saved is what the next read shows, in Swedish too (texts from the API in sv).
  await page.goto('/sv/e-tjanster/mina-uppgifter#samtycken');
  const samtycken = page.getByRole('region', { name: sv.myInformation.consents.title });
  await expect(samtycken).toBeFocused();
  await expect(
    samtycken.getByRole('checkbox', {
      name: 'Jag ger tillstånd att använda mina hälsouppgifter för medicinsk forskning.',
    }),
  ).toBeChecked();
  await expect(
    samtycken.getByRole('checkbox', { name: /Uppgifter om min arbetsförmåga/ }),
  ).not.toBeChecked();
  await expect(
    page
      .getByRole('region', { name: sv.myInformation.insurance.title })
      .getByRole('switch', { name: 'If Skadeförsäkring: direktersättning' }),
  ).toBeChecked();
  await expectNoAxeViolations(page);
});

test('"Muistuta myöhemmin" puts the request off for this tab, not for a new one (NS-24, S-30)', async ({
  page,
  context,
}) => {
  await page.goto(chatFront);
  const request = page.getByRole('region', { name: text.confirmation.label });
  await request.getByRole('button', { name: text.confirmation.later }).click();
  await expect(request).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fi.chat.title })).toBeVisible();
  await expect(page.getByRole('region', { name: text.confirmation.label })).toHaveCount(0);

  const other = await context.newPage();
  await other.goto(chatFront);
  await expect(other.getByRole('region', { name: text.confirmation.label })).toBeVisible();
});

test('the front page lists the request among what is current, the other pages remind: never both (NS-24)', async ({
  page,
}) => {
  for (const [language, messages, chat, front] of [
    ['fi', fi, chatFront, frontPage],
    ['sv', sv, '/sv/e-tjanster/chatt', '/sv/e-tjanster/'],
  ] as const) {
    await test.step(language, async () => {
      // Another page reminds, and the reminder goes when the front page is opened from there.
      await page.goto(chat);
      const request = page.getByRole('region', { name: messages.myInformation.confirmation.label });
      await expect(request).toBeVisible();
      await page.getByRole('link', { name: messages.header.logoLink }).click();
      await expect(page).toHaveURL(front);
      const now = page.getByRole('region', { name: messages.chat.now.title });
      const card = now.getByRole('link', { name: messages.chat.now.contact });
      await expect(card).toBeVisible();
      await expect(request).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The card is the way to the update page.
      await card.click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: messages.myInformation.updateContactInformation.title,
        }),
      ).toBeVisible();
    });
  }
});

test('on a desktop the request is as wide as a narrow page’s content column (NS-24)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The queue page's column (44rem) and the code page's (48rem), narrower than the shell's.
  for (const path of ['/fi/asiointi/chat/jono/2948', '/fi/asiointi/chat/koodi']) {
    await page.goto(path);
    const request = page.getByRole('region', { name: text.confirmation.label });
    await expect(request).toBeVisible();
    // The page's own root in the shell's container, after the notices.
    const column = page
      .getByRole('main')
      .locator('.shell-container > :not(.shell-notices)')
      .first();
    await expect(column).toBeVisible();
    const [requestBox, columnBox, mainBox] = await Promise.all([
      request.boundingBox(),
      column.boundingBox(),
      page.getByRole('main').boundingBox(),
    ]);
    expect(columnBox?.width).toBeLessThan((mainBox?.width ?? 0) - 200);
    expect(requestBox?.x).toBeCloseTo(columnBox?.x ?? 0, 0);
    expect(requestBox?.width).toBeCloseTo(columnBox?.width ?? 0, 0);
  }
});

test.describe('Laura', () => {
  test.use({ signedInAs: 'Laura Helena Mäkinen' });

  test('acting for a daughter from family members shows her information, not the parent’s (R-58, P-19)', async ({
    page,
  }) => {
    await page.goto(`${myInformation}#perheenjasenet`);
    const family = page.getByRole('region', { name: text.familyMembers.title });
    await expect(family).toBeFocused();
    await family
      .getByRole('button', { name: `${text.familyMembers.actFor}: Ella Mäkinen` })
      .click();
    await expect(
      family.getByText(
        fi.onBehalfOf.confirmation.actingOnBehalfOf
          .replace('{{first}}', 'Ella')
          .replace('{{last}}', 'Mäkinen'),
      ),
    ).toBeVisible();
    await expect(family).toContainText(text.familyMembers.actingNow);

    // Her details, her payment rule, and no terms of use of her own.
    const contact = page.getByRole('region', { name: text.contactInfo.title });
    await expect(contact).toContainText('Ella Mäkinen');
    await expect(contact).not.toContainText('Laura');
    await expect(page.getByRole('region', { name: text.payments.title })).toContainText(
      text.payments.notAllowed,
    );
    await expect(page.getByRole('region', { name: text.termsOfUse.title })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Back to herself from the banner: Laura's details again.
    await page
      .getByRole('region', { name: fi.onBehalfOf.banner.label })
      .getByRole('button', { name: fi.onBehalfOf.banner.backToSelf })
      .click();
    await expect(contact).toContainText('Laura Helena Mäkinen');
    await expect(page.getByRole('region', { name: text.termsOfUse.title })).toBeVisible();
  });
});
