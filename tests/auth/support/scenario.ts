import { createBrowser, signIn, type Browser, type Tab } from './tabs.ts';

export const min = (n: number) => n * 60_000;
export const sec = (n: number) => n * 1000;

/** A browser where tab `a` signed in and tabs `b`… were then opened and started. */
export async function signedInBrowser(
  tabCount = 2,
  options: Parameters<typeof createBrowser>[0] = {},
): Promise<{ browser: Browser; tabs: Tab[] }> {
  const browser = createBrowser(options);
  const first = browser.openTab('a');
  await first.controller.start();
  await signIn(first);
  const tabs = [first];
  for (let i = 1; i < tabCount; i += 1) {
    const tab = browser.openTab(String.fromCharCode(97 + i));
    await tab.controller.start();
    tabs.push(tab);
  }
  await browser.advance(0);
  return { browser, tabs };
}

export const stateOf = (tab: Tab) => tab.controller.getSnapshot().auth;
export const recordOf = (browser: Browser) =>
  JSON.parse(browser.local.getItem('tap.session_v1') ?? 'null') as {
    ttl: number;
    exp: number;
  } | null;
