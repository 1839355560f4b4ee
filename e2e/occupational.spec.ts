// Occupational health on the chat front page (O-02…O-05, O-25) end to end against the
// mock stack: Sanna Lehtonen sees the start self-triage link and goes through the
// pre-questionnaire's first steps to the consent (required, then continue); Antti Salminen sees
// the booking link; a visitor signs in through the occupational link and lands on the occupational
// chat list. axe on every page.
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';

const text = fi.occupational;
const chatFront = '/fi/asiointi/chat';
const sanna = 'Sanna Kristiina Lehtonen';
const nurseChat = '/fi/asiointi/chat/jono/3101';

// Each person's stories follow one another in the one tab.
test.describe('Sanna', () => {
  test.use({ signedInAs: sanna });

  test('Sanna: the nurse chat opens the pre-questionnaire (Q-39); self-triage from the intro to the consent, required before the survey (O-02, O-05)', async ({
    page,
  }) => {
    test.slow();
    await page.goto(chatFront);
    await test.step('her nurse chat is of kind HTIA: start opens the pre-questionnaire', async () => {
      await page.goto(nurseChat);
      await page.getByRole('button', { name: fi.chat.start.start }).click();
      await expect(page).toHaveURL(`${nurseChat}/oirearvio`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.selfTriage.intro.title }),
      ).toBeVisible();
      await page.goto(chatFront);
    });
    const section = page.getByRole('region', { name: text.section.title });
    const start = section.getByRole('link', { name: text.section.startSelfTriage.link });
    await expect(start).toHaveAttribute('href', '/fi/asiointi/chat/jono/3101/oirearvio');
    await expectNoAxeViolations(page);

    await start.click();
    await expect(page).toHaveURL('/fi/asiointi/chat/jono/3101/oirearvio');
    await expect(
      page.getByRole('heading', { level: 1, name: text.selfTriage.intro.title }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${text.selfTriage.intro.title} – Asiointi`);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: text.selfTriage.intro.next }).click();
    await expect(page).toHaveURL('/fi/asiointi/chat/jono/3101/oirearvio/suostumus');
    await expect(
      page.getByRole('heading', { level: 1, name: text.selfTriage.consent.title }),
    ).toBeVisible();
    const consent = page.getByRole('checkbox', { name: text.selfTriage.consent.checkbox });
    const next = page.getByRole('button', { name: text.selfTriage.consent.continue });
    await next.click();
    await expect(page.getByText(text.selfTriage.consent.error)).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/fi/asiointi/chat/jono/3101/oirearvio/suostumus');
    await expectNoAxeViolations(page);

    await consent.check();
    await next.click();
    // The survey itself: e2e/occupational-survey.spec.ts.
    await expect(page).toHaveURL('/fi/asiointi/chat/jono/3101/oirearvio/kysely');
    await expect(
      page.getByRole('heading', { level: 1, name: text.selfTriage.survey.title }),
    ).toBeVisible();
  });
});

test.describe('Antti', () => {
  test.use({ signedInAs: 'Antti Salminen' });

  test('Antti, who has a guidance form only, sees the booking link (O-03); outside the self-triage pilot his nurse chat opens the session', async ({
    page,
  }) => {
    test.slow();
    await page.goto(chatFront);
    const section = page.getByRole('region', { name: text.section.title });
    await expect(section.getByRole('link', { name: text.section.booking.link })).toHaveAttribute(
      'href',
      /^https?:\/\/.+\/fi\/$/,
    );
    await expect(
      section.getByRole('link', { name: text.section.startSelfTriage.link }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The same chat as Bot's: start opens the session, no pre-questionnaire.
    await page.goto(nurseChat);
    await page.getByRole('button', { name: fi.chat.start.start }).click();
    await expect(page).toHaveURL(`${nurseChat}/vastaanotto`);
  });
});

test.describe('Laura', () => {
  test.use({ signedInAs: 'Laura Helena Mäkinen' });

  test('Laura, who has no occupational contract, has no occupational section (Proposal)', async ({
    page,
  }) => {
    const answered = page.waitForResponse((response) =>
      response.url().includes('/self-triage/visibility'),
    );
    await page.goto(chatFront);
    expect((await answered).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: fi.chat.topics.title })).toBeVisible();
    await expect(page.getByRole('region', { name: text.section.title })).toHaveCount(0);
  });
});

test('a visitor follows the occupational link, signs in and lands on the occupational chat list (O-25)', async ({
  page,
}) => {
  test.slow();
  await page.goto(chatFront);
  const section = page.getByRole('region', { name: text.section.title });
  await expectNoAxeViolations(page);
  await section.getByRole('link', { name: text.section.visitor.link }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: fi.identification.login.title }),
  ).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tap.goToOccupationalChatList'))).toBe(
    'true',
  );

  // The same tab, so the flag in its session storage survives the sign-in redirect.
  await signIn(page, { person: sanna, returnTo: chatFront });
  await expect(page).toHaveURL('/fi/asiointi/chat/aihe/occupational');
  await expect(
    page.getByRole('heading', { level: 1, name: fi.chat.occupational.title }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => sessionStorage.getItem('tap.goToOccupationalChatList')),
  ).toBeNull();
  await expectNoAxeViolations(page);
});
