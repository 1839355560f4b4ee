// The portal's telemetry and CSP violation reports reach the mock stack's stand-in
// (mock-server/telemetry/telemetry-ingestion.ts), as they reach operations in a deployed environment:
// through the real Application Insights SDK, and through the browser's own report-uri.
import { test as plain } from '@playwright/test';
import { waitForApp } from './app-ready.ts';
import { expect, test } from './fixtures.ts';
import { holdScripts } from './hold-scripts.ts';
import { arrived, envelopeArriving, propertiesOf, telemetryChunk } from './telemetry.ts';

test('a forced 500 arrives as a failed call by its operation, without ids or query values', async ({
  page,
  request,
}) => {
  await page.goto('/fi/asiointi/chat');
  await page.evaluate(() => {
    localStorage.setItem('asiointi.mock.prefer', JSON.stringify({ getChatQueue: 'code=500' }));
  });
  // A queue id and a query value no other test uses: none of it may arrive.
  await page.goto('/fi/asiointi/chat/jono/2948?tunniste=salainen-arvo-7731');

  const failed = await envelopeArriving(
    request,
    (envelope) =>
      envelope.data?.baseType === 'RemoteDependencyData' &&
      envelope.data.baseData?.name === 'GET /chat-queues/{id}' &&
      envelope.data.baseData.resultCode === '500',
  );
  expect(propertiesOf(failed)).toMatchObject({
    contract: 'chat-v4',
    operationId: 'getChatQueue',
    kind: 'status',
  });
  const view = await envelopeArriving(
    request,
    (envelope) =>
      envelope.data?.baseType === 'PageviewData' &&
      envelope.data.baseData?.name === 'chat.onDemand' &&
      envelope.data.baseData.url === '/fi/asiointi/chat/jono/:chatId',
  );
  expect(propertiesOf(view)).toMatchObject({
    serviceArea: 'chat',
    patientType: 'main',
    language: 'fi',
    environment: 'local',
  });
  expect(JSON.stringify((await arrived(request)).envelopes)).not.toMatch(
    /salainen-arvo-7731|jono\/2948/,
  );
});

test('the telemetry loads five seconds after the app has started, not with it', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (telemetryChunk.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  await page.clock.install();
  await page.goto('/fi/asiointi/');
  // The page's own time stops once the app has started: from here on, only the test moves it.
  // (pauseAt moves forward only: a moment just ahead of the page's now.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  await page.clock.runFor(2500);
  expect(asked).toEqual([]);
  await page.clock.runFor(4000);
  await expect.poll(() => asked.length).toBe(1);
});

test('the pages seen before the telemetry has loaded are reported, each by its route', async ({
  page,
  request,
}) => {
  // The telemetry's chunk is held until the patient has moved on to a second page.
  const { release } = await holdScripts(page, (pathname) => telemetryChunk.test(pathname));
  await page.goto('/en/e-services/');
  await waitForApp(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Accessibility statement' })
    .click();
  await expect(page).toHaveURL(/\/en\/e-services\/accessibility-statement$/);
  release();

  // Both views of this page load (the SDK's session id, new on each load), in the order seen.
  const viewsOfOneLoad = async () => {
    const sessions = new Map<string, [unknown, unknown][]>();
    for (const envelope of (await arrived(request)).envelopes) {
      if (envelope.data?.baseType !== 'PageviewData') continue;
      const session = envelope.tags?.['ai.session.id'] ?? '';
      sessions.set(session, [
        ...(sessions.get(session) ?? []),
        [envelope.data.baseData?.name, envelope.data.baseData?.url],
      ]);
    }
    // A page load of this journey alone: other tests' loads may pass the same pages among others.
    return [...sessions.values()].find(
      (views) =>
        views.length === 2 &&
        views.some(([, url]) => url === '/en/e-services/') &&
        views.some(([, url]) => url === '/en/e-services/accessibility-statement'),
    );
  };
  await expect.poll(viewsOfOneLoad, { timeout: 30_000 }).toEqual([
    ['frontpage.main', '/en/e-services/'],
    ['accessibilityStatement.main', '/en/e-services/accessibility-statement'],
  ]);
});

// The page raises a violation on purpose: the shared fixture would fail the test for it.
plain(
  'a CSP violation is reported to the stand-in, once, without its query',
  async ({ page, request }) => {
    const blocked = `http://localhost:4999/csp-test-${Date.now()}.png`;
    await page.goto('/fi/asiointi/');
    await page.evaluate((src) => {
      const image = document.createElement('img');
      image.src = `${src}?secret=1`;
      image.alt = '';
      document.body.append(image);
    }, blocked);
    await expect
      .poll(
        async () =>
          (await arrived(request)).cspReports.filter((report) => report.blocked === blocked),
        { timeout: 15_000 },
      )
      .toEqual([
        expect.objectContaining({
          via: 'report-uri',
          directive: 'img-src',
          page: 'http://localhost:4173/fi/asiointi/',
        }),
      ]);
  },
);
