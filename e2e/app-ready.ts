import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app runs the page: a public page arrives as the build's static HTML
 * (`#root[data-prerendered]`), whose buttons do nothing until the app has hydrated it. A page
 * without that mark (another origin, a page the app renders) passes at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}
