// The signed-in part of npm run bench's interaction figures: pages a patient spends time on, on the
// phone profile (interaction.ts), signed in as Laura through the mock stack's provider. For each
// page, a cold load's largest contentful paint, and the time from a click on one of its controls
// (an accordion section, a switch) to the next paint, beside the app floor's.
import type { Browser, Page } from '@playwright/test';
import { signInTexts } from '../../mock-server/sign-in/sign-in-texts.ts';
import { launchChromium, openPhone, throttle } from './interaction.ts';
import { formatFigure, markdownTable, median } from './report.ts';

/** Milliseconds: the page's largest contentful paint, and a click's time to the next paint. */
export interface UseFigures {
  lcp: number;
  clickToPaint: number;
}

export interface SignedInFigures {
  pages: Record<string, UseFigures>;
  floor: UseFigures;
}

/** A page measured: its address, and the control clicked once the page has settled. */
export interface UseTarget {
  url: string;
  /** A CSS selector of the control clicked. */
  control: string;
}

/** Laura Helena Mäkinen, the local provider's main test person. */
const person = /Laura Helena/;

/** Signs the tab in through the portal's login page and the provider's test bank, unthrottled. */
async function signIn(page: Page, loginUrl: string): Promise<void> {
  const origin = new URL(loginUrl).origin;
  await page.goto(loginUrl);
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 60_000 });
  await page.locator('[data-replay="login"]').click();
  await page
    .getByRole('heading', { level: 1, name: signInTexts.fi.bankName })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: person }).click();
  await page.waitForURL(
    (url) => url.origin === origin && !url.pathname.endsWith('/tunnistaminen/callback'),
    { timeout: 60_000 },
  );
}

/**
 * Loads the page cold, waits until it has settled, then clicks the control. The largest paint is
 * the last `largest-contentful-paint` entry before the click; the click's time to the next paint
 * is its Event Timing duration (the `first-input` entry: from the press to the frame painted after
 * its handlers, in steps of 8 ms), as the browser reports it for Interaction to Next Paint.
 */
async function measureUse(page: Page, target: UseTarget): Promise<UseFigures> {
  await page.goto(target.url, { waitUntil: 'commit' });
  const control = page.locator(target.control).first();
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const firstInput = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries()[0];
          if (entry) {
            resolve(entry.duration);
          }
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
  await control.click();
  return { lcp, clickToPaint: await firstInput };
}

const medianUse = (runs: readonly UseFigures[]): UseFigures => ({
  lcp: median(runs.map((run) => run.lcp)),
  clickToPaint: median(runs.map((run) => run.clickToPaint)),
});

/**
 * Measures each page `runs` times, each run in a tab of its own signed in anew, then the app
 * floor's page as often (its button toggles `aria-pressed`).
 */
export async function measureSignedIn(
  loginUrl: string,
  pages: Record<string, UseTarget>,
  floor: UseTarget,
  runs: number,
): Promise<SignedInFigures> {
  const browser: Browser = await launchChromium();
  try {
    const measured: Record<string, UseFigures[]> = {};
    const floorRuns: UseFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await openPhone(browser);
      try {
        await signIn(page, loginUrl);
        await throttle(page);
        for (const [name, target] of Object.entries(pages)) {
          console.info(`Signed in: ${name} (${target.url})`);
          (measured[name] ??= []).push(await measureUse(page, target));
        }
      } finally {
        await page.context().close();
      }
      const floorPage = await openPhone(browser);
      try {
        await throttle(floorPage);
        console.info(`Signed in: app floor (${floor.url})`);
        floorRuns.push(await measureUse(floorPage, floor));
      } finally {
        await floorPage.context().close();
      }
    }
    return {
      pages: Object.fromEntries(
        Object.entries(measured).map(([name, figures]) => [name, medianUse(figures)]),
      ),
      floor: medianUse(floorRuns),
    };
  } finally {
    await browser.close();
  }
}

/** The signed-in pages' figures beside the app floor's. */
export function signedInTable(figures: SignedInFigures): string {
  const ratio = (value: number, floor: number) =>
    floor === 0 ? '—' : `${(value / floor).toFixed(2)}×`;
  const rows = Object.entries(figures.pages).flatMap(([page, use]) => [
    [
      `${page}: LCP`,
      formatFigure(use.lcp, 'seconds'),
      formatFigure(figures.floor.lcp, 'seconds'),
      ratio(use.lcp, figures.floor.lcp),
    ],
    [
      `${page}: click to next paint`,
      formatFigure(use.clickToPaint, 'ms'),
      formatFigure(figures.floor.clickToPaint, 'ms'),
      ratio(use.clickToPaint, figures.floor.clickToPaint),
    ],
  ]);
  return markdownTable(
    ['signed in as Laura (phone, slow 4G, CPU 4×)', 'portal', 'app floor', '÷ app floor'],
    rows,
  );
}
