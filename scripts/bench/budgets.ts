// The performance budgets of npm run bench, as ratios to a floor measured in the same run on the
// same machine: kept here and nowhere else. docs/performance.md states them.
import {
  checkBudget,
  type BudgetCheck,
  type BundleFigures,
  type Direction,
  type LighthouseFigures,
} from './report.ts';
import type { InteractionFigures } from './interaction.ts';

interface Budget {
  factor: number;
  direction: Direction;
}

export const budgets = {
  /** First-page JavaScript (gzip) of a logged-out visitor, to the app floor's. */
  firstPageJs: { factor: 1.25, direction: 'atMost' },
  /** Lighthouse mobile performance score of each page, to the static floor's (100 → 98). */
  performance: { factor: 0.98, direction: 'atLeast' },
  /** Largest contentful paint of each page, to the static floor's (0.6 s → 1.2 s). */
  lcp: { factor: 2, direction: 'atMost' },
  /** Cumulative layout shift of each page: no more than the static floor's (0). */
  cls: { factor: 1, direction: 'atMost' },
  /**
   * On a phone (slow 4G, CPU 4x), a tap on each page's primary control at first visibility works
   * no later than the app floor's, whose button works the moment it shows.
   */
  firstWorkingTap: { factor: 1, direction: 'atMost' },
  /** Taps on a page's buttons at first visibility that do nothing: none, as the floor's (0). */
  lostTaps: { factor: 1, direction: 'atMost' },
} as const satisfies Record<string, Budget>;

/** Every budget that applies to the figures measured (a part run checks only its own). */
export function checkBudgets(
  bundle: BundleFigures | null,
  lighthouse: LighthouseFigures | null,
  interaction: InteractionFigures | null = null,
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  if (interaction) {
    const { floor } = interaction;
    for (const [page, figures] of Object.entries(interaction.pages)) {
      checks.push(
        checkBudget(
          {
            label: `${page}: first working tap ≤ ${budgets.firstWorkingTap.factor.toString()} × app floor`,
            unit: 'seconds',
            value: figures.firstWorkingTap,
            floor: floor.firstWorkingTap,
          },
          budgets.firstWorkingTap,
        ),
        checkBudget(
          {
            label: `${page}: lost taps ≤ app floor's`,
            unit: 'count',
            value: figures.lostTaps,
            floor: floor.lostTaps,
          },
          budgets.lostTaps,
        ),
      );
    }
  }
  if (bundle) {
    checks.push(
      checkBudget(
        {
          label: `first-page JS ≤ ${budgets.firstPageJs.factor.toString()} × app floor`,
          unit: 'kB',
          value: bundle.portal.js,
          floor: bundle.floor.js,
        },
        budgets.firstPageJs,
      ),
    );
  }
  if (lighthouse) {
    const floor = lighthouse.floors.static;
    for (const [page, figures] of Object.entries(lighthouse.pages)) {
      checks.push(
        checkBudget(
          {
            label: `${page}: performance ≥ ${budgets.performance.factor.toString()} × static floor`,
            unit: 'score',
            value: figures.performance,
            floor: floor.performance,
          },
          budgets.performance,
        ),
        checkBudget(
          {
            label: `${page}: LCP ≤ ${budgets.lcp.factor.toString()} × static floor`,
            unit: 'seconds',
            value: figures.lcp,
            floor: floor.lcp,
          },
          budgets.lcp,
        ),
        checkBudget(
          {
            label: `${page}: CLS ≤ ${budgets.cls.factor.toString()} × static floor`,
            unit: 'cls',
            value: figures.cls,
            floor: floor.cls,
          },
          budgets.cls,
        ),
      );
    }
  }
  return checks;
}
