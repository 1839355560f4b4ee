// The interaction budgets of npm run bench (scripts/bench/budgets.ts): no lost tap, and the first
// working tap no later than the app floor's.
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../../scripts/bench/budgets.ts';
import type { TapFigures } from '../../scripts/bench/interaction.ts';

const floor: TapFigures = { visible: 3700, firstWorkingTap: 4000, lostTaps: 0, buttons: 1 };
const page = (figures: Partial<TapFigures>): TapFigures => ({
  visible: 850,
  firstWorkingTap: 3900,
  lostTaps: 0,
  buttons: 5,
  ...figures,
});

const resultOf = (tap: TapFigures) =>
  checkBudgets(null, null, { pages: { login: tap }, floor }).map((check) => [
    check.label,
    check.pass,
  ]);

describe('the interaction budgets', () => {
  it('pass a page whose taps all work, the first no later than the floor’s', () => {
    expect(resultOf(page({ firstWorkingTap: 4000 }))).toEqual([
      ['login: first working tap ≤ 1 × app floor', true],
      ["login: lost taps ≤ app floor's", true],
    ]);
  });

  it('fail one lost tap, and a first working tap later than the floor’s', () => {
    expect(resultOf(page({ firstWorkingTap: 4001, lostTaps: 1 }))).toEqual([
      ['login: first working tap ≤ 1 × app floor', false],
      ["login: lost taps ≤ app floor's", false],
    ]);
  });
});
