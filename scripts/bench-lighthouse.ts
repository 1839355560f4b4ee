// npm run bench:lighthouse: Lighthouse scores (performance, accessibility, best practices) of the
// main pages, mobile and desktop, from a running production serve (npm run serve, or BASE_URL).
// A benchmark, not a test: it prints the scores and key metrics.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:4173';
const pages = { front: '/fi/asiointi/', login: '/fi/asiointi/tunnistaminen/kirjaudu-sisaan' };
const lighthouse = resolve(import.meta.dirname, '..', 'node_modules', '.bin', 'lighthouse');
const out = mkdtempSync(join(tmpdir(), 'asiointi-lighthouse-'));

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { displayValue?: string }>;
}

try {
  for (const [name, path] of Object.entries(pages)) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const file = join(out, `${name}-${formFactor}.json`);
      execFileSync(
        lighthouse,
        [
          `${baseUrl}${path}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices',
          ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
          '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
        ],
        { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: 'ignore' },
      );
      const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
      const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => report.audits[key]?.displayValue ?? '?';
      console.info(
        `${name.padEnd(6)} ${formFactor.padEnd(7)} performance ${score('performance')}, ` +
          `accessibility ${score('accessibility')}, best practices ${score('best-practices')}; ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      );
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
