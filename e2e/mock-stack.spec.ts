import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';

const authority = 'http://localhost:4000';
const callback = 'http://localhost:4173/fi/asiointi/tunnistaminen/callback';

test('the first page reads the maintenance flag through its generated hook', async ({ page }) => {
  const flag = page.waitForResponse('**/api/maintenance/v1/maintenance-break');
  await page.goto('/');
  expect((await flag).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a test person signs in through the local provider and calls a protected API as themselves', async ({
  page,
  request,
}) => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const authorize = new URL(`${authority}/auth`);
  authorize.search = new URLSearchParams({
    client_id: 'asiointi-web',
    redirect_uri: callback,
    response_type: 'code',
    scope: 'openid profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ui_locales: 'fi',
  }).toString();

  await page.goto(authorize.toString());
  // Without `idp`, the provider asks for the identification method first.
  await page.getByRole('link', { name: /Testipankki/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Testipankki');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
  await page.waitForURL(`${callback}?**`);

  const returned = new URL(page.url()).searchParams;
  expect(returned.get('state')).toBe(state);
  const code = returned.get('code');
  expect(code).toBeTruthy();

  const tokens = await request.post(`${authority}/token`, {
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: callback,
      client_id: 'asiointi-web',
      code_verifier: verifier,
    },
  });
  expect(tokens.status()).toBe(200);
  const { access_token: accessToken } = (await tokens.json()) as { access_token: string };

  const profile = await request.get('/api/patient/profile', {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'Ocp-Apim-Subscription-Key': 'asiointi-web-local',
    },
  });
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({
    id: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
    firstName: 'Laura',
    lastName: 'Mäkinen',
  });

  const withoutToken = await request.get('/api/patient/profile', {
    headers: { 'Ocp-Apim-Subscription-Key': 'asiointi-web-local' },
  });
  expect(withoutToken.status()).toBe(401);
});

test('a menu link to a separate application lands on its local stand-in, and leads back', async ({
  page,
}) => {
  await page.goto('/fi/asiointi/');
  const menu = page
    .getByRole('banner')
    .getByRole('navigation', { name: fi.header.serviceMenu.label });
  await menu.getByRole('link', { name: fi.header.serviceMenu.myEvents }).click();
  // The local environment's host of my events: the gateway's stand-in page, in Finnish.
  await expect(page).toHaveURL('http://localhost:4010/fi/asiointi/omat-tapahtumat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByRole('heading', { level: 1, name: 'Omat tapahtumat' })).toBeVisible();
  await expect(page.getByText('Paikallinen sijaissivu.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Takaisin asiointiin' }).click();
  await expect(page).toHaveURL('/fi/asiointi/');
});
