// Acting on behalf: choosing a child, the banner on every page, other tabs following,
// the teenager without online payment, the ended right, and a different person signing in.
import type { Page, Request } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, signIn } from './sign-in.ts';

const text = fi.onBehalfOf;
const eetu = 'd61d7036-baf9-409e-a5a9-40b5aebe3da6';
const laura = 'ba882c38-4efc-41c7-87ac-a7951d1df174';
const sanna = 'aca5148b-ac78-4374-b0fa-704ca037a519';

test.use({ signedInAs: 'Laura Helena Mäkinen' });

/** `sub` and `act.sub` of the bearer token of a request (the mock's tokens are JWTs). */
function bearerOf(request: Request): { sub?: string; act?: { sub?: string } } {
  const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub?: string;
    act?: { sub?: string };
  };
}

/** The next call to the patient API. */
const patientCall = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/patient/'));

const header = (page: Page) => page.getByRole('banner');
const banner = (page: Page) => page.getByRole('region', { name: text.banner.label });
const modal = (page: Page) => page.getByRole('dialog', { name: text.selectPrincipal.title });

async function openModal(page: Page) {
  await header(page).getByRole('button', { name: fi.header.actOnBehalf }).click();
  await expect(modal(page)).toBeVisible();
  // Laura and her three children (a child registered by another spec may be listed too).
  for (const name of [/Laura Helena Mäkinen/, /Eetu Mäkinen/, /Ella Mäkinen/, /Onni Mäkinen/]) {
    await expect(modal(page).getByRole('radio', { name })).toBeVisible();
  }
}

async function choose(page: Page, name: RegExp) {
  await modal(page).getByRole('radio', { name }).check();
  await modal(page).getByRole('button', { name: text.selectPrincipal.confirm }).click();
}

test('a parent acts for her son and back; the banner, the header and the cookie follow, and another tab too', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs, three axe runs
  await page.goto(frontPage);
  const other = await context.newPage();
  await other.goto(frontPage);
  await expect(header(other).getByRole('button', { name: /Laura/ })).toBeVisible();

  await openModal(page);
  await expectNoAxeViolations(page);
  // She acts for herself, so she is the one chosen when the modal opens.
  await expect(modal(page).getByRole('radio', { name: /Laura Helena Mäkinen/ })).toBeChecked();
  await expect(modal(page).getByRole('radio', { checked: true })).toHaveCount(1);

  const exchanges: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/identity/token')) {
      exchanges.push(request);
    }
  });
  const callForEetu = patientCall(page);
  await choose(page, /Eetu Mäkinen/);
  // Calls for Eetu carry his on-behalf-of token: he is the subject, Laura the actor.
  expect(bearerOf(await callForEetu)).toMatchObject({ sub: eetu, act: { sub: laura } });
  const confirmation = page.getByRole('alertdialog', { name: text.confirmation.title });
  await expect(confirmation).toContainText('Asioit henkilön Eetu Mäkinen puolesta.');
  await expectNoAxeViolations(page);
  await confirmation.getByRole('button', { name: text.confirmation.ok }).click();
  expect(exchanges).toHaveLength(1);
  expect(new URLSearchParams(exchanges[0]?.postData() ?? '').get('subject_token')).toBe(eetu);

  for (const tab of [page, other]) {
    await expect(banner(tab)).toContainText('Asioit henkilön Eetu Mäkinen puolesta');
    await expect(
      header(tab).getByRole('button', { name: fi.header.selectPrincipal }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
  const stored = await other.evaluate(() => sessionStorage.getItem('tap.patient_v1'));
  expect(JSON.parse(stored ?? '{}')).toEqual({ type: 'principal', id: eetu });
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'tap_principal')?.value).toBe('true');

  // After a reload the tab still acts for Eetu (tap.patient_v1 of the same person).
  await page.reload();
  await expect(banner(page)).toContainText('Eetu Mäkinen');

  await banner(page).getByRole('button', { name: text.banner.backToSelf }).click();
  for (const tab of [page, other]) {
    await expect(banner(tab)).toHaveCount(0);
    await expect(header(tab).getByRole('button', { name: fi.header.actOnBehalf })).toBeVisible();
  }
  expect((await context.cookies()).find((c) => c.name === 'tap_principal')?.value).toBe('false');
});

test('the teenager has no online payment, and the son whose right ended cannot be chosen', async ({
  page,
}) => {
  await page.goto(frontPage);
  await openModal(page);
  await expect(
    modal(page).getByRole('radio', { name: /Ella Mäkinen/ }),
  ).toHaveAccessibleDescription(new RegExp(text.selectPrincipal.onlinePaymentNotAllowed));
  await expect(
    modal(page).getByRole('radio', { name: /Eetu Mäkinen/ }),
  ).not.toHaveAccessibleDescription(new RegExp(text.selectPrincipal.onlinePaymentNotAllowed));

  // Onni turned 18 on 20.06.2026: listed as ended, not a choice.
  const onni = modal(page).getByRole('radio', { name: /Onni Mäkinen/ });
  await expect(onni).toBeDisabled();
  await expect(onni).toHaveAccessibleDescription(/^Asiointioikeus on päättynyt \d\d\.\d\d\.2026$/);
  await modal(page).getByText('Onni Mäkinen').click({ force: true });
  await expect(onni).not.toBeChecked();
  await expect(banner(page)).toHaveCount(0);

  await choose(page, /Ella Mäkinen/);
  await page.getByRole('alertdialog').getByRole('button', { name: text.confirmation.ok }).click();
  await expect(banner(page)).toContainText('Ella Mäkinen');
});

test.describe('two people, each signed in through the UI', () => {
  test.use({ signedInAs: undefined });

  test('another person signing in, in another tab, takes over both tabs at her own main patient', async ({
    page,
    context,
  }) => {
    test.slow(); // two sign-ins in two tabs
    await signIn(page);
    await openModal(page);
    await choose(page, /Eetu Mäkinen/);
    await page.getByRole('alertdialog').getByRole('button', { name: text.confirmation.ok }).click();
    await expect(banner(page)).toContainText('Eetu Mäkinen');

    const other = await context.newPage();
    const callsInPage: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) {
        callsInPage.push(request);
      }
    });
    await signIn(other, { person: 'Sanna Kristiina Lehtonen' });

    for (const tab of [other, page]) {
      await expect(header(tab).getByRole('button', { name: /Sanna/ })).toBeVisible();
      await expect(header(tab).getByRole('button', { name: /Laura/ })).toHaveCount(0);
      await expect(banner(tab)).toHaveCount(0);
      await expect(header(tab).getByRole('button', { name: fi.header.actOnBehalf })).toBeVisible();
    }
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('tap.subject_v1'),
        sessionStorage.getItem('tap.patient_v1'),
      ]),
    ).toEqual([sanna, JSON.stringify({ type: 'main' })]);
    expect((await context.cookies()).find((c) => c.name === 'tap_principal')?.value).toBe('false');
    // Sanna's own list of people has none of Laura's children.
    await header(page).getByRole('button', { name: fi.header.actOnBehalf }).click();
    await expect(
      modal(page).getByRole('radio', { name: /Sanna Kristiina Lehtonen/ }),
    ).toBeVisible();
    await expect(modal(page).getByRole('radio', { name: /Mäkinen/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Nothing the first tab asked since carried Laura's or Eetu's token (the list of people above
    // was one of its calls).
    const authorized = callsInPage.filter((request) => request.headers().authorization);
    expect(authorized.length).toBeGreaterThan(0);
    for (const call of authorized) {
      expect(bearerOf(call).sub, call.url()).toBe(sanna);
    }
  });
});

test('a failed token exchange refuses the switch: the parent stays herself everywhere', async ({
  page,
  context,
}) => {
  test.slow(); // the modal, my information, and a reload that waits for the automatic retry
  await page.goto(frontPage);
  await page.evaluate(() => {
    localStorage.setItem(
      'asiointi.mock.prefer',
      JSON.stringify({ exchangePrincipalToken: 'code=500' }),
    );
  });
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/patient/')) {
      calls.push(request);
    }
  });
  await openModal(page);
  await choose(page, /Eetu Mäkinen/);
  await expect(modal(page).getByRole('alert')).toHaveText(
    text.selectPrincipal.failedToSelectPrincipal,
  );
  await expect(page.getByRole('alertdialog', { name: text.confirmation.title })).toHaveCount(0);
  await modal(page).getByRole('button', { name: text.selectPrincipal.cancel }).click();

  await expect(banner(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: fi.header.actOnBehalf })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tap.patient_v1'))).toBe(
    JSON.stringify({ type: 'main' }),
  );
  expect((await context.cookies()).find((c) => c.name === 'tap_principal')?.value).toBe('false');
  // The page's data is still Laura's, fetched with her own token and no one else's.
  const callForLaura = patientCall(page);
  await page.goto('/fi/asiointi/omat-tiedot');
  expect(bearerOf(await callForLaura)).toEqual(expect.objectContaining({ sub: laura }));
  expect(bearerOf(await callForLaura).act).toBeUndefined();
  for (const call of calls) {
    expect(bearerOf(call).act, call.url()).toBeUndefined();
  }

  // My information's family members refuse him the same way.
  const family = page.getByRole('region', { name: fi.myInformation.familyMembers.title });
  const contact = page.getByRole('region', { name: fi.myInformation.contactInfo.title });
  const actForEetu = family.getByRole('button', {
    name: `${fi.myInformation.familyMembers.actFor}: Eetu Mäkinen`,
  });
  await actForEetu.click();
  await expect(family.getByRole('alert')).toHaveText(text.selectPrincipal.failedToSelectPrincipal);
  await expect(banner(page)).toHaveCount(0);
  await expect(contact).toContainText('Laura Helena Mäkinen');

  // Acting for him, a reload whose exchange fails shows his name over no one's data, never hers.
  await page.evaluate(() => {
    localStorage.removeItem('asiointi.mock.prefer');
  });
  await actForEetu.click();
  await expect(banner(page)).toContainText('Eetu Mäkinen');
  await expect(contact).toContainText('Eetu Mäkinen');
  await page.evaluate(() => {
    localStorage.setItem(
      'asiointi.mock.prefer',
      JSON.stringify({ exchangePrincipalToken: 'code=500' }),
    );
  });
  calls.length = 0;
  await page.reload();
  await expect(banner(page)).toContainText('Eetu Mäkinen');
  await expect(contact).toContainText(fi.forms.loadError, { timeout: 20_000 });
  await expect(page.getByRole('main')).not.toContainText('Laura');
  expect(calls.filter((call) => bearerOf(call).act === undefined).map((c) => c.url())).toEqual([]);
});

test('a principal whose id is no UUID is acted for in one piece: scope, banner, header, storage', async ({
  page,
  context,
}) => {
  await page.goto(frontPage);
  // The identity contract accepts any non-empty principal id: the mock's registry-number ids.
  await page.evaluate(() => {
    localStorage.setItem(
      'asiointi.mock.prefer',
      JSON.stringify({ listPrincipals: 'example=principalsByRegistryNumber' }),
    );
  });
  const exchanges: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/identity/token')) {
      exchanges.push(request);
    }
  });
  await openModal(page);
  const callForEetu = patientCall(page);
  await choose(page, /Eetu Mäkinen/);
  const confirmation = page.getByRole('alertdialog', { name: text.confirmation.title });
  await expect(confirmation).toContainText('Asioit henkilön Eetu Mäkinen puolesta.');
  await confirmation.getByRole('button', { name: text.confirmation.ok }).click();
  expect(new URLSearchParams(exchanges[0]?.postData() ?? '').get('subject_token')).toBe('100201');
  expect(bearerOf(await callForEetu)).toMatchObject({ sub: eetu, act: { sub: laura } });

  await expect(banner(page)).toContainText('Asioit henkilön Eetu Mäkinen puolesta');
  await expect(header(page).getByRole('button', { name: fi.header.selectPrincipal })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tap.patient_v1'))).toBe(
    JSON.stringify({ type: 'principal', id: '100201' }),
  );
  expect((await context.cookies()).find((c) => c.name === 'tap_principal')?.value).toBe('true');
  // A reload keeps acting for him, with his token.
  const afterReload = patientCall(page);
  await page.reload();
  await expect(banner(page)).toContainText('Eetu Mäkinen');
  expect(bearerOf(await afterReload)).toMatchObject({ sub: eetu, act: { sub: laura } });
});
