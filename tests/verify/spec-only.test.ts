/**
 * `verify` against a chat backend written from the spec alone (tests/verify/spec-backend.ts):
 * it passes `--spec-only` and is told which of our proposals it does not follow; an expired
 * code answered 404, a lookup that always answers 404 and a wrong base URL fail with words that
 * say what is wrong.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { summary } from '../../scripts/verify/report.ts';
import { formatViolation, verify, type VerifyOptions } from '../../scripts/verify/run.ts';
import {
  markedChatContract,
  specOperations,
  startSpecBackend,
  type SpecBackend,
} from './spec-backend.ts';

let backend: SpecBackend;
let contractFile: string;

beforeAll(async () => {
  backend = await startSpecBackend();
  contractFile = markedChatContract();
});

afterAll(async () => {
  await backend.close();
});

beforeEach(() => {
  backend.mode = { expired: 422, lookupAlways404: false };
  backend.received.length = 0;
});

/** verify of the spec-only backend, against the test contract (null: the real chat-v4). */
const run = (options: Partial<VerifyOptions> = {}, file: string | null = contractFile) =>
  verify({
    contract: 'chat-v4',
    ...(file === null ? {} : { contractFile: file }),
    target: backend.base,
    token: 'test-token',
    only: specOperations,
    log: () => undefined,
    ...options,
  });

describe('a backend that follows the spec and none of our proposals', () => {
  it('passes --spec-only, and is told each proposal it does not follow', async () => {
    const report = await run({ specOnly: true });
    const lines = report.violations.map(formatViolation);
    expect(report.passed, summary(report)).toBe(true);
    expect(report.counts.spec, lines.join('\n')).toBe(0);
    expect(report.misconfiguration).toEqual([]);
    // No queue has `kind` and no error body has `code`: each is named, as a proposal.
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^listPersonChatQueues GET \/person\/chat-queues \[example\] → 200: \$\[0\]\.kind: missing required field .* — breaks only our proposal$/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^getChatByCode GET \/person\/chat-by-code\/R8PD3W \[example expiredCode\] → 422: \$\.code: missing required field .* — breaks only our proposal$/,
      ),
    );
    expect(report.violations.every((v) => v.breaks === 'proposal')).toBe(true);
    expect(report.counts.proposal).toBe(report.violations.length);
    expect(summary(report)).toContain(
      `0 break(s) the spec, ${String(report.violations.length)} break(s) only our proposals`,
    );
    expect(summary(report)).toContain(
      `PASS (--spec-only): nothing breaks the spec; ${String(report.violations.length)} violation(s) break only our proposals (listed above).`,
    );
  });

  it('fails without --spec-only, saying that --spec-only would pass', async () => {
    const report = await run();
    expect(report.passed).toBe(false);
    expect(summary(report)).toContain(
      'FAIL (only our proposals are broken: --spec-only would pass).',
    );
  });

  it('never words a missing field as a wrong value that got nothing', async () => {
    const report = await run();
    const messages = report.violations.map((v) => v.message).join('\n');
    expect(messages).toContain('missing required field');
    expect(messages).not.toMatch(/got nothing/);
  });
});

describe('the same backend against the real chat-v4 contract', () => {
  it('passes --spec-only: what it leaves out, the contract does not require or marks ours', async () => {
    const report = await run({ specOnly: true }, null);
    expect(report.counts.spec, report.violations.map(formatViolation).join('\n')).toBe(0);
    expect(report.passed, summary(report)).toBe(true);
  });
});

describe('a run that proves less than it looks', () => {
  it('fails an expired code answered with the declared, but wrong, 404', async () => {
    backend.mode.expired = 404;
    const report = await run({ specOnly: true });
    expect(report.passed).toBe(false);
    const wrong = report.violations.filter((v) => v.kind === 'unexpected-status');
    expect(wrong.map(formatViolation)).toEqual([
      'getChatByCode GET /person/chat-by-code/R8PD3W [example expiredCode] → 404: expected 422 for this request, got 404 (x-expect of example expiredCode) — breaks the spec',
    ]);
    expect(summary(report)).toMatch(/FAIL: 1 violation\(s\) break the spec\./);
  });

  it('fails the same 404 against the real contract, whose markers are on their own nodes', async () => {
    backend.mode.expired = 404;
    const report = await run({ specOnly: true }, null);
    expect(report.passed).toBe(false);
    expect(
      report.violations.filter((v) => v.kind === 'unexpected-status').map(formatViolation),
    ).toContainEqual(
      expect.stringMatching(/expected 422 for this request, got 404 .* — breaks the spec$/),
    );
  });

  it('reports a lookup that always answers 404 as likely misconfiguration', async () => {
    backend.mode.lookupAlways404 = true;
    const report = await run({ specOnly: true });
    expect(report.passed).toBe(false);
    expect(report.misconfiguration).toEqual([
      'Likely misconfiguration: getChatByCode never answered 2xx (answered 404), so its success answer was not checked: ids or codes this environment does not have (give your own with --fixtures) or a wrong base URL.',
    ]);
    expect(summary(report)).toContain('NOT A PASS: likely misconfiguration');
  });

  it('reports a wrong base URL (every operation answers 404) as likely misconfiguration', async () => {
    const report = await run({ specOnly: true, target: `${backend.origin}/chat` });
    expect(report.passed).toBe(false);
    expect(report.misconfiguration).toHaveLength(1);
    expect(report.misconfiguration[0]).toMatch(
      /^Likely misconfiguration: every operation answered 404\. Is the base URL right\?/,
    );
    expect(report.misconfiguration[0]).toContain(
      `with its version (the contract's bases end in /chat-v4); ${backend.origin}/chat gave 404 to everything.`,
    );
    expect(summary(report)).toContain('NOT A PASS');
  });
});

describe('what the requests carry and the report shows', () => {
  it('sends --lang as Accept-Language (fi by default)', async () => {
    await run({ only: ['getPersonChatQueue'] });
    expect(backend.received.map((r) => r.language)).toContain('fi');
    backend.received.length = 0;
    await run({ only: ['getPersonChatQueue'], language: 'sv' });
    expect(new Set(backend.received.map((r) => r.language))).toEqual(new Set(['sv']));
  });

  it('prints no value of an answer unless asked to', async () => {
    backend.mode.wrongName = 987654321;
    const hidden = await run({ only: ['getPersonChatQueue'] });
    const hiddenText = [summary(hidden), ...hidden.violations.map(formatViolation)].join('\n');
    expect(hiddenText).toContain('$.name: wrong type: expected string, got a number');
    expect(hiddenText).not.toContain('987654321');
    const shown = await run({ only: ['getPersonChatQueue'], showValues: true });
    expect(shown.violations.map(formatViolation).join('\n')).toContain(
      '$.name: wrong type: expected string, got 987654321',
    );
    expect(JSON.stringify(hidden)).not.toContain('987654321');
  });
});
