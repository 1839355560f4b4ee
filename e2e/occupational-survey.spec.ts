// The self-triage symptoms survey end to end (O-05…O-16, E-50) against the mock stack
// and its local survey on http://localhost:4020: Sanna Lehtonen answers the survey in its frame
// and lands in the chat session with her selfTriageId; the survey's error shows the fallback;
// messages from any other window are ignored. axe on every page.
import { fi } from '../src/i18n/messages/fi.ts';
import { surveyTexts } from '../mock-server/symptoms-survey/symptoms-survey-texts.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const text = fi.occupational.selfTriage;
const survey = surveyTexts.fi;
const sanna = 'Sanna Kristiina Lehtonen';
const queuePage = '/fi/asiointi/chat/jono/3101';
const consentPage = `${queuePage}/oirearvio/suostumus`;
const surveyPage = `${queuePage}/oirearvio/kysely`;

test.use({ signedInAs: sanna });
/** The label of a choice of the local survey (fails the test if the survey has no such choice). */
const choice = (choices: readonly { label: string }[], index: number): string => {
  const label = choices[index]?.label;
  if (label === undefined) {
    throw new Error(`No choice ${String(index)}`);
  }
  return label;
};
/** The local survey's own session ids: not UUIDs, as a real vendor's need not be. */
const surveyId = /^st_[0-9a-f]{16}$/;

/**
 * Submits the survey: the chat session opens with the survey's own id, and the chat-started
 * notice and the secure-metadata request carry it unchanged.
 */
async function finishSurvey(page: Page) {
  const frame = page.frameLocator(`iframe[title="${text.survey.frameTitle}"]`);
  const bodyOf = (path: string) =>
    page
      .waitForRequest((request) => request.method() === 'POST' && request.url().includes(path))
      .then((request) => request.postDataJSON() as { selfTriageId: unknown });
  const started = bodyOf('/api/chat-v4/person/chat-started/3101');
  const metadata = bodyOf('/api/chat-v4/person/chats/3101/get-secure-metadata');
  await frame.getByRole('button', { name: survey.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${queuePage}/vastaanotto\\?selfTriageId=st_`));
  const id = new URL(page.url()).searchParams.get('selfTriageId') ?? '';
  expect(id).toMatch(surveyId);
  expect((await started).selfTriageId).toBe(id);
  expect((await metadata).selfTriageId).toBe(id);
}

/** Opens the consent page, gives the consent and opens the survey once it started. */
async function openSurvey(page: Page) {
  await page.goto(consentPage);
  await expect(page).toHaveURL(consentPage);
  await page.getByRole('checkbox', { name: text.consent.checkbox }).check();
  await page.getByRole('button', { name: text.consent.continue }).click();
  await expect(page).toHaveURL(surveyPage);
  await expect(page.getByRole('heading', { level: 1, name: text.survey.title })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${text.survey.frameTitle}"]`);
  // Init arrived: Sanna's age and gender (N) from the self-triage user data.
  await expect(frame.getByText('Kysymykset on valittu sinulle: nainen, 38 vuotta.')).toBeVisible();
  return frame;
}

test('Sanna answers the survey in its frame and goes on to the chat with her selfTriageId (O-09, O-10, O-12)', async ({
  page,
}) => {
  test.slow();
  const frame = await openSurvey(page);
  const iframe = page.locator(`iframe[title="${text.survey.frameTitle}"]`);
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  await expect(iframe).toHaveAttribute('src', /^http:\/\/localhost:4020\/symptoms-survey\?/);
  // Layout: the frame takes the survey's own height.
  await expect(iframe).toHaveAttribute('style', /height: \d+px/);
  await expectNoAxeViolations(page);

  await frame.getByRole('radio', { name: choice(survey.mainSymptom.choices, 0) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await expect(frame.getByText('Kysymys 2/4')).toBeVisible();
  // A question must be answered before the next.
  await frame.getByRole('button', { name: survey.next }).click();
  await expect(
    frame.getByRole('group', { name: survey.duration.question }).getByText(survey.chooseOne),
  ).toBeVisible();
  await frame.getByRole('radio', { name: choice(survey.duration.choices, 1) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await frame.getByRole('radio', { name: choice(survey.fever.choices, 2) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await frame
    .getByRole('combobox', { name: survey.severity.question })
    .selectOption({ label: choice(survey.severity.choices, 1) });
  await frame.getByRole('button', { name: survey.next }).click();
  await expect(frame.getByRole('heading', { name: survey.summary.title })).toBeFocused();
  // The summary lists the answers: the second is the duration.
  await expect(frame.getByRole('definition').nth(1)).toHaveText(choice(survey.duration.choices, 1));

  await finishSurvey(page);
});

test('the survey gets one short-lived self-triage token, never the portal’s access token (O-08)', async ({
  page,
}) => {
  // Every Init the survey's window receives, recorded inside the frame before its own script.
  await page.addInitScript(() => {
    if (location.origin !== 'http://localhost:4020') {
      return;
    }
    const inits: unknown[] = [];
    Object.assign(window, { receivedInits: inits });
    window.addEventListener('message', (event: MessageEvent) => {
      const data: unknown = typeof event.data === 'string' ? JSON.parse(event.data) : event.data;
      if ((data as { type?: unknown } | null)?.type === 'Init') {
        inits.push(data);
      }
    });
  });
  const portalsOwn = page.waitForRequest((request) =>
    request.url().includes('/api/self-triage/user-data'),
  );
  await openSurvey(page);
  const accessToken = (await (await portalsOwn).headerValue('authorization')) ?? '';
  expect(accessToken).toMatch(/^Bearer \S+$/);

  const surveyFrame = page
    .frames()
    .find((frame) => frame.url().startsWith('http://localhost:4020'));
  if (!surveyFrame) {
    throw new Error('No survey frame');
  }
  const inits = (await surveyFrame.evaluate(
    () => (window as unknown as { receivedInits: unknown[] }).receivedInits,
  )) as { payload: { config: { headers: Record<string, string> } } }[];
  expect(inits).toHaveLength(1);
  const surveyToken = inits[0]?.payload.config.headers.Authorization ?? '';
  expect(surveyToken).toMatch(/^Bearer \S+$/);
  expect(surveyToken).not.toBe(accessToken);
  const claims = JSON.parse(
    Buffer.from(surveyToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { aud: unknown; sub: unknown; iat: number; exp: number };
  expect(claims.aud).toBe('https://api.asiointi.example/self-triage');
  expect(claims.exp - claims.iat).toBe(15 * 60);
});

test('a survey that posts JSON strings and never says Ready gets its Init and reaches the chat', async ({
  page,
}) => {
  test.slow();
  // The same local survey, speaking as many real ones do.
  await page.route('http://localhost:4020/symptoms-survey?*', (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('messages', 'json');
    url.searchParams.set('ready', 'none');
    return route.continue({ url: url.toString() });
  });
  const frame = await openSurvey(page);
  await expect(frame.locator('meta[name="survey-ready"]')).toHaveAttribute('content', 'none');
  await expect(frame.locator('meta[name="survey-messages"]')).toHaveAttribute('content', 'json');
  await frame.getByRole('radio', { name: choice(survey.mainSymptom.choices, 0) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await frame.getByRole('radio', { name: choice(survey.duration.choices, 0) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await frame.getByRole('radio', { name: choice(survey.fever.choices, 0) }).check();
  await frame.getByRole('button', { name: survey.next }).click();
  await frame
    .getByRole('combobox', { name: survey.severity.question })
    .selectOption({ label: choice(survey.severity.choices, 0) });
  await frame.getByRole('button', { name: survey.next }).click();
  await expect(frame.getByRole('heading', { name: survey.summary.title })).toBeFocused();
  await finishSurvey(page);
});

test('the survey fails: the fallback with try again and the way back (O-07, E-50)', async ({
  page,
}) => {
  test.slow();
  const frame = await openSurvey(page);
  await frame.getByRole('button', { name: survey.testTools.fail }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.failureTitle })).toBeFocused();
  await expect(page.getByText(text.failure)).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page).toHaveURL(surveyPage);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.tryAgain }).click();
  await expect(frame.getByText('Kysymys 1/4')).toBeVisible();

  await frame.getByRole('button', { name: survey.testTools.fail }).click();
  await page.getByRole('link', { name: text.backToQueue }).click();
  await expect(page).toHaveURL(queuePage);
});

test('messages from any window but the survey frame are ignored; Close goes back to the chat (NS-41, O-11)', async ({
  page,
}) => {
  test.slow();
  // Straight to the survey, without this flow's consent: back to the consent (O-05).
  await page.goto(surveyPage);
  await expect(page).toHaveURL(consentPage);

  const frame = await openSurvey(page);
  const success = {
    type: 'Success',
    payload: { sessionId: 'f00dfeed-0000-4000-8000-000000000000' },
  };
  // The portal's own window posting to itself.
  await page.evaluate((message) => {
    window.postMessage(message, '*');
  }, success);
  // A second frame of the survey's very origin: another window, so not the survey. It says
  // Ready by itself, then Success and Error.
  const rogueUrl = 'http://localhost:4020/symptoms-survey?language=fi';
  await page.evaluate((src) => {
    const rogue = document.createElement('iframe');
    rogue.src = src;
    rogue.title = 'rogue';
    document.body.append(rogue);
  }, rogueUrl);
  await expect.poll(() => page.frame({ url: rogueUrl }) !== null).toBe(true);
  await page.frame({ url: rogueUrl })?.waitForLoadState();
  await page.frame({ url: rogueUrl })?.evaluate((message) => {
    window.parent.postMessage(message, 'http://localhost:4173');
    window.parent.postMessage({ type: 'Error' }, 'http://localhost:4173');
  }, success);

  // The real survey's Close comes after them, in order: the host is still on the survey.
  await frame.getByRole('button', { name: survey.cancel }).click();
  await expect(page).toHaveURL(queuePage);
});
