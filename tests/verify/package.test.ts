/**
 * The stand-alone package for backend teams (packages/verify): built, packed with `npm pack`,
 * installed from the tarball alone in a clean directory (no registry, no portal) in under 50 MB
 * (the install time, well under the 30 s asked for, is measured by hand: no timed assertions), and run with `npx ./<tarball>` against the spec-only chat backend.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  markedChatContract,
  specOperations,
  startSpecBackend,
  type SpecBackend,
} from './spec-backend.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'verify-package-'));
/** A directory without the portal: where a backend team installs and runs the tarball. */
const clean = mkdtempSync(join(tmpdir(), 'verify-clean-'));
/** npm's cache of its own, so that nothing already cached helps and nothing leaks out. */
const npmEnv = { ...process.env, npm_config_cache: join(work, 'npm-cache') };
let tarball: string;
let backend: SpecBackend;
let contractFile: string;

/** The bytes of a directory tree. */
function size(directory: string): number {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

beforeAll(async () => {
  backend = await startSpecBackend();
  contractFile = markedChatContract();
  await run(process.execPath, ['scripts/verify/build-verify-package.ts'], { cwd: root });
  const { stdout } = await run('npm', ['pack', '--pack-destination', work, '--json'], {
    cwd: join(root, 'packages/verify'),
    env: npmEnv,
  });
  const [packed] = JSON.parse(stdout) as [{ filename: string }];
  tarball = join(work, packed.filename);
}, 60_000);

afterAll(async () => {
  await backend.close();
});

async function npx(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const relative = `./${tarball.slice(work.length + 1)}`;
  return run('npx', ['--offline', '--yes', relative, ...args], { cwd: work, env: npmEnv }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    },
  );
}

describe('the stand-alone verify package', () => {
  it('installs from the tarball alone, with no other package, in under 50 MB', async () => {
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], {
      cwd: clean,
      env: npmEnv,
    });
    expect(size(join(clean, 'node_modules'))).toBeLessThan(50 * 1024 * 1024);
    expect(readdirSync(join(clean, 'node_modules'))).toEqual([
      '.bin',
      '.package-lock.json',
      'asiointi-verify',
    ]);
  }, 60_000);

  it('runs with npx ./<tarball>: --spec-only passes the spec-only backend', async () => {
    const pass = await npx([
      '--contract=chat-v4',
      `--contract-file=${contractFile}`,
      `--target=${backend.base}`,
      '--token=test-token',
      '--spec-only',
      ...specOperations.map((id) => `--only=${id}`),
    ]);
    expect(pass.code, pass.stdout + pass.stderr).toBe(0);
    expect(pass.stdout).toContain('PASS (--spec-only)');
  }, 60_000);

  it('carries the contracts: a wrong base URL against the shipped chat-v4 is not a pass', async () => {
    const wrong = await npx([
      '--contract=chat-v4',
      `--target=${backend.origin}/chat`,
      '--token=test-token',
      ...specOperations.map((id) => `--only=${id}`),
    ]);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toContain('Likely misconfiguration: every operation answered 404');
    const usage = await npx(['--help']);
    expect(usage.stdout).toMatch(/^Usage: npx asiointi-verify --contract <name>/);
  }, 60_000);
});
