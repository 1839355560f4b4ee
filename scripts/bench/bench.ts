// npm run bench: the bundle and Lighthouse benchmarks, each figure beside a floor measured in the
// same run on the same machine; writes bench/results.md and bench/results.json and fails when a
// budget (scripts/bench/budgets.ts) is over. A benchmark, never part of npm test. Needs a build
// (npm run build); uses BASE_URL, or npm run serve on 4173 (started here if nothing listens).
// BENCH_RUNS=1 (or --runs=1) for a quick look instead of the median of three Lighthouse runs.
import { runBench } from './run.ts';

process.exitCode = (await runBench({
  bundle: true,
  lighthouse: true,
  interaction: true,
  write: true,
}))
  ? 0
  : 1;
