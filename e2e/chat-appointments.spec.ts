// Booked video appointments (C-10, C-11, Q-52…Q-56, NS-55) end to end against the mock stack,
// signed in as Laura through the test bank. The mock's day of appointments is around the real now
// (`appointments=now`, whatever the hour): her doctor's chat opened five minutes ago and the
// appointment starts in five, the skin doctor's ended two hours ago, the nutritionist's is the
// next working day (its queue not found) and the psychologist's eight working days on.
import type { Page, Route } from '@playwright/test';
import { bookingTime, clinicDay } from '../mock-server/gateway/example-times.ts';
import { appointmentsAroundNow } from './appointments-now.ts';
import { fi } from '../src/i18n/messages/fi.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const text = fi.chat.appointments;
const front = '/fi/asiointi/chat';
const route = (identifier: string) => `/fi/asiointi/chat/ajanvaraus/${identifier}/vastaanotto`;

const section = (page: Page) => page.getByRole('region', { name: text.title });
const card = (page: Page, specialist: string) =>
  section(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: specialist }) });

test.use({ signedInAs: 'Laura Helena Mäkinen' });

test.beforeEach(async ({ page }) => {
  await appointmentsAroundNow(page);
});

/** `H:mm` in Helsinki, as the portal writes times (K-38). */
const helsinkiTime = (instant: number) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Helsinki',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(instant)
    .replace(/^0(?=\d)/, '');

test("Laura's appointments on the chat front page: today's open one, the ended one, tomorrow's and a later one (K-38, Q-54)", async ({
  page,
}) => {
  test.slow(); // axe and a redirect or two
  await page.goto(front);
  await expect(section(page).getByRole('listitem')).toHaveCount(4);
  await expect(card(page, 'Ihotautilääkäri Sari Korhonen')).toContainText(text.status.ended);
  const doctor = card(page, 'Lääkäri Anna Virtanen');
  await expect(doctor).toContainText(/^.*Tänään klo \d{1,2}:\d{2}/);
  await expect(doctor).toContainText(text.status.available);
  // Tomorrow's, whose queue is not set up yet, is just ahead: no failure (E-46 once it opens).
  const nutrition = card(page, 'Ravitsemusterapeutti Elina Hämäläinen');
  await expect(nutrition).toContainText(/Chat avautuu \d\d\.\d\d\.\d{4} klo/);
  await expect(nutrition).not.toContainText(text.errors.queueFailure.title);
  await expect(card(page, 'Psykologi Mikko Laaksonen')).toContainText(
    /Chat avautuu \d\d\.\d\d\.\d{4} klo/,
  );
  await expectNoAxeViolations(page);

  // The join link goes through the appointment route to the visit page by webCode.
  await doctor.getByRole('link', { name: /^Siirry vastaanotolle/ }).click();
  await expect(page).toHaveURL('http://localhost:4010/fi/asiointi/omat-ajanvaraukset/V4XK9P');
});

test('an appointment becomes available as the clock passes its chat opening time (Q-53)', async ({
  page,
}) => {
  test.slow(); // axe and a redirect or two
  await page.goto(front);
  // The list itself, not only the section (it shows while the list loads): the signed-in page's
  // own request must be answered before the route below watches the next page's.
  await expect(card(page, 'Lääkäri Anna Virtanen')).toBeVisible();
  // The doctor's chat opened at 9.50 in the examples' world, moved as the gateway moves it.
  const opens = Date.parse(
    bookingTime('2026-11-23T09:50:00+02:00', clinicDay(Date.now(), { appointmentsNow: true })) ??
      '',
  );
  expect(Number.isNaN(opens)).toBe(false);
  // The backend as the browser's clock sees it: not yet available before the chat opens. Its
  // times stay as first served (the gateway moves them with the real clock, a minute at a time).
  // The gateway rounds its shift to whole minutes of the real clock, which may have turned since
  // `opens` was worked out: every time first served is set off by the same whole minutes, so the
  // doctor's chat opens exactly at `opens` (the latest opening not after it plus that shift).
  const served = new Map<string, { start: string; chatOpenTime: string }>();
  let setOff: number | null = null;
  const moved = (time: string) => new Date(Date.parse(time) + (setOff ?? 0)).toISOString();
  await page.route('**/api/chat-v4/person/appointments', async (request: Route) => {
    const response = await request.fetch();
    const browserNow = await page.evaluate(() => Date.now());
    const list = (await response.json()) as {
      appointmentId: string;
      start: string;
      chatOpenTime: string;
      status: string;
    }[];
    if (setOff === null) {
      const nearest = list
        .map((appointment) => opens - Date.parse(appointment.chatOpenTime))
        .sort((a, b) => Math.abs(a) - Math.abs(b))[0];
      setOff = nearest !== undefined && Math.abs(nearest) <= 120_000 ? nearest : 0;
    }
    const answer = list.map((appointment) => {
      const times = served.get(appointment.appointmentId) ?? {
        start: moved(appointment.start),
        chatOpenTime: moved(appointment.chatOpenTime),
      };
      served.set(appointment.appointmentId, times);
      const notOpen =
        appointment.status === 'Available' && Date.parse(times.chatOpenTime) > browserNow;
      return { ...appointment, ...times, status: notOpen ? 'NotYetAvailable' : appointment.status };
    });
    await request.fulfill({ response, json: answer });
  });
  await page.clock.install({ time: opens - 60_000 });
  await page.goto(front);

  const doctor = card(page, 'Lääkäri Anna Virtanen');
  await expect(doctor).toContainText(`Chat avautuu klo ${helsinkiTime(opens)}.`);
  await expect(doctor.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A moment after the opening: not yet asked again (the refresh comes 1 s after it). The
  // browser's clock has run on in real time since it was installed (the page load and axe above,
  // seconds on a busy machine), so it is held just before the opening and moved on from there:
  // otherwise that time would take it past the refresh too. Then it runs again, for the refresh
  // and the answer's rendering, which wait on timers.
  await page.clock.pauseAt(opens - 1_000);
  await page.clock.fastForward(1_500);
  await expect(doctor).toContainText('Chat avautuu');
  await page.clock.resume();
  await expect(doctor.getByRole('link', { name: /^Siirry vastaanotolle/ })).toBeVisible();
  await expect(doctor).toContainText(text.status.available);
});

test('the appointment route goes back to the front page, with the queue failure where the queue fails (NS-55)', async ({
  page,
}) => {
  test.slow(); // axe and a redirect or two
  await page.goto(front);
  await expect(section(page)).toBeVisible();

  await page.goto(route('A-4805512')); // QueueNotFound
  await expect(page).toHaveURL(front);
  const notice = page.getByRole('alert').filter({ hasText: text.errors.queueFailure.title });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(text.errors.queueFailure.text);
  await expectNoAxeViolations(page);
  // Its retry tries the appointment again, and ends up here again.
  await notice.getByRole('button', { name: fi.common.retry }).click();
  await expect(page).toHaveURL(front);
  await expect(
    page.getByRole('alert').filter({ hasText: text.errors.queueFailure.title }),
  ).toBeVisible();

  await page.goto(route('A-4827730')); // NotYetAvailable: its card says when the chat opens
  await expect(page).toHaveURL(front);
  await expect(section(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(route('A-9999999')); // nobody's
  await expect(page).toHaveURL(front);
  await expect(
    page.getByRole('alert').filter({ hasText: text.errors.loadingFailed }),
  ).toBeVisible();
});
