// The add-principal flow (P-21…P-27, E-25…E-29) end to end against the mock stack's local
// authorization page: a child with a profile is registered and acted for; cancel, an over-age
// child and a forged return each show the spec's message.
import type { Page } from '@playwright/test';
import { addPrincipalTexts } from '../mock-server/add-principal-texts.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, signIn } from './sign-in.ts';

const text = fi.onBehalfOf;
const page2 = addPrincipalTexts.fi;
const modal = (page: Page) => page.getByRole('dialog', { name: text.selectPrincipal.title });
const banner = (page: Page) => page.getByRole('region', { name: text.banner.label });

/** From the front page through the modal's add-principal button to the authorization page. */
async function toAuthorizationPage(page: Page) {
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: fi.header.actOnBehalf }).click();
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

test('cancelling on the authorization page says the adding was interrupted', async ({ page }) => {
  await toAuthorizationPage(page);
  await page.getByRole('button', { name: page2.cancel }).click();
  await returnedToPortal(page);
  await expect(modal(page).getByRole('alert').first()).toContainText(text.addPrincipal.interupted);
  await expectNoAxeViolations(page);
  await expect(banner(page)).toHaveCount(0);
});

test('an over-age child is refused with overAgeLimit', async ({ page }) => {
  await toAuthorizationPage(page);
  await page.getByRole('button', { name: /Onni Mäkinen/ }).click();
  await returnedToPortal(page);
  await expect(modal(page).getByRole('alert').first()).toContainText(
    text.addPrincipal.overAgeLimit,
  );
  await expect(banner(page)).toHaveCount(0);
});

test('a return whose state is not ours changes nothing and says connectionError', async ({
  page,
}) => {
  await signIn(page);
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/identity/oauth/')) {
      exchanges.push(request.url());
    }
  });
  await page.goto(`${frontPage}?obo_code=Xk3pV9qT2mLw8RzAe7NcY4bH&obo_state=forgedstate1234`);
  await expect(modal(page).getByRole('alert').first()).toContainText(
    text.addPrincipal.connectionError,
  );
  expect(exchanges).toEqual([]);
  await expect(banner(page)).toHaveCount(0);
});
