/**
 * The exit status of `npm run verify` and what it prints, run as a backend team runs it: 0 when
 * `--spec-only` finds only proposals broken, 1 on a spec violation or a likely misconfiguration,
 * 2 on a usage error, an unreachable target or a failed `--as` sign-in, each with the reason.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerifyReport } from '../../scripts/verify/run.ts';
import {
  markedChatContract,
  specOperations,
  startSpecBackend,
  type SpecBackend,
} from './spec-backend.ts';

let backend: SpecBackend;
let contractFile: string;
/** A port on which nothing listens (taken and released). */
let closedPort: number;

beforeAll(async () => {
  backend = await startSpecBackend();
  contractFile = markedChatContract();
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
});

afterAll(async () => {
  await backend.close();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[]): Promise<Run> {
  const run = promisify(execFile)(process.execPath, ['scripts/verify/verify.ts', ...args], {
    cwd: join(import.meta.dirname, '../..'),
  });
  return run.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    },
  );
}

const chat = () => [
  '--contract=chat-v4',
  `--contract-file=${contractFile}`,
  '--token=test-token',
  ...specOperations.map((id) => `--only=${id}`),
];

describe('the exit status of verify', () => {
  it('0 with --spec-only for a backend that breaks only proposals; 1 without', async () => {
    backend.mode = { expired: 422, lookupAlways404: false };
    const json = join(mkdtempSync(join(tmpdir(), 'verify-cli-')), 'report.json');
    const specOnly = await cli([
      ...chat(),
      `--target=${backend.base}`,
      '--spec-only',
      `--json=${json}`,
    ]);
    expect(specOnly.code, specOnly.stdout + specOnly.stderr).toBe(0);
    const report = JSON.parse(readFileSync(json, 'utf8')) as VerifyReport;
    expect(report).toMatchObject({ specOnly: true, passed: true, misconfiguration: [] });
    expect(report.counts.spec).toBe(0);
    expect(report.counts.proposal).toBe(report.violations.length);
    expect(report.violations.length).toBeGreaterThan(0);
    expect(new Set(report.violations.map((v) => v.breaks))).toEqual(new Set(['proposal']));
    expect(specOnly.stdout).toMatch(/0 break\(s\) the spec, \d+ break\(s\) only our proposals/);
    expect(specOnly.stdout).toContain('PASS (--spec-only)');
    const strict = await cli([...chat(), `--target=${backend.base}`]);
    expect(strict.code).toBe(1);
  }, 60_000);

  it('1 for a wrong base URL, named as likely misconfiguration', async () => {
    const run = await cli([...chat(), `--target=${backend.origin}/chat`, '--spec-only']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Likely misconfiguration: every operation answered 404');
    expect(run.stdout).toContain('NOT A PASS');
  }, 30_000);

  it('2 for a refused connection, naming the target', async () => {
    const target = `http://127.0.0.1:${String(closedPort)}`;
    const run = await cli([...chat(), `--target=${target}/chat-v4`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `Cannot reach the target ${target}: connection refused, nothing listens there (ECONNREFUSED)`,
    );
  }, 30_000);

  it('2 for a host name that does not resolve, naming the target', async () => {
    const run = await cli([...chat(), '--target=http://verify-target.invalid/chat-v4']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /Cannot reach the target http:\/\/verify-target\.invalid: the host name (is not known|could not be resolved) \(DNS\)/,
    );
  }, 30_000);

  it('2 when --as cannot sign in, saying why', async () => {
    const run = await cli([
      '--contract=chat-v4',
      `--target=${backend.base}`,
      '--as=mainUser',
      `--sign-in=http://127.0.0.1:${String(closedPort)}`,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `--as mainUser: signing in failed: the sign-in provider http://127.0.0.1:${String(closedPort)} cannot be reached`,
    );
    expect(run.stderr).toContain('ECONNREFUSED');
  }, 30_000);

  it('2 for a fixtures file it cannot read, or a language it does not know', async () => {
    const fixtures = join(mkdtempSync(join(tmpdir(), 'verify-cli-')), 'bad.yaml');
    writeFileSync(fixtures, 'getChatByCode:\n  - expect: teapot\n');
    const badFixtures = await cli([
      ...chat(),
      `--target=${backend.base}`,
      `--fixtures=${fixtures}`,
    ]);
    expect(badFixtures.code).toBe(2);
    expect(badFixtures.stderr).toContain(`--fixtures ${fixtures}: getChatByCode.0.expect`);
    const badLanguage = await cli([...chat(), `--target=${backend.base}`, '--lang=de']);
    expect(badLanguage.code).toBe(2);
    expect(badLanguage.stderr).toContain('--lang must be one of fi, sv, en');
  }, 30_000);
});
