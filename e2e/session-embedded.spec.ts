import type { Page } from '@playwright/test';
import { personas } from '../mock-server/personas.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, signInProvider } from './sign-in.ts';
import { unsignedJwt } from '../tests/support/test-token.ts';

const laura = personas.find((persona) => persona.key === 'mainUser');

// A phone, where the web app shows its app banner (below the s breakpoint) and the native app runs.
test.use({ viewport: { width: 390, height: 844 } });

const appBanner = (page: Page) =>
  page.getByRole('complementary', { name: fi.footer.appStores.heading });

// The host's token is an unsigned JWT here: the web app never verifies it, the backend does.

/** What the native app sets before the app's script runs (see src/auth/embedded/embedded-host.ts). */
async function embed(page: Page, host: Record<string, unknown>): Promise<void> {
  await page.addInitScript((value) => {
    Reflect.set(window, 'AsiointiHost', value);
  }, host);
}

/** Every request to the sign-in provider: embedded mode must make none. */
function providerRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(signInProvider)) {
      seen.push(request.url());
    }
  });
  return seen;
}

test('in the native app the host token signs the patient in, with no web header, footer or banner', async ({
  page,
  context,
}) => {
  // The same page in a browser, for contrast: the banner, header and footer are there.
  const browser = await context.newPage();
  await browser.goto(frontPage);
  await expect(appBanner(browser)).toBeVisible();
  await expect(browser.getByRole('banner')).toBeVisible();
  await browser.close();

  const token = unsignedJwt({
    sub: laura?.subject,
    given_name: laura?.givenNames,
    family_name: laura?.lastName,
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  await embed(page, {
    token,
    patientType: 'main',
    supportedNavigationTypes: ['push'],
    supportedFeatures: ['selfCheckIn'],
  });
  const toProvider = providerRequests(page);
  const maintenance = page.waitForRequest('**/api/maintenance/v1/maintenance-break');

  await page.goto(frontPage);

  // Signed in from the host's token (its given name), not through the sign-in provider.
  await expect(page.getByRole('heading', { level: 1, name: fi.frontPage.title })).toBeVisible();
  await expect(page.getByText(fi.frontPage.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  await expect(page.getByRole('link', { name: fi.header.logIn })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('link', { name: fi.header.skipToMainContent })).toHaveCount(0);
  await expect(appBanner(page)).toHaveCount(0);
  // The host's global was taken once and deleted: no other script can read the token or put
  // another in its place, and the token is in no storage either (src/auth/embedded/).
  expect(await page.evaluate(() => 'AsiointiHost' in window)).toBe(false);
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)))
      .join('\n'),
  );
  expect(stored).not.toContain(token);
  // A public call goes out without any bearer token: only calls that need one carry the host's.
  expect(await (await maintenance).headerValue('authorization')).toBeNull();
  await expectNoAxeViolations(page);
  expect(page.url()).toBe(`http://localhost:4173${frontPage}`);
  expect(toProvider).toEqual([]);
});

test('in the native app without a host token the patient sees the error page, and it is reported', async ({
  page,
}) => {
  await embed(page, {
    patientType: 'main',
    supportedNavigationTypes: ['push'],
    supportedFeatures: [],
  });
  const toProvider = providerRequests(page);
  const reported = page.waitForEvent('console', (message) =>
    message.text().includes('No app auth token provided'),
  );

  await page.goto(frontPage);

  await reported;
  await expect(page.getByRole('heading', { level: 1, name: fi.errorPage.title })).toBeVisible();
  await expect(page.getByRole('button', { name: fi.errorPage.reload })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(toProvider).toEqual([]);
});

/**
 * The native app with a token that expires 90 s from now, and a `renewToken` that counts the
 * page's requests in `window.renewRequests` (the test's stand-in for the app's bridge).
 */
async function embedExpiring(page: Page, now: number): Promise<string> {
  const token = unsignedJwt({
    sub: laura?.subject,
    given_name: laura?.givenNames,
    family_name: laura?.lastName,
    exp: Math.floor(now / 1000) + 90,
  });
  await page.addInitScript((hostToken) => {
    const requests: number[] = [];
    Reflect.set(window, 'renewRequests', requests);
    Reflect.set(window, 'AsiointiHost', {
      token: hostToken,
      patientType: 'main',
      supportedNavigationTypes: ['push'],
      supportedFeatures: [],
      renewToken: () => requests.push(Date.now()),
    });
  }, token);
  return token;
}

const renewRequests = (page: Page) =>
  page.evaluate(() => (Reflect.get(window, 'renewRequests') as number[]).length);

/** The bearer token of every call to the portal's APIs, in order. */
function apiBearers(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (request.url().includes('/api/') && authorization?.startsWith('Bearer ')) {
      seen.push(authorization.slice('Bearer '.length));
    }
  });
  return seen;
}

const openMyInformation = async (page: Page) => {
  await page
    .getByRole('link', { name: new RegExp(fi.frontPage.services.myInformation.title) })
    .click();
};

test('in the native app a renewed token replaces the old one without a reload', async ({
  page,
}) => {
  const now = Date.now();
  await page.clock.install({ time: now });
  await embedExpiring(page, now);
  const bearers = apiBearers(page);
  await page.goto(frontPage);
  await expect(page.getByText(fi.frontPage.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  expect(await renewRequests(page)).toBe(0);

  // 60 s before the token expires the page asks the native app for a new one (K-02).
  await page.clock.fastForward('00:31');
  await expect.poll(() => renewRequests(page)).toBe(1);
  const renewed = unsignedJwt({
    sub: laura?.subject,
    given_name: laura?.givenNames,
    family_name: laura?.lastName,
    exp: Math.floor(now / 1000) + 3600,
  });
  const taken = await page.evaluate(
    (token) =>
      (Reflect.get(window, 'AsiointiWeb') as { setToken: (t: string) => boolean }).setToken(token),
    renewed,
  );
  expect(taken).toBe(true);

  // Past the first token's expiry, the calls carry the renewed one.
  await page.clock.fastForward('01:30');
  const before = bearers.length;
  await openMyInformation(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => bearers.slice(before).length).toBeGreaterThan(0);
  expect(new Set(bearers.slice(before))).toEqual(new Set([renewed]));
  // A page script cannot swap the page's renewal function to catch the next token.
  expect(
    await page.evaluate(() => {
      Reflect.set(window, 'AsiointiWeb', { setToken: () => true });
      return Reflect.deleteProperty(window, 'AsiointiWeb');
    }),
  ).toBe(false);
});

test('in the native app an expired token is never sent; the page asks the app again', async ({
  page,
}) => {
  const now = Date.now();
  await page.clock.install({ time: now });
  const first = await embedExpiring(page, now);
  const bearers = apiBearers(page);
  await page.goto(frontPage);
  await expect(page.getByText(fi.frontPage.greeting.replace('{{name}}', 'Laura'))).toBeVisible();
  // The signed-in front page may call its APIs with the first token while it is valid (90 s). The
  // greeting shows before they have all gone (it needs only the token's name): every call the page
  // makes with the valid token is sent before the clock moves on.
  await page.waitForLoadState('networkidle');
  const sentWhileValid = bearers.length;
  await page.clock.fastForward('01:31');
  await expect.poll(() => renewRequests(page)).toBeGreaterThanOrEqual(1);

  // The host does not answer: the token expires, and a page that needs it sends nothing with it
  // and asks the app again (the front page's own calls may already have asked a second time).
  const before = bearers.length;
  await openMyInformation(page);
  await expect.poll(() => renewRequests(page)).toBeGreaterThanOrEqual(2);
  expect(bearers.slice(before)).toEqual([]);
  expect(bearers.slice(sentWhileValid)).not.toContain(first);
});
