// npm run bench:bundle: the first page's JavaScript and CSS (gzip) beside the app floor's
// (bench/floor/), and each lazily loaded area, from the last production build (npm run build).
// A benchmark, not a test: fails only when the first page is over its budget (the bundle part
// of npm run bench; scripts/bench/budgets.ts).
import { runBench } from './run.ts';

process.exitCode = (await runBench({ bundle: true, lighthouse: false, write: false })) ? 0 : 1;
