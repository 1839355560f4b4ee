// Analytics behind consent on the mock stack (docs/analytics.md): the local Cookiebot stand-in's
// dialog on every page, nothing at the Matomo and tag manager stand-ins before the patient
// accepts statistics (nor after a refusal), and page views and the sign-in outcome after.
import type { APIRequestContext, Page } from '@playwright/test';
import { consentTexts, type AnalyticsHit } from '../mock-server/analytics/analytics-stand-ins.ts';
import { personas } from '../mock-server/personas.ts';
import { signInTexts } from '../mock-server/sign-in/sign-in-texts.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, loginPage, signIn, signInProvider } from './sign-in.ts';

const standIns = 'http://localhost:4050';
const hitsUrl = `${standIns}/__mock/analytics.json`;
const texts = consentTexts.fi;

// One list of hits for the whole stack: these tests take turns with it. Every other spec's
// patient has refused statistics (fixtures.ts), so nothing of theirs arrives.
test.describe.configure({ mode: 'serial' });
test.use({ analyticsConsent: 'undecided' });

test.beforeEach(async ({ request }) => {
  expect((await request.delete(hitsUrl)).status()).toBe(204);
});

const hits = async (request: APIRequestContext): Promise<AnalyticsHit[]> =>
  ((await (await request.get(hitsUrl)).json()) as { hits: AnalyticsHit[] }).hits;

const dialog = (page: Page) => page.getByRole('region', { name: texts.title });

/** The paths of the page's requests to the stand-ins' origin. */
function standInRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === standIns) {
      paths.push(url.pathname);
    }
  });
  return paths;
}

test('nothing leaves the browser before the patient decides; the dialog is accessible', async ({
  page,
  request,
}) => {
  const sent = standInRequests(page);
  await page.goto(frontPage);
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: texts.accept })).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: texts.decline })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another page of the app, while the dialog waits: still only the consent script.
  await page.goto(loginPage);
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.login.title }),
  ).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  expect(sent).toEqual(['/uc.js', '/uc.js']);
  expect(await hits(request)).toEqual([]);
});

test('after accepting, page views and the canceled sign-in arrive without personal data', async ({
  page,
  request,
}) => {
  await page.goto(frontPage);
  await dialog(page).getByRole('button', { name: texts.accept }).click();
  await expect(dialog(page)).toBeHidden();

  // B-18, B-19: Matomo's page view and `tap` event and the tag manager's push, as patient `main`.
  await expect
    .poll(async () =>
      (await hits(request)).map((hit) =>
        hit.tracker === 'matomo'
          ? [hit.tracker, hit.type, hit.data.action_name ?? hit.data.e_n, hit.data.dimension1]
          : [hit.tracker, hit.type],
      ),
    )
    .toEqual(
      expect.arrayContaining([
        ['matomo', 'pageview', 'frontpage', 'main'],
        ['matomo', 'event', 'page_view', 'main'],
        ['tagManager', 'page_view'],
      ]),
    );
  const frontPageView = (await hits(request)).find((hit) => hit.type === 'pageview');
  expect(frontPageView?.data).toMatchObject({
    idsite: '1',
    url: 'http://localhost:4173/fi/asiointi/',
  });

  // E-18: the patient cancels at the test bank: a canceled sign-in, once consent is given.
  await page.goto(loginPage);
  await page
    .getByRole('main')
    .getByRole('button', { name: fi.identification.login.button })
    .click();
  await page.waitForURL(`${signInProvider}/interaction/**`);
  await page.getByRole('button', { name: signInTexts.fi.cancel }).click();
  await page.waitForURL((url) => url.pathname === loginPage);
  await expect
    .poll(async () => (await hits(request)).map((hit) => hit.data.e_n))
    .toContain('login_canceled');

  // Signed in: page views carry the route and the service, never the person.
  await signIn(page, { returnTo: '/fi/asiointi/omat-tiedot' });
  await expect
    .poll(async () => (await hits(request)).map((hit) => hit.data.action_name))
    .toContain('myInformation');
  const everything = JSON.stringify(await hits(request));
  const laura = personas.find((persona) => persona.givenNames === 'Laura Helena');
  for (const secret of [laura?.subject, laura?.lastName, 'Laura', 'code=', 'state=']) {
    expect(everything).not.toContain(secret);
  }
});

test("the chat's remote reception arrives once the specialist has joined (B-21)", async ({
  page,
  request,
}) => {
  const widgetOrigin = 'http://localhost:4010';
  // The local widget in manual mode: its test controls play the specialist (chat-session.spec.ts).
  await page.addInitScript((origin) => {
    if (window.location.origin === origin) {
      window.localStorage.setItem('chat-widget.manual', '1');
    }
  }, widgetOrigin);
  await page.goto(frontPage);
  await dialog(page).getByRole('button', { name: texts.accept }).click();
  await signIn(page, { returnTo: '/fi/asiointi/chat/jono/3012' });
  await page.getByRole('button', { name: fi.chat.start.start }).click();
  await expect(page).toHaveURL('/fi/asiointi/chat/jono/3012/vastaanotto');
  await page
    .frameLocator('.chat-session__frame-host iframe')
    .frameLocator('#ninchat-session iframe')
    .getByRole('button', { name: 'Asiantuntija liittyy nyt' })
    .click();

  await expect
    .poll(async () =>
      (await hits(request))
        .filter((hit) => hit.data.e_n === 'remote_reception' || hit.type === 'remote_reception')
        .map((hit) => (hit.tracker === 'matomo' ? [hit.data.e_a, hit.data.e_v] : hit.tracker)),
    )
    .toEqual(expect.arrayContaining([['chat', '40'], 'tagManager']));
  const reception = (await hits(request)).find((hit) => hit.type === 'remote_reception');
  expect(reception?.data.push).toMatchObject({
    category: 'tap',
    action: 'chat',
    patientType: 'main',
    ecommerce: { value: 40, items: [{ price: 40, quantity: 1 }] },
  });
});

test("nothing arrives after the patient refuses, until they accept in the footer's cookie settings", async ({
  page,
  request,
}) => {
  const sent = standInRequests(page);
  await page.goto(frontPage);
  await dialog(page).getByRole('button', { name: texts.decline }).click();
  await expect(dialog(page)).toBeHidden();
  // The decision is kept: the next page shows no dialog and loads no tracker.
  await page.goto(loginPage);
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.login.title }),
  ).toBeVisible();
  await page.waitForFunction(
    () => (Reflect.get(window, 'Cookiebot') as { hasResponse?: boolean } | undefined)?.hasResponse,
  );
  await expect(dialog(page)).toHaveCount(0);
  expect(sent).toEqual(['/uc.js', '/uc.js']);
  expect(await hits(request)).toEqual([]);

  // Changing one's mind is as easy: the footer opens the consent dialog again (Cookiebot.renew).
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: fi.footer.legal.cookieSettings })
    .click();
  await dialog(page).getByRole('button', { name: texts.accept }).click();
  await expect(dialog(page)).toBeHidden();
  // What happened while refused stays dropped; the next page is the first one sent.
  await page.goto(frontPage);
  await expect
    .poll(async () => (await hits(request)).map((hit) => hit.data.action_name))
    .toContain('frontpage');
  expect((await hits(request)).map((hit) => hit.data.action_name)).not.toContain('identification');
});
