import type { Page } from '@playwright/test';
import { appOrigin } from './sign-in.ts';

/**
 * The mock's day of appointments around the real now, whatever the hour (`appointments=now`,
 * docs/mock-stack.md): without it, at night or on a weekend, Laura's open appointment is on the
 * next working day. For tests of what is open or starting now; set before the portal's first page.
 */
export async function appointmentsAroundNow(page: Page): Promise<void> {
  await page.addInitScript((origin) => {
    if (window.location.origin !== origin) {
      return;
    }
    const key = 'asiointi.mock.prefer';
    const current = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    localStorage.setItem(
      key,
      JSON.stringify({
        ...current,
        listAppointments: 'appointments=now',
        getAppointment: 'appointments=now',
      }),
    );
  }, appOrigin);
}
