// The interaction part of npm run bench: a page as a patient on a phone uses it, in Chromium with
// the mobile profile of Lighthouse's slow 4G (CDP: 1.6 Mbps down, 150 ms RTT, CPU 4x slower). For
// each page: when its primary control is visible, when a tap at that moment has its effect (the
// first working tap), and how many of its buttons, each tapped at first visibility, do nothing.
import { chromium, type Browser, type Page } from '@playwright/test';
import { statisticsRefusedCookie } from '../../mock-server/analytics/consent-cookie.ts';
import { formatFigure, markdownTable, median, type Unit } from './report.ts';

/** Milliseconds from the start of the navigation: when the control showed, when the tap worked. */
export interface TapFigures {
  visible: number;
  firstWorkingTap: number;
  /** Buttons tapped at first visibility whose tap did nothing. */
  lostTaps: number;
  buttons: number;
}

export interface InteractionFigures {
  pages: Record<string, TapFigures>;
  floor: TapFigures;
}

/** A page measured: its path, its primary control and the effect of tapping it. */
export interface InteractionTarget {
  url: string;
  /** A CSS selector of the page's primary control. */
  control: string;
  /** Resolves once the tap on the control has had its effect. */
  effect: (page: Page) => Promise<unknown>;
}

const profile = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 };
const phone = { viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true };

/** A phone's tab as a returning patient opens it, unthrottled: `throttle` makes it the phone. */
export async function openPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...phone, locale: 'fi-FI' });
  // A returning patient, who has answered the consent dialog: it would cover the buttons tapped.
  await context.addCookies([statisticsRefusedCookie('http://localhost')]);
  return context.newPage();
}

/** From now on, the page loads as on the phone profile: slow 4G, CPU 4x, nothing cached. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

async function openThrottled(browser: Browser): Promise<Page> {
  const page = await openPhone(browser);
  await throttle(page);
  return page;
}

/** The Chromium the benchmark's pages run in (Debian's, never a downloaded one). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
  });

/** One cold visit: the tap on the primary control at first visibility, and its effect. */
async function firstTap(
  browser: Browser,
  target: InteractionTarget,
): Promise<{ visible: number; worked: number }> {
  const page = await openThrottled(browser);
  try {
    const start = Date.now();
    const visit = page.goto(target.url, { waitUntil: 'commit' });
    const control = page.locator(target.control).first();
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    const visible = Date.now() - start;
    const effect = target.effect(page);
    await control.tap({ timeout: 60_000 });
    await effect;
    const worked = Date.now() - start;
    await visit.catch(() => undefined);
    return { visible, worked };
  } finally {
    await page.context().close();
  }
}

/** What the page shows, in the parts a tap on a button changes (menus, dialogs, the address). */
const pageState = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      href: location.href,
      expanded: [...document.querySelectorAll('[aria-expanded]')].map((element) =>
        element.getAttribute('aria-expanded'),
      ),
      dialogs: document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')
        .length,
      buttons: document.querySelectorAll('button').length,
      text: document.body.innerText.length,
    }),
  );

/** The page after the app has started and settled (the dialog chunks a tap loads included). */
async function settled(page: Page): Promise<string> {
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 60_000 });
  // A lazy chunk evaluated on a slow CPU can hold the next request past networkidle's 500 ms: look
  // again after a pause of a few seconds.
  for (const pause of [0, 3000]) {
    await page.waitForTimeout(pause);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  }
  return pageState(page);
}

/**
 * Taps each button visible at first paint, one per cold visit, as soon as it shows; a tap is lost
 * when the page, once the app has started, is as an untouched visit's (no navigation either).
 */
async function lostTaps(
  browser: Browser,
  target: InteractionTarget,
): Promise<{ lost: number; buttons: number }> {
  const untouched = await openThrottled(browser);
  let names: string[];
  let before: string;
  try {
    await untouched.goto(target.url, { waitUntil: 'commit' });
    await untouched.locator(target.control).first().waitFor({ state: 'visible', timeout: 60_000 });
    before = await settled(untouched);
    names = await untouched
      .locator('button:visible')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent.trim()),
      );
  } finally {
    await untouched.context().close();
  }
  let lost = 0;
  for (const [index] of names.entries()) {
    const page = await openThrottled(browser);
    try {
      // The visit itself is the first navigation of the page; a tap that leads away, the next.
      const navigations = { count: 0 };
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          navigations.count += 1;
        }
      });
      await page.goto(target.url, { waitUntil: 'commit' });
      const button = page.locator('button:visible').nth(index);
      await button.waitFor({ state: 'visible', timeout: 60_000 });
      await button.tap({ timeout: 60_000 });
      const after = await settled(page).catch(() => 'left');
      if (navigations.count <= 1 && after === before) {
        lost += 1;
        console.info(`  lost: ${names[index] ?? '?'} (${target.url})`);
      }
    } finally {
      await page.context().close();
    }
  }
  return { lost, buttons: names.length };
}

/** The figures of one target: the median of `runs` first taps, and the lost taps of one sweep. */
async function measureTarget(
  browser: Browser,
  target: InteractionTarget,
  runs: number,
  sweep: boolean,
): Promise<TapFigures> {
  const taps: { visible: number; worked: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    taps.push(await firstTap(browser, target));
  }
  const { lost, buttons } = sweep ? await lostTaps(browser, target) : { lost: 0, buttons: 1 };
  return {
    visible: median(taps.map((tap) => tap.visible)),
    firstWorkingTap: median(taps.map((tap) => tap.worked)),
    lostTaps: lost,
    buttons,
  };
}

/**
 * Measures the portal's pages and the app floor (which renders on the client: its button works
 * the moment it shows; no sweep there, it has one button).
 */
export async function measureInteraction(
  pages: Record<string, InteractionTarget>,
  floor: InteractionTarget,
  runs: number,
): Promise<InteractionFigures> {
  const browser = await launchChromium();
  try {
    const measured: Record<string, TapFigures> = {};
    for (const [name, target] of Object.entries(pages)) {
      console.info(`Interaction: ${name} (${target.url})`);
      measured[name] = await measureTarget(browser, target, runs, true);
    }
    console.info(`Interaction: app floor (${floor.url})`);
    return { pages: measured, floor: await measureTarget(browser, floor, runs, false) };
  } finally {
    await browser.close();
  }
}

/** The interaction figures of each page beside the app floor's. */
export function interactionTable(figures: InteractionFigures): string {
  const rows: string[][] = [];
  const row = (label: string, value: number, floor: number, unit: Unit) => [
    label,
    formatFigure(value, unit),
    formatFigure(floor, unit),
    floor === 0 ? '—' : `${(value / floor).toFixed(2)}×`,
  ];
  for (const [page, tap] of Object.entries(figures.pages)) {
    rows.push(
      row(`${page}: primary control visible`, tap.visible, figures.floor.visible, 'seconds'),
      row(
        `${page}: first working tap`,
        tap.firstWorkingTap,
        figures.floor.firstWorkingTap,
        'seconds',
      ),
      row(
        `${page}: lost taps (of ${tap.buttons.toString()} buttons)`,
        tap.lostTaps,
        figures.floor.lostTaps,
        'count',
      ),
    );
  }
  return markdownTable(
    ['figure (phone, slow 4G, CPU 4×)', 'portal', 'app floor', '÷ app floor'],
    rows,
  );
}
