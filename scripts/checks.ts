/**
 * npm run checks: the static checks, two at a time; with `--unit` (as npm test runs it), the unit
 * tests too. ESLint takes the longest; the second lane runs the unit tests (one Vitest worker)
 * and the short checks beside it, so that neither core idles while ESLint runs (the figures are
 * in docs/contributing.md). Each script's output is printed whole when it ends; the exit status
 * is 1 when any failed.
 */
import { spawn } from 'node:child_process';

/** The npm scripts, longest first so that the short ones fill in beside them. */
const scripts = [
  'lint',
  ...(process.argv.includes('--unit') ? ['test:unit'] : []),
  'typecheck',
  'format:check',
  'lint:cycles',
  'lint:contracts',
];
const parallel = 2;

function run(script: string): Promise<boolean> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `failed (exit ${String(code)})`;
      process.stdout.write(Buffer.concat(output));
      console.info(`npm run ${script}: ${status} in ${seconds} s`);
      done(code === 0);
    });
  });
}

const queue = [...scripts];
const results: boolean[] = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) {
      results.push(await run(script));
    }
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
