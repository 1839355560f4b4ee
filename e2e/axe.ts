import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe-core in the page itself, injecting it once per document. AxeBuilder injects axe's
 * half-megabyte source twice on every call; here later checks of the same document (a dialog
 * opened, a form in its error state) reuse it. Measured on the 2-core box: about 2.3 s per check
 * with AxeBuilder against 0.3–0.6 s once injected, over a minute of the suite.
 */
async function violationsInPage(page: Page): Promise<axe.Result[]> {
  const injected = await page.evaluate(
    () =>
      typeof (Reflect.get(window, 'axe') as Partial<typeof axe> | undefined)?.run === 'function',
  );
  if (!injected) {
    await page.evaluate(axe.source);
  }
  return page.evaluate(
    (values) =>
      (Reflect.get(window, 'axe') as typeof axe)
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    tags,
  );
}

/**
 * Every page a test visits is checked against WCAG 2.1 A and AA and 2.2 AA, its frames included
 * (the survey's and the chat widget's too). A page without frames is checked by axe-core run in
 * the page; one with frames by AxeBuilder, which reaches into cross-origin frames (running axe in
 * the page alone does not: measured).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog fading in has the contrast of half its opacity: check what stays on screen, once
  // every finite animation (not a spinner's endless one) has finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations =
    page.frames().length === 1
      ? await violationsInPage(page)
      : (await new AxeBuilder({ page }).withTags(tags).analyze()).violations;
  expect(
    violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
