// Onboarding (P-28…P-37, NS-38) end to end against the mock stack: a new patient is sent
// into onboarding and comes back where he was going; a patient who only lacks the terms gets only
// that step; a patient whose profile lacks its register names gets through; a child without a
// profile is onboarded through the add-principal flow, a reload resumes it and Back from its
// first step asks before leaving, and a failed registration during it leaves one patient
// everywhere. The mock remembers writes, so each test first forgets what earlier runs wrote for
// its person.
import type { APIRequestContext, Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { appOrigin, frontPage, signIn } from './sign-in.ts';

const text = fi.onboarding;
const fields = fi.forms.contact.fields;
const onboardingPath = '/fi/asiointi/onboarding';

async function forget(request: APIRequestContext, personaKey: string) {
  const response = await request.delete(`http://localhost:4010/__mock/memory/${personaKey}`);
  expect(response.status(), `forget ${personaKey}`).toBe(204);
}

/** The page's one heading: the step indicator and the step's title. */
const step = (page: Page, current: number, total: number, title: string) =>
  page.getByRole('heading', { level: 1, name: `Vaihe ${current}/${total} ${title}` });

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

test('a new patient is onboarded and lands where he was going (P-33, P-34, NS-38)', async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, four steps and five axe runs
  await forget(request, 'newPatient');
  const goingTo = '/fi/asiointi/?lahde=uutiskirje';
  await signIn(page, { person: 'Mikko Juhani Nieminen', returnTo: goingTo });

  await page.waitForURL(`**${onboardingPath}?**`);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(goingTo);
  await expect(step(page, 1, 3, text.main.contactInfo.title)).toBeVisible();
  await expect(page.getByText(text.main.contactInfo.introNew)).toBeVisible();
  await expectNoAxeViolations(page);

  const main = page.getByRole('main');
  // The names come from the strong identification: shown and locked, not typed.
  await expect(main.getByRole('textbox', { name: fields.givenNames })).toHaveValue('Mikko Juhani');
  await expect(main.getByRole('textbox', { name: fields.givenNames })).toBeDisabled();
  await expect(main.getByRole('textbox', { name: fields.lastName })).toHaveValue('Nieminen');
  await expect(main.getByRole('textbox', { name: fields.lastName })).toBeDisabled();
  await main.getByRole('textbox', { name: fields.streetAddress }).fill('Kalevankatu 5');
  const postCode = main.getByRole('textbox', { name: fields.postCode });
  await postCode.fill('00A00');
  await expect(postCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postCode).toHaveAccessibleDescription(
    new RegExp(fi.forms.validation.detail.postCodeDigits),
  );
  await expectNoAxeViolations(page);
  await postCode.fill('00100');
  await expect(postCode).not.toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('textbox', { name: fields.postOffice }).fill('Helsinki');
  await main.getByRole('textbox', { name: fields.phoneNumber }).fill('040 765 4321');
  await main.getByRole('textbox', { name: fields.email }).fill('mikko.nieminen@example.com');
  await main.getByRole('button', { name: text.saveAndContinue }).click();

  const terms = step(page, 2, 3, text.main.termsOfUse.title);
  await expect(terms).toBeVisible();
  await expect(terms).toBeFocused();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: text.main.termsOfUse.save }).click();
  await expect(main.getByText(text.main.termsOfUse.acceptRequired)).toBeVisible();
  await expect(main.getByRole('checkbox', { name: text.main.termsOfUse.accept })).toBeFocused();
  await expectNoAxeViolations(page);
  await main.getByRole('checkbox', { name: text.main.termsOfUse.accept }).check();
  await main.getByRole('button', { name: text.main.termsOfUse.save }).click();

  await expect(step(page, 3, 3, text.main.consents.title)).toBeFocused();
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const finished = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/api/app-events/events'),
  );
  await main.getByRole('button', { name: text.finish }).click();
  expect((await finished).postDataJSON()).toEqual({
    applicationId: 'tapWeb',
    eventType: 'OnboardingFinished',
  });

  await page.waitForURL(`${appOrigin}${goingTo}`);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  // Onboarded now: the guard leaves him on the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  expect(path(page)).toBe(goingTo);
});

test('a patient who has not accepted the terms gets only the terms step (P-34)', async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, onboarding and axe on a loaded machine
  await forget(request, 'termsNotAccepted');
  await signIn(page, { person: 'Pekka Olavi Koskinen' });

  await page.waitForURL(`**${onboardingPath}?**`);
  expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/fi/asiointi/');
  await expect(step(page, 1, 1, text.main.termsOfUse.title)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: text.main.termsOfUse.accept }).check();
  await main.getByRole('button', { name: text.main.termsOfUse.save }).click();

  await page.waitForURL(`${appOrigin}/fi/asiointi/`);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
});

test('a patient whose profile lacks the names the register gives gets through (docs/onboarding.md)', async ({
  page,
  request,
}) => {
  test.slow(); // sign-in, onboarding, two pages and axe on a loaded machine
  await forget(request, 'missingGivenNames');
  try {
    await signIn(page, { person: 'Marjatta Liisa Korhonen' });

    // Onboarding asks for what an update can give: the phone number, not the given names.
    await page.waitForURL(`**${onboardingPath}?**`);
    await expect(step(page, 1, 1, text.main.contactInfo.title)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: fields.givenNames })).toBeDisabled();
    await expect(main.getByRole('textbox', { name: fields.lastName })).toHaveValue('Korhonen');
    await expectNoAxeViolations(page);
    await main.getByRole('textbox', { name: fields.phoneNumber }).fill('040 555 1987');
    await main.getByRole('button', { name: text.finish }).click();

    await page.waitForURL(`${appOrigin}/fi/asiointi/`);
    await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
    // The profile still has no given names, and the guard no longer sends her back for them.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
    expect(path(page)).toBe('/fi/asiointi/');
  } finally {
    await forget(request, 'missingGivenNames');
  }
});

/** The mock stack's failure switch (docs/mock-stack.md): the next calls of `operationId` answer `preference`. */
async function prefer(page: Page, operationId: string, preference: string) {
  await page.evaluate(
    ([id, value]) => {
      const key = 'asiointi.mock.prefer';
      const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
      localStorage.setItem(key, JSON.stringify({ ...current, [id]: value }));
    },
    [operationId, preference] as const,
  );
}

const actingBanner = (page: Page) => page.getByRole('region', { name: fi.onBehalfOf.banner.label });

/** Acting for oneself, as the header, the banner and the stored selection all say. */
async function expectActingForSelf(page: Page) {
  await expect(
    page.getByRole('banner').getByRole('button', { name: fi.header.actOnBehalf }),
  ).toBeVisible();
  await expect(actingBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('tap.patient_v1'))).toBe(
    '{"type":"main"}',
  );
}

/** Laura through the add-principal page to Aino's onboarding (no profile: register-principal). */
async function toAinosOnboarding(page: Page) {
  await page.goto(frontPage);
  await page.getByRole('banner').getByRole('button', { name: fi.header.actOnBehalf }).click();
  await page
    .getByRole('dialog', { name: fi.onBehalfOf.selectPrincipal.title })
    .getByRole('button', { name: fi.onBehalfOf.selectPrincipal.addPrincipal })
    .click();
  await page.waitForURL('http://localhost:4010/add-principal/authorize?**');
  await page.getByRole('button', { name: /Aino Mäkinen/ }).click();
  await page.waitForURL('**/fi/asiointi/family-members/onboarding/contact-details?**');
  await expect(step(page, 1, 2, text.principalOnboarding.contactInfo.title)).toBeVisible();
}

// Aino's profile and registration are remembered by the mock until forgotten: her tests run one
// after another, each from a world where she has neither.
test.describe('a child without a profile', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ signedInAs: 'Laura Helena Mäkinen' });
  test.beforeEach(async ({ request }) => {
    await forget(request, 'mainUser');
    await forget(request, 'newPrincipal');
  });

  test('is onboarded through the add-principal flow (P-28…P-36)', async ({ page, request }) => {
    test.slow(); // the authorization page, two steps and three axe runs
    await forget(request, 'newPrincipal');
    try {
      await page.goto(frontPage);
      await page.getByRole('banner').getByRole('button', { name: fi.header.actOnBehalf }).click();
      await page
        .getByRole('dialog', { name: fi.onBehalfOf.selectPrincipal.title })
        .getByRole('button', { name: fi.onBehalfOf.selectPrincipal.addPrincipal })
        .click();
      await page.waitForURL('http://localhost:4010/add-principal/authorize?**');
      await page.getByRole('button', { name: /Aino Mäkinen/ }).click();

      await page.waitForURL('**/fi/asiointi/family-members/onboarding/contact-details?**');
      const principal = text.principalOnboarding;
      const main = page.getByRole('main');
      await expect(step(page, 1, 2, principal.contactInfo.title)).toBeVisible();
      await expect(main.getByText(/Aino Mäkinen/).first()).toBeVisible();
      const givenNames = main.getByRole('textbox', { name: fields.givenNames });
      await expect(givenNames).toBeDisabled();
      await expect(givenNames).toHaveValue('Aino');
      await expectNoAxeViolations(page);

      await main.getByRole('textbox', { name: fields.streetAddress }).fill('Hämeenkatu 12 B 7');
      await main.getByRole('textbox', { name: fields.postCode }).fill('33100');
      await main.getByRole('textbox', { name: fields.postOffice }).fill('Tampere');
      await main.getByRole('textbox', { name: fields.phoneNumber }).fill('0401234567');
      await main.getByRole('button', { name: text.saveAndContinue }).click();

      await page.waitForURL('**/fi/asiointi/family-members/onboarding/consents?**');
      await expect(step(page, 2, 2, principal.consents.title)).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoAxeViolations(page);
      // A consent ticked and Valmis pressed, with no other save: it is saved (docs/forms.md).
      const consent = main.getByRole('checkbox').first();
      const consentName = (await consent.locator('xpath=..').innerText()).trim();
      const given = await consent.isChecked();
      await consent.setChecked(!given);
      await main.getByRole('button', { name: text.finish }).click();

      // Back where she started, with the confirmation that names Aino (P-36); the flag is gone
      // from the address, so a reload does not show it again.
      const confirmation = page.getByRole('alertdialog', {
        name: fi.onBehalfOf.confirmation.title,
      });
      await expect(confirmation).toContainText('Asioit henkilön Aino Mäkinen puolesta.');
      expect(new URL(page.url()).pathname).toBe('/fi/asiointi/');
      expect(new URL(page.url()).searchParams.has('showPatientConfirmation')).toBe(false);
      await expectNoAxeViolations(page);
      await confirmation.getByRole('button', { name: fi.onBehalfOf.confirmation.ok }).click();
      await expect(page.getByRole('region', { name: fi.onBehalfOf.banner.label })).toContainText(
        'Aino Mäkinen',
      );
      await page.reload();
      await expect(page.getByRole('region', { name: fi.onBehalfOf.banner.label })).toContainText(
        'Aino Mäkinen',
      );
      await expect(confirmation).toHaveCount(0);
      await page.goto('/fi/asiointi/omat-tiedot#suostumukset');
      await expect(
        page
          .getByRole('region', { name: fi.myInformation.consents.title })
          .getByRole('checkbox', { name: consentName }),
      ).toBeChecked({ checked: !given });
    } finally {
      // Laura's principals list remembers Aino; other specs count Laura's three children.
      await forget(request, 'mainUser');
      await forget(request, 'newPrincipal');
    }
  });

  test('a reload resumes her onboarding; Back from its first step asks, then goes on or leaves', async ({
    page,
  }) => {
    test.slow(); // sign-in, the authorization page, a reload and Back twice
    await toAinosOnboarding(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: fi.header.selectPrincipal })).toBeVisible();
    await expect(actingBanner(page)).toContainText('Aino Mäkinen');
    const firstStep = page.url();

    // A reload comes back to the same step, still onboarding Aino (her registration is kept in
    // this tab). What was typed is asked about first (the browser's prompt), then gone.
    await page
      .getByRole('main')
      .getByRole('textbox', { name: fields.streetAddress })
      .fill('Hämeenkatu 12 B 7');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    expect(page.url()).toBe(firstStep);
    await expect(step(page, 1, 2, text.principalOnboarding.contactInfo.title)).toBeVisible();
    await expect(actingBanner(page)).toContainText('Aino Mäkinen');
    await expect(
      page.getByRole('main').getByRole('textbox', { name: fields.givenNames }),
    ).toHaveValue('Aino');

    // Back from the first step stays in the portal and asks: go on, or leave.
    const unfinished = text.principalOnboarding.unfinished;
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: unfinished.title })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(appOrigin);
    await expect(
      page.getByText(/Henkilön Aino Mäkinen tietojen täyttäminen jäi kesken/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text.principalOnboarding.continue }).click();
    await expect(step(page, 1, 2, text.principalOnboarding.contactInfo.title)).toBeVisible();
    await expect(actingBanner(page)).toContainText('Aino Mäkinen');

    await page.goBack();
    await page.getByRole('button', { name: text.principalOnboarding.abort }).click();
    await page.waitForURL(`${appOrigin}/fi/asiointi/`);
    await expectActingForSelf(page);
    // Left on purpose: a reload does not bring her back.
    await page.reload();
    await expectActingForSelf(page);
  });

  test('a failed registration keeps her as the one onboarded; Abort returns to oneself', async ({
    page,
  }) => {
    test.slow(); // sign-in, the authorization page, two steps
    await toAinosOnboarding(page);
    // Forced answers bypass the mock's memory: nothing of Aino is remembered.
    await prefer(page, 'createProfile', 'example=newPrincipal');
    await prefer(page, 'registerPrincipal', 'code=500');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: fields.streetAddress }).fill('Hämeenkatu 12 B 7');
    await main.getByRole('textbox', { name: fields.postCode }).fill('33100');
    await main.getByRole('textbox', { name: fields.postOffice }).fill('Tampere');
    await main.getByRole('textbox', { name: fields.phoneNumber }).fill('0401234567');
    await main.getByRole('button', { name: text.saveAndContinue }).click();
    await expect(step(page, 2, 2, text.principalOnboarding.consents.title)).toBeVisible();
    await main.getByRole('button', { name: text.finish }).click();

    await expect(main.getByText(text.principalOnboarding.registrationFailed)).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('button', { name: fi.header.selectPrincipal }),
    ).toBeVisible();
    await expect(actingBanner(page)).toContainText('Aino Mäkinen');

    await main.getByRole('button', { name: text.principalOnboarding.abort }).click();
    await page.waitForURL(`${appOrigin}/fi/asiointi/`);
    await expectActingForSelf(page);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
