import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Every page a test visits is checked against WCAG 2.1 A and AA and 2.2 AA, its frames included (the
 * survey's and the chat widget's too). A page without frames is checked in axe's legacy mode,
 * which runs in the page itself instead of finishing in a new blank page: the same rules in half
 * the time, about a minute of the suite on the 2-core box. Legacy mode does not reach into
 * cross-origin frames (measured), so a page with frames gets the full run.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
