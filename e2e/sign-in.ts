import { expect, type Page, type Request } from '@playwright/test';
import { signInTexts } from '../mock-server/sign-in/sign-in-texts.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForApp } from './app-ready.ts';

/** The local sign-in provider (the test bank) of the mock stack. */
export const signInProvider = 'http://localhost:4000';
/** The portal under test (playwright.config.ts `baseURL`). */
export const appOrigin = 'http://localhost:4173';
/** The Finnish login page of the portal. */
export const loginPage = '/fi/asiointi/tunnistaminen/kirjaudu-sisaan';
/** The Finnish front page: where a missing or unsafe `returnTo` leads. */
export const frontPage = '/fi/asiointi/';
/** "Kirjauduit ulos": where a logout lands. */
export const loggedOutPage = '/fi/asiointi/tunnistaminen/kirjauduit-ulos';
/**
 * The logged-out page, whatever its query: the tab that went through the provider's end session
 * comes back with the `state` it sent (C-44).
 */
export const atLoggedOutPage = (url: URL) => url.pathname === loggedOutPage;
/** "Sinut kirjattiin ulos": where an idle time-out lands. */
export const timeoutPage = '/fi/asiointi/tunnistaminen/sinut-kirjattiin-ulos';

/** The header's user menu button of a signed-in Laura. */
export const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Laura/ });

/** A silent renewal: a refresh token POSTed to the sign-in provider's token endpoint. */
export function isRefreshTokenRequest(request: Request): boolean {
  return (
    request.method() === 'POST' &&
    request.url() === `${signInProvider}/token` &&
    new URLSearchParams(request.postData() ?? '').get('grant_type') === 'refresh_token'
  );
}

/** The login page with `returnTo` set, encoded as the portal's own links encode it. */
export function loginPageWith(returnTo: string): string {
  return `${loginPage}?${new URLSearchParams({ returnTo }).toString()}`;
}

export interface SignInOptions {
  /** The name on the test bank's button; Laura Helena Mäkinen (mainUser) by default. */
  person?: string;
  /** The login page's `returnTo`; none by default. */
  returnTo?: string;
  /** Runs axe on the login page and the test bank page. */
  checkAccessibility?: boolean;
  /** The portal's origin the callback leads back to; the production serve's by default. */
  origin?: string;
}

/**
 * Signs in through the UI as a test person: the Finnish login page, its login button, the test
 * bank (reached directly: `idp=fakebank`), and back through the callback. Resolves once the
 * callback has left for wherever the sign-in leads.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const {
    person = 'Laura Helena Mäkinen',
    returnTo,
    checkAccessibility = false,
    origin = appOrigin,
  } = options;
  await page.goto(returnTo === undefined ? loginPage : loginPageWith(returnTo));
  // The page may be another tab than the test's own (context.newPage()), whose goto does not wait
  // for the app: the login button does nothing until the app has hydrated the static page.
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.login.title }),
  ).toBeVisible();
  if (checkAccessibility) {
    await expectNoAxeViolations(page);
  }
  await page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button })
    .click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await expect(
    page.getByRole('heading', { level: 1, name: signInTexts.fi.bankName }),
  ).toBeVisible();
  if (checkAccessibility) {
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: new RegExp(person) }).click();
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.endsWith('/tunnistaminen/callback'),
  );
}
