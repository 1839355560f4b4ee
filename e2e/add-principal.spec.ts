// The add-principal flow (P-21…P-27, E-25…E-29) end to end against the mock stack's local
// authorization page: a child with a profile is registered and acted for; cancel, an over-age
// child, a forged return, a service error and a failed registration each show the spec's message,
// and after each the tab acts for whom the header, the banner, the storage and the cookie say.
import type { Page, Request } from '@playwright/test';
import { addPrincipalTexts } from '../mock-server/add-principal/add-principal-texts.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { appOrigin, frontPage } from './sign-in.ts';

const text = fi.onBehalfOf;
const page2 = addPrincipalTexts.fi;
const modal = (page: Page) => page.getByRole('dialog', { name: text.selectPrincipal.title });
const banner = (page: Page) => page.getByRole('region', { name: text.banner.label });
const eetu = { id: 'd61d7036-baf9-409e-a5a9-40b5aebe3da6', name: 'Eetu Mäkinen' };

test.use({ signedInAs: 'Laura Helena Mäkinen' });

const patientCall = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/patient/'));

/** `sub` of a request's bearer token (the mock's tokens are JWTs). */
function subjectOf(request: Request): string | undefined {
  const token = /^Bearer (.+)$/.exec(request.headers().authorization ?? '')?.[1] ?? '';
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: string }).sub;
}

/**
 * After a failure the tab acts for whom the header says: the header's button, the banner, the
 * stored selection and the cookie name the same patient (`null`: oneself).
 */
async function expectActingFor(page: Page, principal: { id: string; name: string } | null) {
  const header = page.getByRole('banner');
  const stored = () => page.evaluate(() => sessionStorage.getItem('tap.patient_v1'));
  const cookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'tap_principal')?.value;
  if (principal === null) {
    await expect(header.getByRole('button', { name: fi.header.actOnBehalf })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored()) ?? '{}')).toEqual({ type: 'main' });
    expect(await cookie()).toBe('false');
    return;
  }
  await expect(header.getByRole('button', { name: fi.header.selectPrincipal })).toBeVisible();
  await expect(banner(page)).toContainText(principal.name);
  expect(JSON.parse((await stored()) ?? '{}')).toEqual({ type: 'principal', id: principal.id });
  expect(await cookie()).toBe('true');
}

/** The patient's own cancel is told as information, not as a red failure (E-26). */
async function expectCancelledCalmly(page: Page) {
  const notice = modal(page).getByRole('status').filter({ hasText: text.addPrincipal.interupted });
  await expect(notice).toContainText(text.addPrincipal.interruptedTitle);
  await expect(notice).toHaveClass(/ds-notice--info/);
  await expect(modal(page).getByRole('alert')).toHaveCount(0);
}

/** From the front page through the modal's add-principal button to the authorization page. */
async function toAuthorizationPage(page: Page, { actingForSomeone = false } = {}) {
  const opener = actingForSomeone ? fi.header.selectPrincipal : fi.header.actOnBehalf;
  await page.getByRole('banner').getByRole('button', { name: opener }).click();
  await modal(page).getByRole('button', { name: text.selectPrincipal.addPrincipal }).click();
  await page.waitForURL('http://localhost:4010/add-principal/authorize?**');
  const url = new URL(page.url());
  expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9]{15}$/);
  expect(url.searchParams.get('user')).toBe('ba882c38-4efc-41c7-87ac-a7951d1df174');
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('lang')).toBe('fi');
  expect(url.searchParams.get('subscription-key')).toBe('asiointi-web-local');
}

async function returnedToPortal(page: Page) {
  await page.waitForURL((url) => url.origin === 'http://localhost:4173');
  // P-27: the obo_* parameters are removed once the return is handled.
  await expect.poll(() => new URL(page.url()).search).not.toContain('obo_');
}

test('a child with a profile is registered and acted for', async ({ page }) => {
  await page.goto(frontPage);
  await toAuthorizationPage(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Eetu Mäkinen/ }).click();
  await returnedToPortal(page);
  const confirmation = page.getByRole('alertdialog', { name: text.confirmation.title });
  await expect(confirmation).toContainText('Asioit henkilön Eetu Mäkinen puolesta.');
  await confirmation.getByRole('button', { name: text.confirmation.ok }).click();
  await expect(banner(page)).toContainText('Eetu Mäkinen');
  expect(await page.evaluate(() => sessionStorage.getItem('tap.obo.v1'))).toBeNull();
});

test('a parent acting for her son who cancels adding another child still acts for him', async ({
  page,
}) => {
  test.slow(); // a choice, the authorization page and back
  await page.goto(frontPage);
  await page.getByRole('banner').getByRole('button', { name: fi.header.actOnBehalf }).click();
  await modal(page)
    .getByRole('radio', { name: /Eetu Mäkinen/ })
    .check();
  await modal(page).getByRole('button', { name: text.selectPrincipal.confirm }).click();
  const confirmation = page.getByRole('alertdialog', { name: text.confirmation.title });
  await confirmation.getByRole('button', { name: text.confirmation.ok }).click();
  await expectActingFor(page, eetu);

  await toAuthorizationPage(page, { actingForSomeone: true });
  await page.getByRole('button', { name: page2.cancel }).click();
  await returnedToPortal(page);
  await expectCancelledCalmly(page);
  await modal(page).getByRole('button', { name: text.selectPrincipal.cancel }).click();
  await expectActingFor(page, eetu);
  // And the calls go on with his token.
  const call = patientCall(page);
  await page.goto('/fi/asiointi/omat-tiedot');
  expect(subjectOf(await call)).toBe(eetu.id);
  await expectActingFor(page, eetu);
});

/**
 * Each return that adds nobody, in turn in one signed-in tab: every one starts again from the
 * front page, acting for herself, and leaves the tab acting for herself.
 */
test('a return that adds nobody changes nobody: cancel, over-age, forged, error, Back', async ({
  page,
}) => {
  test.slow(); // seven trips to the authorization page or back
  const fromFrontPage = async () => {
    await page.goto(frontPage);
    await toAuthorizationPage(page);
  };
  /** From the front page, `choice` on the authorization page returns saying `message`. */
  const returnsSaying = async (choice: string | RegExp, message: string) => {
    await fromFrontPage();
    await page.getByRole('button', { name: choice }).click();
    await returnedToPortal(page);
    await expect(modal(page).getByRole('alert').first()).toContainText(message);
    await expectActingFor(page, null);
  };

  await test.step('cancelling on the authorization page says calmly that nobody was added', async () => {
    await fromFrontPage();
    await page.getByRole('button', { name: page2.cancel }).click();
    await returnedToPortal(page);
    await expectCancelledCalmly(page);
    await expectNoAxeViolations(page);
    await expectActingFor(page, null);
  });

  await test.step('an over-age child is refused with overAgeLimit', async () => {
    await returnsSaying(/Onni Mäkinen/, text.addPrincipal.overAgeLimit);
  });

  await test.step('a return whose state is not ours changes nothing and says connectionError', async () => {
    const exchanges: string[] = [];
    const watch = (request: Request) => {
      if (request.url().includes('/api/identity/oauth/')) {
        exchanges.push(request.url());
      }
    };
    page.on('request', watch);
    await page.goto(`${frontPage}?obo_code=Xk3pV9qT2mLw8RzAe7NcY4bH&obo_state=forgedstate1234`);
    await expect(modal(page).getByRole('alert').first()).toContainText(
      text.addPrincipal.connectionError,
    );
    expect(exchanges).toEqual([]);
    await expectActingFor(page, null);
    // A reload of the handled return asks nothing again and changes nobody.
    await page.reload();
    await expect(modal(page)).toHaveCount(0);
    await expectActingFor(page, null);
    page.off('request', watch);
  });

  await test.step('a return on a path that starts with two slashes is handled on that page', async () => {
    // The origin spelled out: `//fi/…` alone is another host to the browser too.
    await page.goto(
      `${appOrigin}/${frontPage}?obo_error=access_denied&obo_state=forgedstate1234#top`,
    );
    await expectCancelledCalmly(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe(frontPage);
    expect(new URL(page.url()).search).not.toContain('obo_');
    await expectActingFor(page, null);
  });

  await test.step('a service error on the authorization page says connectionError', async () => {
    await returnsSaying(page2.simulateError, text.addPrincipal.connectionError);
  });

  await test.step('leaving the authorization page with Back changes nobody and asks nothing', async () => {
    await fromFrontPage();
    await page.goBack();
    await page.waitForURL((url) => url.origin === 'http://localhost:4173');
    await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
    await expect(modal(page).getByRole('alert')).toHaveCount(0);
    await expectActingFor(page, null);
  });

  await test.step('a registration that fails after the exchanges returns to oneself', async () => {
    await page.evaluate(() => {
      localStorage.setItem(
        'asiointi.mock.prefer',
        JSON.stringify({ registerPrincipal: 'code=500' }),
      );
    });
    await returnsSaying(/Eetu Mäkinen/, text.addPrincipal.connectionError);
    await modal(page).getByRole('button', { name: text.selectPrincipal.cancel }).click();
    await page.reload();
    await expectActingFor(page, null);
  });
});
