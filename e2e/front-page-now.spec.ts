// The signed-in patient's front page shows what is actionable now, before the services: Laura's
// video appointment whose chat is open (the mock's example world), and a chat open in another
// tab. A visitor's front page is the prerendered one, without it.
import { fi } from '../src/i18n/messages/fi.ts';
import { sv } from '../src/i18n/messages/sv.ts';
import { appointmentsAroundNow } from './appointments-now.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { frontPage, signIn } from './sign-in.ts';

const now = fi.chat.now;

test.use({ signedInAs: 'Laura Helena Mäkinen' });

// Laura's open appointment is on the mock's day around the real now, whatever the hour.
test.beforeEach(async ({ page }) => {
  await appointmentsAroundNow(page);
});

test('Laura’s front page leads straight to her open video appointment, before the services', async ({
  page,
}) => {
  await page.goto(frontPage);
  await expect(page).toHaveURL(frontPage);
  const section = page.getByRole('region', { name: now.title });
  await expect(section).toBeVisible();
  const open = section.getByRole('link', { name: now.appointmentOpen });
  await expect(open).toBeVisible();
  await expect(section).toContainText('Lääkäri Anna Virtanen');
  // Before the services in the reading order.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf(now.title)).toBeLessThan(headings.indexOf(fi.frontPage.servicesHeading));
  await expectNoAxeViolations(page);
  await open.click();
  await expect(page).toHaveURL('http://localhost:4010/fi/asiointi/omat-ajanvaraukset/V4XK9P');
});

test('a chat open in another tab is on the front page, and continues in this tab', async ({
  page,
  context,
}) => {
  test.slow(); // a chat in a second tab
  await page.goto(frontPage);
  const second = await context.newPage();
  await second.goto('/fi/asiointi/chat/jono/3012');
  await second.getByRole('button', { name: fi.chat.start.start }).click();
  await expect(second).toHaveURL('/fi/asiointi/chat/jono/3012/vastaanotto');
  // The chat's frame shows once this tab holds the chat: the status before it may be the spinner
  // of the check whether another tab holds it.
  await expect(second.locator('.chat-session__frame-host iframe')).toBeAttached();

  await page.reload();
  const chat = page.getByRole('region', { name: now.title }).getByRole('link', {
    name: now.chatOpen,
  });
  await expect(chat).toBeVisible();
  await chat.click();
  await expect(page).toHaveURL('/fi/asiointi/chat/jono/3012/vastaanotto');
  await expect(
    page.getByRole('heading', { level: 1, name: fi.chat.session.elsewhere.title }),
  ).toBeVisible();
  await second.close({ runBeforeUnload: false });
});

test.describe('a visitor who signs in', () => {
  test.use({ signedInAs: undefined });

  test('in Swedish too; a visitor’s front page has no such section', async ({ page }) => {
    await page.goto('/sv/e-tjanster/');
    await expect(
      page.getByRole('heading', { level: 2, name: sv.frontPage.servicesHeading }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: sv.chat.now.title })).toHaveCount(0);
    await signIn(page, { returnTo: '/sv/e-tjanster/' });
    await expect(page.getByRole('region', { name: sv.chat.now.title })).toBeVisible();
    await expect(page.getByRole('link', { name: sv.chat.now.appointmentOpen })).toBeVisible();
  });
});
