import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { statisticsRefusedCookie } from '../mock-server/analytics/consent-cookie.ts';

/**
 * Waits until the app runs the page: a public page arrives as the build's static HTML
 * (`#root[data-prerendered]`), whose buttons do nothing until the app has hydrated it. A page
 * without that mark (another origin, a page the app renders) passes at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/**
 * A patient who refused statistics in the local consent stand-in (Cookiebot's `uc.js`,
 * mock-server/analytics/analytics-stand-ins.ts), so that its dialog does not cover the pages of
 * tests about something else. The cookie is the host's, for every port of localhost.
 */
export async function refuseAnalytics(context: BrowserContext): Promise<void> {
  await context.addCookies([statisticsRefusedCookie('http://localhost')]);
}

/**
 * The test every e2e spec uses: it fails a test on any Content-Security-Policy violation the
 * browser reports on the pages it visits (the suite runs against the production build under
 * its strict CSP), on uncaught page errors, and on a message the page's catalogue lacks (the
 * `local` build reports each: `[i18n] Message not found`, e.g. a catalogue part not loaded). Its
 * patient has refused statistics unless a spec sets `analyticsConsent: 'undecided'`.
 */
export const test = base.extend<{
  securityWatch: undefined;
  /** `undecided`: the consent dialog shows (docs/analytics.md); otherwise statistics refused. */
  analyticsConsent: 'refused' | 'undecided';
}>({
  analyticsConsent: ['refused', { option: true }],
  context: async ({ context, analyticsConsent }, provide) => {
    if (analyticsConsent === 'refused') {
      await refuseAnalytics(context);
    }
    await provide(context);
  },
  // Every visit waits for the app to run the page before the test acts on it (waitForApp).
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await provide(page);
  },
  securityWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      const missingMessages: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
        }
        if (message.text().startsWith('[i18n] Message not found')) {
          missingMessages.push(`${message.text()} (${page.url()})`);
        }
      });
      page.on('pageerror', (error) => {
        pageErrors.push(error.message);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'CSP violations').toEqual([]);
      expect(pageErrors, 'uncaught page errors').toEqual([]);
      expect(missingMessages, 'messages missing from the catalogue').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
