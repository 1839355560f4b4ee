import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets.ts';
import {
  checkBudget,
  figuresTable,
  markdownTable,
  median,
  medianFigures,
  ratio,
  type LighthouseFigures,
  type PageFigures,
} from '../../scripts/bench/report.ts';

const figures = (overrides: Partial<PageFigures> = {}): PageFigures => ({
  performance: 100,
  lcp: 600,
  fcp: 600,
  tbt: 0,
  cls: 0,
  accessibility: null,
  ...overrides,
});

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([2500, 900, 1200])).toBe(1200);
    expect(median([7])).toBe(7);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });

  it('takes each Lighthouse figure from its own runs', () => {
    const runs = [
      figures({ performance: 90, lcp: 3000, accessibility: 100 }),
      figures({ performance: 96, lcp: 1000, accessibility: 98 }),
      figures({ performance: 93, lcp: 2000, accessibility: 100 }),
    ];
    expect(medianFigures(runs)).toMatchObject({ performance: 93, lcp: 2000, accessibility: 100 });
    expect(medianFigures([figures(), figures()]).accessibility).toBeNull();
  });
});

describe('budgets as ratios to a floor', () => {
  const js = { label: 'js', unit: 'kB' as const, floor: 160 };

  it('holds at exactly the limit and is over just past it', () => {
    expect(checkBudget({ ...js, value: 200 }, { factor: 1.25, direction: 'atMost' })).toMatchObject(
      { limit: 200, ratio: 1.25, pass: true },
    );
    expect(checkBudget({ ...js, value: 200.1 }, { factor: 1.25, direction: 'atMost' }).pass).toBe(
      false,
    );
  });

  it('checks a score from below: 0.98 × 100 allows 98, not 97', () => {
    const score = { label: 'performance', unit: 'score' as const, floor: 100 };
    expect(checkBudget({ ...score, value: 98 }, { factor: 0.98, direction: 'atLeast' }).pass).toBe(
      true,
    );
    expect(checkBudget({ ...score, value: 97 }, { factor: 0.98, direction: 'atLeast' }).pass).toBe(
      false,
    );
  });

  it('gives no ratio to a floor of 0, and allows only 0 at factor 1', () => {
    expect(ratio(0.01, 0)).toBeNull();
    const cls = { label: 'CLS', unit: 'cls' as const, floor: 0 };
    expect(checkBudget({ ...cls, value: 0 }, { factor: 1, direction: 'atMost' }).pass).toBe(true);
    expect(checkBudget({ ...cls, value: 0.01 }, { factor: 1, direction: 'atMost' })).toMatchObject({
      ratio: null,
      pass: false,
    });
  });

  it('checks every page against the static floor and the bundle against the app floor', () => {
    const lighthouse: LighthouseFigures = {
      pages: { front: figures({ lcp: 1100 }), login: figures({ lcp: 2500, performance: 93 }) },
      floors: { app: figures({ lcp: 2400 }), static: figures({ lcp: 600 }) },
    };
    const checks = checkBudgets(
      { portal: { js: 198, css: 7 }, floor: { js: 141, css: 0 } },
      lighthouse,
    );
    const over = checks.filter((check) => !check.pass).map((check) => check.label);
    expect(over).toEqual([
      'first-page JS ≤ 1.25 × app floor',
      'login: performance ≥ 0.98 × static floor',
      'login: LCP ≤ 2 × static floor',
    ]);
    expect(checks).toHaveLength(7);
    expect(checkBudgets(null, null)).toEqual([]);
  });
});

describe('markdown tables', () => {
  it('writes a header, a rule and one line per row, escaping pipes', () => {
    expect(markdownTable(['a', 'b'], [['1', 'x|y']])).toBe(
      ['| a | b |', '| --- | --- |', '| 1 | x\\|y |'].join('\n'),
    );
  });

  it('shows each figure beside both floors with its ratios', () => {
    const table = figuresTable(
      { portal: { js: 198, css: 7 }, floor: { js: 160, css: 0 } },
      {
        pages: { front: figures({ lcp: 2500, tbt: 40, accessibility: 100 }) },
        floors: { app: figures({ lcp: 2000, tbt: 20 }), static: figures({ lcp: 625 }) },
      },
    );
    const lines = table.split('\n');
    expect(lines).toContain('| first-page JS (gzip) | 198.0 kB | 160.0 kB | 0.0 kB | 1.24× | — |');
    expect(lines).toContain('| front: LCP | 2.50 s | 2.00 s | 0.63 s | 1.25× | 4.00× |');
    expect(lines).toContain('| front: TBT | 40 ms | 20 ms | 0 ms | 2.00× | — |');
    expect(lines).toContain('| front: accessibility | 100 | — | — | — | — |');
  });
});
