// The live chat session (Q-42…, B-13) end to end against the mock stack and its local
// Ninchat (mock-server/chat-widget/chat-widget.ts: the same embed2.min.js API the adapter uses everywhere),
// signed in as Laura. The widget runs in manual mode (`chat-widget.manual` in the widget origin's
// storage), so its "local test controls" drive the pretend specialist and nothing is on a timer.
// A session starts from the queue page's start button; a bare link shows that page first.
import type { Page } from '@playwright/test';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './sign-in.ts';
import { envelopeArriving, propertiesOf } from './telemetry.ts';

const text = fi.chat.session;
const widgetOrigin = 'http://localhost:4010';
const queuePage = '/fi/asiointi/chat/jono/3012';
const session = `${queuePage}/vastaanotto`;
const chatFront = '/fi/asiointi/chat';

test.use({ signedInAs: 'Laura Helena Mäkinen' });

/** The widget's frame inside the chat host's frame (docs/chat-vendor.md, "The chat host"). */
const chatHost = (page: Page) => page.frameLocator('.chat-session__frame-host iframe');
const widget = (page: Page) => chatHost(page).frameLocator('#ninchat-session iframe');
const control = (page: Page, name: string) => widget(page).getByRole('button', { name });
const status = (page: Page) => page.getByRole('main').getByRole('status').first();

/** Puts the local widget in manual mode: it stays in the queue until a test control moves it. */
async function manualWidget(page: Page) {
  await page.addInitScript((origin) => {
    if (window.location.origin === origin) {
      window.localStorage.setItem('chat-widget.manual', '1');
    }
  }, widgetOrigin);
}

async function openSession(page: Page) {
  await manualWidget(page);
  await page.goto(queuePage);
  await page.getByRole('button', { name: fi.chat.start.start }).click();
  await expect(page).toHaveURL(session);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(status(page)).toHaveText(text.status.inQueuePosition.replace('{{position}}', '3'));
}

/** Makes the page look hidden and unfocused (or visible and focused again) to the app. */
async function setAttention(page: Page, attentive: boolean) {
  await page.evaluate((visible) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (visible ? 'visible' : 'hidden'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !visible });
    document.hasFocus = () => visible;
    document.dispatchEvent(new Event('visibilitychange'));
  }, attentive);
}

test('a whole session: queue, specialist, messages while away, close, session ended, customer effort (Q-42…Q-50, Q-07, B-13)', async ({
  page,
}) => {
  test.slow(); // sign-in, a session and four axe runs
  await openSession(page);
  const title = await page.title();
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: text.help.open }).click();
  const guide = page.getByRole('dialog', { name: text.help.title });
  await expect(
    guide
      .frameLocator(`iframe[title="${text.help.frameTitle}"]`)
      .getByRole('heading', { level: 1, name: 'Etävastaanoton ohje' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await guide.getByRole('button', { name: text.help.close }).click();
  await expect(guide).toBeHidden();

  await control(page, 'Asiantuntija liittyy nyt').click();
  await expect(status(page)).toHaveText(text.status.inChat);
  await expect(
    widget(page).getByText('Sairaanhoitaja Maria Virtanen liittyi keskusteluun.'),
  ).toBeVisible();

  await setAttention(page, false);
  await control(page, 'Asiantuntija lähettää viestin').click();
  await expect(page).toHaveTitle(`(1) ${title}`);
  await control(page, 'Asiantuntija lähettää viestin').click();
  await expect(page).toHaveTitle(`(2) ${title}`);
  await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml,/,
  );
  await setAttention(page, true);
  await expect(page).toHaveTitle(title);

  await widget(page).getByRole('textbox', { name: 'Kirjoita viesti' }).fill('Kurkku on kipeä.');
  await widget(page).getByRole('button', { name: 'Lähetä' }).click();
  await expect(widget(page).getByText('Kurkku on kipeä.')).toBeVisible();
  await expect(page).toHaveTitle(title);

  // A reload resumes the session with its transcript, as Ninchat's `remember` keeps it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(status(page)).toHaveText(text.status.inChat);
  await expect(widget(page).getByText('Kurkku on kipeä.')).toBeVisible();
  await expect(widget(page).getByText(/^Muistathan, että voit lähettää minulle/)).toHaveCount(1);
  await expect(widget(page).getByText(/^Kiitos, kirjasin tämän ylös/)).toHaveCount(1);
  await expect(widget(page).getByText(/liittyi keskusteluun/)).toHaveCount(1);
  await expectNoAxeViolations(page);

  await control(page, 'Asiantuntija päättää chatin').click();
  await expect(page).toHaveURL(chatFront);
  const ended = page.getByRole('dialog', { name: text.ended.title });
  await expect(ended).toBeVisible();
  await expect(ended.getByRole('link', { name: text.ended.myEventsLink })).toHaveAttribute(
    'href',
    'http://localhost:4010/fi/asiointi/omat-tapahtumat',
  );
  await expect(ended.getByRole('link', { name: text.ended.booking })).toBeVisible();
  await expectNoAxeViolations(page);
  await ended.getByRole('button', { name: text.ended.close, exact: true }).last().click();
  await expect(page.getByRole('dialog', { name: fi.feedback.titles.ces })).toBeVisible();
});

test('a failing session shows the failure view, emits remote-reception-failed, reports a critical exception, and can go back (Q-47, Q-51)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    window.addEventListener('remote-reception-failed', (event) => {
      Reflect.set(window, 'receptionFailed', (event as CustomEvent).detail);
    });
  });
  const started = page.waitForRequest((request) =>
    request.url().endsWith('/api/chat-v4/person/chat-started/3012'),
  );
  const metadata = page.waitForRequest((request) =>
    request.url().includes('/api/chat-v4/person/chats/3012/get-secure-metadata'),
  );
  await openSession(page);
  expect((await started).postDataJSON()).toEqual({ chatCode: null, selfTriageId: null });
  const metadataRequest = await metadata;
  expect(new URL(metadataRequest.url()).searchParams.get('deviceInfo')).toMatch(
    /^web;desktop;Chrome \d+$/,
  );
  expect(metadataRequest.postDataJSON()).toEqual({ chatCode: null, selfTriageId: null });
  await control(page, 'Aiheuta virhe').click();
  await expect(page.getByRole('heading', { level: 2, name: text.failure.title })).toBeVisible();
  expect(await page.evaluate((): unknown => Reflect.get(window, 'receptionFailed'))).toEqual({
    chatId: 3012,
    reason: 'widget:LOCAL_TEST_FAILURE',
  });
  // Operations learn of it as a critical exception, by its reason only.
  const exception = await envelopeArriving(
    request,
    (envelope) =>
      envelope.data?.baseType === 'ExceptionData' &&
      envelope.data.baseData?.severityLevel === 4 &&
      JSON.stringify(envelope.data.baseData.exceptions).includes(
        '[chat-session] Remote reception failed: widget:LOCAL_TEST_FAILURE.',
      ),
  );
  // The messages and properties, not the stacks: a minified chunk's column numbers may hold any
  // digits.
  const exceptions = (exception.data?.baseData?.exceptions ?? []) as { message?: string }[];
  expect(JSON.stringify(exceptions.map((e) => e.message))).not.toContain('3012');
  expect(JSON.stringify(propertiesOf(exception))).not.toContain('3012');
  await expectNoAxeViolations(page);
  // No leave warning once the session has failed.
  await page.getByRole('link', { name: text.failure.back }).click();
  await expect(page).toHaveURL(chatFront);
});

test('leaving during the session asks first; a code chat without its code goes to the code page (Q-46, NS-52)', async ({
  page,
}) => {
  await openSession(page);
  const leaveLink = page.getByRole('banner').getByRole('link', { name: 'Asiointi, etusivu' });
  await leaveLink.click();
  const question = page.getByRole('alertdialog', { name: text.leave.title });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await question.getByRole('button', { name: text.leave.stay }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(session);

  await leaveLink.click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.leave.leave }).click();
  await expect(page).not.toHaveURL(session);

  await page.goto('/fi/asiointi/chat/koodi/3200/vastaanotto');
  await expect(page).toHaveURL('/fi/asiointi/chat/koodi');
});

test('the widget script runs in the chat host frame on its own origin, never in the portal page', async ({
  page,
}) => {
  const embeds: { url: string; fromPortal: boolean }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('embed2.min.js')) {
      embeds.push({ url: request.url(), fromPortal: request.frame() === page.mainFrame() });
    }
  });
  await openSession(page);
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
  expect(embeds).toEqual([
    { url: 'http://localhost:4010/chat-widget/js/embed2.min.js', fromPortal: false },
  ]);
  const host = page.frames().find((frame) => frame.url().startsWith('http://localhost:4030/'));
  expect(host?.url()).toBe('http://localhost:4030/chat-host');
  expect(await page.evaluate(() => 'Ninchat' in window)).toBe(false);
  expect(await host?.evaluate(() => 'Ninchat' in window)).toBe(true);
  await expect(page.locator('.chat-session__frame-host iframe')).toHaveAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  );
});

test.describe('signed in through the UI', () => {
  test.use({ signedInAs: undefined });

  test('a link to the session, also as returnTo after sign-in, shows the queue page and queues nobody', async ({
    page,
  }) => {
    const started: string[] = [];
    page.on('request', (request) => {
      if (/\/get-secure-metadata|\/chat-started\/|embed2\.min\.js/.test(request.url())) {
        started.push(request.url());
      }
    });
    await manualWidget(page);
    await signIn(page, { returnTo: session });
    await expect(page).toHaveURL(queuePage);
    const start = page.getByRole('button', { name: fi.chat.start.start });
    await expect(start).toBeVisible();
    await page.goto(session);
    await expect(page).toHaveURL(queuePage);
    await expect(start).toBeVisible();
    expect(started).toEqual([]);

    await start.click();
    await expect(page).toHaveURL(session);
    await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
    expect(started.some((url) => url.includes('/get-secure-metadata'))).toBe(true);
  });
});

test('a chat opened by code sends its code for the metadata and no chat-started, and resumes after a reload (NS-52, Q-41)', async ({
  page,
}) => {
  const chatStarted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/person/chat-started/')) {
      chatStarted.push(request.url());
    }
  });
  // Manual mode: on its timers the widget would have a specialist join before the reload.
  await manualWidget(page);
  await page.goto('/fi/asiointi/chat/koodi');
  await page.getByRole('textbox', { name: fi.chat.code.field.label }).fill('K7RM2Q');
  await page.getByRole('button', { name: fi.chat.code.check }).click();
  const metadata = page.waitForRequest((request) =>
    request.url().includes('/api/chat-v4/person/chats/3200/get-secure-metadata'),
  );
  await page
    .getByRole('region', { name: 'Fysioterapeutin etävastaanotto' })
    .getByRole('button', { name: fi.chat.start.start })
    .click();
  await expect(page).toHaveURL('/fi/asiointi/chat/koodi/3200/vastaanotto');
  expect((await metadata).postDataJSON()).toEqual({ chatCode: 'K7RM2Q', selfTriageId: null });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fysioterapeutin etävastaanotto' }),
  ).toBeVisible();
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
  await expectNoAxeViolations(page);
  expect(chatStarted).toEqual([]);

  // A reload resumes the code chat, as it does an on-demand one: same page, the code sent again.
  const again = page.waitForRequest((request) =>
    request.url().includes('/api/chat-v4/person/chats/3200/get-secure-metadata'),
  );
  // The leave warning's browser prompt is answered "reload".
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page).toHaveURL('/fi/asiointi/chat/koodi/3200/vastaanotto');
  expect((await again).postDataJSON()).toEqual({ chatCode: 'K7RM2Q', selfTriageId: null });
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
  expect(chatStarted).toEqual([]);
});

test('one chat per patient: a second tab shows it is open elsewhere and can take it over', async ({
  page,
  context,
}) => {
  test.slow(); // sign-in, two tabs, two sessions and an axe run
  const metadataFrom: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/api/chat-v4/person/chats/3012/get-secure-metadata')) {
      metadataFrom.push(request.frame().page() === page ? 'first' : 'second');
    }
  });
  await openSession(page);

  const second = await context.newPage();
  await second.goto(queuePage);
  await second.getByRole('button', { name: fi.chat.start.start }).click();
  await expect(second).toHaveURL(session);
  await expect(second.getByRole('heading', { level: 1, name: text.elsewhere.title })).toBeVisible();
  await expect(second.getByText(text.elsewhere.text)).toBeVisible();
  await expectNoAxeViolations(second);
  expect(metadataFrom).toEqual(['first']);
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');

  await second.getByRole('button', { name: text.elsewhere.takeOver }).click();
  await expect(widget(second).getByRole('status')).toContainText('Olet jonossa');
  await expect(
    page.getByRole('heading', { level: 1, name: text.elsewhere.movedTitle }),
  ).toBeVisible();
  await expect(chatHost(page).locator('body')).toHaveCount(0);
  expect(metadataFrom).toEqual(['first', 'second']);

  // Closing the tab that has the chat leaves the other one free to continue it.
  await second.close({ runBeforeUnload: false });
  await page.getByRole('button', { name: text.elsewhere.takeOver }).click();
  await expect(widget(page).getByRole('status')).toContainText('Olet jonossa');
  expect(metadataFrom).toEqual(['first', 'second', 'first']);
});
