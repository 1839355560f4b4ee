// Holding a page's scripts back from a test: what the page does before they arrive, whatever the
// machine's speed.
import type { Page } from '@playwright/test';

/**
 * Holds each script of the page whose path `held` names until the returned `release` is called.
 * `asked` resolves once the page has asked for the first of them.
 */
export async function holdScripts(page: Page, held: (pathname: string) => boolean) {
  let release: (value: undefined) => void = () => undefined;
  const released = new Promise<undefined>((resolve) => {
    release = resolve;
  });
  let ask: (value: undefined) => void = () => undefined;
  const asked = new Promise<undefined>((resolve) => {
    ask = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (held(new URL(route.request().url()).pathname)) {
      ask(undefined);
      await released;
    }
    await route.continue();
  });
  return {
    asked,
    release: () => {
      release(undefined);
    },
  };
}
