import { expect, test as base } from '@playwright/test';

/**
 * The test every e2e spec uses: it fails a test on any Content-Security-Policy violation the
 * browser reports on the pages it visits (the suite runs against the production build under
 * its strict CSP), and on uncaught page errors.
 */
export const test = base.extend<{ securityWatch: undefined }>({
  securityWatch: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const pageErrors: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) {
          violations.push(message.text());
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
    },
    { auto: true },
  ],
});

export { expect };
