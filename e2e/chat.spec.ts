// Remote reception (Q.1–Q.4, Q.7, Q.8, Q.11) end to end against the mock stack: the
// chat front and topic pages logged out and signed in, a chat opened from the URL hash, starting a
// chat as a payer who turns online payment on (Antti Salminen, paper invoices in the mock), and
// the queue status polling on the browser's fake clock: one request per 15 s while visible, none
// while hidden.
import type { APIRequestContext, Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { loginPageWith } from './sign-in.ts';

const text = fi.chat;
const chatFront = '/fi/asiointi/chat';
const generalPractice = '/fi/asiointi/chat/aihe/10';
const antti = 'Antti Salminen';

const accordionButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

async function forgetAntti(request: APIRequestContext) {
  const response = await request.delete(
    'http://localhost:4010/__mock/memory/occupationalGuidanceOnly',
  );
  expect(response.status()).toBe(204);
}

test('a visitor browses the topics and sees public descriptions, a login to start (Q-04, Q-06…Q-12, Q-37)', async ({
  page,
}) => {
  await page.goto(chatFront);
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: text.loginRequired.title })).toBeVisible();
  const topics = page.getByRole('region', { name: text.topics.title });
  await expect(topics.getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('heading', { name: text.callToAction.title })).toBeVisible();
  await expectNoAxeViolations(page);

  await topics.getByRole('link', { name: 'Yleislääkäri' }).click();
  await expect(page).toHaveURL(generalPractice);
  await expect(page.getByRole('heading', { level: 1, name: 'Yleislääkäri' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: text.topic.breadcrumbs }).getByRole('link'),
  ).toHaveText(text.title);
  // No occupational chats for a visitor: the login reveals them.
  await expect(page.getByText(text.errors.loginToSeeAllChats)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Työterveyshuolto' })).toHaveCount(0);

  const doctor = accordionButton(page, 'Yleislääkärin chat');
  await doctor.click();
  await expect(doctor).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(`${generalPractice}#3012`);
  const start = page.getByRole('button', { name: text.start.loginAndStart });
  await expect(start).toBeEnabled();
  await expectNoAxeViolations(page);
  await start.click();
  await expect(page).toHaveURL(loginPageWith('/fi/asiointi/chat/jono/3012'));
});

test('a Swedish or English page shows the chats in its own language', async ({ page }) => {
  await page.goto('/sv/e-tjanster/chatt/amne/10#3012');
  await expect(page.getByRole('heading', { level: 1, name: 'Allmänläkare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privatkunder' })).toBeVisible();
  await expect(accordionButton(page, 'Allmänläkarens chatt')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    page.getByText(
      'Priset omfattar läkarens distansmottagning, eventuella recept och laboratorieremisser. Laboratorieundersökningar faktureras separat.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/Yleislääkäri|Hinta sisältää/)).toHaveCount(0);
  // the other ways to get care on the topic page too.
  await expect(
    page.getByRole('region', { name: 'Andra sätt att sköta ärenden' }).getByRole('link'),
  ).toHaveCount(3);

  await page.goto('/en/e-services/chat/topic/10#2950');
  await expect(page.getByRole('heading', { level: 1, name: 'General practitioner' })).toBeVisible();
  await expect(
    page.getByText(
      'The nurse will call the phone number saved on the My information page. Please keep your phone close by.',
    ),
  ).toBeVisible();
});

test('a chat opens from the URL hash, and a closed chat cannot be started (Q-11, Q-36)', async ({
  page,
}) => {
  await page.goto('/fi/asiointi/chat/aihe/14#3030');
  const psychologist = accordionButton(page, 'Psykologin chat');
  await expect(psychologist).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('[id="3030"]')).toBeFocused();
  await expect(page.getByRole('button', { name: text.start.loginAndStart })).toBeDisabled();
  await expect(page.getByText(text.start.closedHint)).toBeVisible();
  await psychologist.click();
  await expect(psychologist).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL('/fi/asiointi/chat/aihe/14');
  await page.goto('/fi/asiointi/chat/aihe/999');
  await expect(
    page.getByRole('heading', { level: 1, name: text.topic.notFound.title }),
  ).toBeVisible();
});

test.describe('signed in as a payer', () => {
  test.use({ signedInAs: antti });

  test.beforeEach(async ({ request }) => {
    await forgetAntti(request);
  });
  test.afterEach(async ({ request }) => {
    await forgetAntti(request);
  });

  test('turns online payment on in the chat and starts it (Q-18, Q-32…Q-35, Q-38)', async ({
    page,
  }) => {
    test.slow(); // three axe runs
    await page.goto(`${generalPractice}#3012`);
    await expect(page).toHaveURL(`${generalPractice}#3012`);
    await expect(page.getByRole('heading', { name: 'Työterveyshuolto' })).toBeVisible();
    const panel = page.getByRole('region', { name: text.onlinePayment.title });
    await expect(panel.getByText(text.onlinePayment.paperInvoiceFeeWarning)).toBeVisible();
    const toggle = panel.getByRole('switch', { name: text.onlinePayment.toggle });
    await expect(toggle).not.toBeChecked();
    await expectNoAxeViolations(page);

    await toggle.click();
    await expect(page.getByText(text.onlinePayment.paymentUpdate.enabled)).toBeVisible();
    await expect(page.getByText(text.onlinePayment.paperInvoiceFeeWarning)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: text.start.start }).click();
    await expect(page).toHaveURL('/fi/asiointi/chat/jono/3012/vastaanotto');
  });

  test('sees the service-request and call-request queues by their kind (AMB-19, NS-31)', async ({
    page,
  }) => {
    await page.goto('/fi/asiointi/chat/jono/2948');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Hoitajan palvelupyyntö' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: text.start.sendServiceRequest })).toBeEnabled();
    await page.goto('/fi/asiointi/chat/jono/2950');
    await expect(page.getByRole('button', { name: text.start.startCallRequest })).toBeEnabled();
    await page.goto('/fi/asiointi/chat/jono/999999');
    await expect(page.getByText(/Chattia ei löytynyt/)).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: '010 555 1200' }),
    ).toHaveAttribute('href', /^tel:/);
    await expectNoAxeViolations(page);
  });
});

test('asks the statuses once per 15 s while visible and not at all while hidden (Q-57, Q-58)', async ({
  page,
}) => {
  const statusRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chat-queues-status')) {
      statusRequests.push(request.url());
      expect(new URL(request.url()).searchParams.get('queueIds')).toBe('2,2948,2950,3012');
    }
  });
  // The browser's clock, moved on by the test: its timers fire, the mock stack answers for real.
  await page.clock.install();
  await page.goto(generalPractice);
  await expect(accordionButton(page, 'Yleislääkärin chat')).toBeVisible();
  expect(statusRequests).toHaveLength(0);

  // Not before the interval: the queues came with their statuses. (It started when the page
  // mounted, a moment of real time before the test saw the chat.)
  await page.clock.runFor(11_000);
  expect(statusRequests).toHaveLength(0);
  const answered = page.waitForResponse((response) =>
    response.url().includes('/chat-queues-status'),
  );
  await page.clock.runFor(4_500);
  expect((await answered).status()).toBe(200);
  expect(statusRequests).toHaveLength(1);

  const setVisibility = (state: 'visible' | 'hidden') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  await setVisibility('hidden');
  await page.clock.runFor(17_000);
  expect(statusRequests).toHaveLength(1);

  // Visible again: asked at once, the statuses being older than the interval.
  await setVisibility('visible');
  await expect.poll(() => statusRequests.length, { timeout: 3_000 }).toBe(2);
});
