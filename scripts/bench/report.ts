// The pure parts of npm run bench: medians, ratios to a floor, budget checks and the markdown
// tables. No I/O here, so tests/bench/ can check them.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) {
    throw new Error('The median of no values is undefined.');
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** `value / floor`, or null when the floor is 0 (a ratio to nothing says nothing). */
export function ratio(value: number, floor: number): number | null {
  return floor === 0 ? null : value / floor;
}

/**
 * How a figure is shown: kB, milliseconds shown as seconds, milliseconds, a 0–100 score, CLS, a
 * count.
 */
export type Unit = 'kB' | 'seconds' | 'ms' | 'score' | 'cls' | 'count';

export function formatFigure(value: number, unit: Unit): string {
  switch (unit) {
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'seconds':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value).toString()} ms`;
    case 'score':
      return Math.round(value).toString();
    case 'cls':
      return value.toFixed(3);
    case 'count':
      return Math.round(value).toString();
  }
}

/** `1.24×`, or `—` for no ratio. */
export const formatRatio = (value: number | null) =>
  value === null ? '—' : `${value.toFixed(2)}×`;

/** A Lighthouse run's figures (or the median of several): scores 0–100, times in ms. */
export interface PageFigures {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** Only measured for the portal's pages. */
  accessibility: number | null;
}

export const lighthouseMetrics = [
  { key: 'performance', label: 'performance', unit: 'score' },
  { key: 'lcp', label: 'LCP', unit: 'seconds' },
  { key: 'fcp', label: 'FCP', unit: 'seconds' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: 'cls' },
] as const satisfies readonly { key: keyof PageFigures; label: string; unit: Unit }[];

/** Each figure the median of its own values over the runs. */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number | null) => {
    const values = runs.map(pick).filter((value) => value !== null);
    return values.length === 0 ? null : median(values);
  };
  return {
    performance: of((run) => run.performance) ?? 0,
    lcp: of((run) => run.lcp) ?? 0,
    fcp: of((run) => run.fcp) ?? 0,
    tbt: of((run) => run.tbt) ?? 0,
    cls: of((run) => run.cls) ?? 0,
    accessibility: of((run) => run.accessibility),
  };
}

export type Direction = 'atMost' | 'atLeast';

export interface BudgetCheck {
  /** What is budgeted, e.g. `front: LCP ≤ 2 × static floor`. */
  label: string;
  unit: Unit;
  value: number;
  floor: number;
  factor: number;
  direction: Direction;
  /** `factor × floor`: the value allowed. */
  limit: number;
  ratio: number | null;
  pass: boolean;
}

/** Within budget when the value is at most (or at least) `factor` times the floor. */
export function checkBudget(
  figure: { label: string; unit: Unit; value: number; floor: number },
  budget: { factor: number; direction: Direction },
): BudgetCheck {
  const limit = budget.factor * figure.floor;
  // A hair of tolerance, so that 0.98 × 100 allows 98 despite floating point.
  const tolerance = 1e-9 * Math.max(1, Math.abs(limit));
  const pass =
    budget.direction === 'atMost'
      ? figure.value <= limit + tolerance
      : figure.value >= limit - tolerance;
  return { ...figure, ...budget, limit, ratio: ratio(figure.value, figure.floor), pass };
}

/** A GitHub-flavoured markdown table; a `|` in a cell is escaped. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per budget: the figure, its floor, the ratio, the limit and PASS or OVER. */
export function budgetTable(checks: readonly BudgetCheck[]): string {
  return markdownTable(
    ['budget', 'figure', 'floor', 'ratio', 'limit', 'result'],
    checks.map((check) => [
      check.label,
      formatFigure(check.value, check.unit),
      formatFigure(check.floor, check.unit),
      formatRatio(check.ratio),
      `${check.direction === 'atMost' ? '≤' : '≥'} ${check.factor.toString()}× floor`,
      check.pass ? 'PASS' : 'OVER',
    ]),
  );
}

/** The bundle's figures: first-page JavaScript and CSS (gzip), the portal's and the floor's. */
export interface BundleFigures {
  portal: { js: number; css: number };
  floor: { js: number; css: number };
}

export interface LighthouseFigures {
  /** The portal's pages by name (front, login, chat). */
  pages: Record<string, PageFigures>;
  floors: { app: PageFigures; static: PageFigures };
}

/** Every figure beside both floors, with its ratio to each. */
export function figuresTable(
  bundle: BundleFigures | null,
  lighthouse: LighthouseFigures | null,
): string {
  const rows: string[][] = [];
  if (bundle) {
    rows.push([
      'first-page JS (gzip)',
      formatFigure(bundle.portal.js, 'kB'),
      formatFigure(bundle.floor.js, 'kB'),
      formatFigure(0, 'kB'),
      formatRatio(ratio(bundle.portal.js, bundle.floor.js)),
      '—',
    ]);
    rows.push([
      'first-page CSS (gzip)',
      formatFigure(bundle.portal.css, 'kB'),
      formatFigure(bundle.floor.css, 'kB'),
      formatFigure(0, 'kB'),
      formatRatio(ratio(bundle.portal.css, bundle.floor.css)),
      '—',
    ]);
  }
  if (lighthouse) {
    const { app, static: bare } = lighthouse.floors;
    for (const [page, figures] of Object.entries(lighthouse.pages)) {
      for (const { key, label, unit } of lighthouseMetrics) {
        rows.push([
          `${page}: ${label}`,
          formatFigure(figures[key], unit),
          formatFigure(app[key], unit),
          formatFigure(bare[key], unit),
          formatRatio(ratio(figures[key], app[key])),
          formatRatio(ratio(figures[key], bare[key])),
        ]);
      }
      if (figures.accessibility !== null) {
        rows.push([
          `${page}: accessibility`,
          formatFigure(figures.accessibility, 'score'),
          '—',
          '—',
          '—',
          '—',
        ]);
      }
    }
  }
  return markdownTable(
    ['figure', 'portal', 'app floor', 'static floor', '÷ app floor', '÷ static floor'],
    rows,
  );
}

/** Every figure's ratio to the app floor and to the static floor (null where a floor is 0). */
export function figureRatios(bundle: BundleFigures | null, lighthouse: LighthouseFigures | null) {
  return {
    ...(bundle ? { firstPageJs: ratio(bundle.portal.js, bundle.floor.js) } : {}),
    ...(lighthouse
      ? {
          pages: Object.fromEntries(
            Object.entries(lighthouse.pages).map(([page, figures]) => [
              page,
              Object.fromEntries(
                lighthouseMetrics.map(({ key }) => [
                  key,
                  {
                    toAppFloor: ratio(figures[key], lighthouse.floors.app[key]),
                    toStaticFloor: ratio(figures[key], lighthouse.floors.static[key]),
                  },
                ]),
              ),
            ]),
          ),
        }
      : {}),
  };
}
