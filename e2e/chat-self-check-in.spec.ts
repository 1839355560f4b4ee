// Self check-in (K-12, NS-25) end to end on the browser's clock, in the native app whose host
// supplies `selfCheckIn` in its `supportedFeatures`: a booked appointment whose chat has not
// opened yet gets its join link 30 minutes before its start, and the link leads to the visit.
// Without the feature the same appointment has no link then.
import type { Page } from '@playwright/test';
import { personas } from '../mock-server/personas.ts';
import { unsignedJwt } from '../tests/support/test-token.ts';
import { expect, test } from './fixtures.ts';

const laura = personas.find((persona) => persona.key === 'mainUser');
const front = '/fi/asiointi/chat';
const minute = 60_000;
/** The appointment starts an hour from now, on a whole minute. */
const start = Math.ceil((Date.now() + 60 * minute) / minute) * minute;
const booked = {
  appointmentId: 'A-4820391',
  specialistId: '204518',
  specialistName: 'Lääkäri Anna Virtanen',
  start: new Date(start).toISOString(),
  chatOpenTime: new Date(start - 10 * minute).toISOString(),
  minutesDuration: 20,
  webCode: 'V4XK9P',
  chat: { id: 4101, ninchatRealmId: '5lmphotc00i4g', ninchatId: 'e40kkvedrokjf', siteConfig: 'x' },
  status: 'NotYetAvailable',
};

async function openInTheApp(page: Page, supportedFeatures: string[]) {
  const token = unsignedJwt({
    sub: laura?.subject,
    given_name: laura?.givenNames,
    family_name: laura?.lastName,
    exp: Math.floor(Date.now() / 1000) + 6 * 3600,
  });
  await page.addInitScript(
    (value) => {
      Reflect.set(window, 'AsiointiHost', value);
    },
    { token, patientType: 'main', supportedNavigationTypes: ['push'], supportedFeatures },
  );
  await page.route('**/api/chat-v4/person/appointments', (route) =>
    route.fulfill({ json: [booked] }),
  );
  await page.route('**/api/chat-v4/person/appointments/A-4820391', (route) =>
    route.fulfill({ json: booked }),
  );
}

const doctor = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lääkäri Anna Virtanen' }) });

test('with selfCheckIn the appointment can be joined from 30 minutes before its start (K-12)', async ({
  page,
}) => {
  await openInTheApp(page, ['selfCheckIn']);
  await page.clock.install({ time: start - 31 * minute });
  await page.goto(front);
  await expect(doctor(page)).toContainText('Chat avautuu');
  await expect(doctor(page).getByRole('link')).toHaveCount(0);

  // Held a second before check-in opens, then moved past it.
  await page.clock.pauseAt(start - 30 * minute - 1_000);
  await expect(doctor(page).getByRole('link')).toHaveCount(0);
  await page.clock.fastForward(1_000);
  const join = doctor(page).getByRole('link', { name: /^Siirry vastaanotolle/ });
  await expect(join).toBeVisible();
  await page.clock.resume();
  await join.click();
  await expect(page).toHaveURL('http://localhost:4010/fi/asiointi/omat-ajanvaraukset/V4XK9P');
});

test('without selfCheckIn it cannot be joined before its chat opens', async ({ page }) => {
  await openInTheApp(page, []);
  await page.clock.install({ time: start - 29 * minute });
  await page.goto(front);
  await expect(doctor(page)).toContainText('Chat avautuu');
  await page.clock.pauseAt(start - 20 * minute);
  await expect(doctor(page).getByRole('link')).toHaveCount(0);
});
