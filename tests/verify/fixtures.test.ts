/**
 * `--fixtures`: a team's own ids and codes per operation, with the status each expects, instead
 * of the contract's examples, against the spec-only chat backend (tests/verify/spec-backend.ts),
 * which knows only the team's codes besides the contract's.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtures } from '../../scripts/verify/fixtures.ts';
import { formatViolation, verify } from '../../scripts/verify/run.ts';
import { markedChatContract, startSpecBackend, type SpecBackend } from './spec-backend.ts';

let backend: SpecBackend;
let contractFile: string;
const directory = mkdtempSync(join(tmpdir(), 'verify-fixtures-'));

const file = (name: string, content: string): string => {
  const path = join(directory, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(async () => {
  backend = await startSpecBackend();
  contractFile = markedChatContract();
});

afterAll(async () => {
  await backend.close();
});

const teamCodes = `# The team's own codes
getChatByCode:
  - name: valid
    params: { code: TEAM-VALID }
  - name: expired
    params: { code: TEAM-OLD }
    expect: 422
  - name: unknown
    params: { code: NOBODY }
    expect: [404]
`;

describe('--fixtures', () => {
  it('sends the team’s codes instead of the contract’s, each held to its expected status', async () => {
    backend.received.length = 0;
    const report = await verify({
      contract: 'chat-v4',
      contractFile,
      target: backend.base,
      token: 'test-token',
      only: ['getChatByCode'],
      specOnly: true,
      fixtures: loadFixtures(file('codes.yaml', teamCodes)),
      log: () => undefined,
    });
    expect(backend.received.map((r) => r.path)).toEqual([
      '/chat-v4/person/chat-by-code/TEAM-VALID',
      '/chat-v4/person/chat-by-code/TEAM-OLD',
      '/chat-v4/person/chat-by-code/NOBODY',
    ]);
    expect(report.passed, report.violations.map(formatViolation).join('\n')).toBe(true);
    expect(report.operations[0]?.statuses).toEqual([200, 422, 404]);
  });

  it('names a fixture whose answer is not the status it expects', async () => {
    const report = await verify({
      contract: 'chat-v4',
      contractFile,
      target: backend.base,
      token: 'test-token',
      only: ['getChatByCode'],
      fixtures: { getChatByCode: [{ name: 'stale', params: { code: 'TEAM-OLD' } }] },
      log: () => undefined,
    });
    expect(
      report.violations.filter((v) => v.kind === 'unexpected-status').map(formatViolation),
    ).toEqual([
      'getChatByCode GET /person/chat-by-code/TEAM-OLD [fixture stale] → 422: expected 200 for this request, got 422 (a success; fixture stale gives no expect) — breaks the spec',
    ]);
  });

  it('reads JSON too, and refuses what it does not understand, by its place in the file', () => {
    expect(
      loadFixtures(
        file('codes.json', '{"getChatByCode": [{"params": {"code": "X"}, "expect": "4XX"}]}'),
      ),
    ).toEqual({ getChatByCode: [{ params: { code: 'X' }, expect: '4XX' }] });
    expect(() => loadFixtures(file('bad.yaml', 'getChatByCode:\n  - expect: 999\n'))).toThrow(
      /getChatByCode\.0\.expect/,
    );
    expect(() => loadFixtures(file('typo.yaml', 'getChatByCode:\n  - param: {code: X}\n'))).toThrow(
      /param/,
    );
  });

  it('refuses an operation or a parameter the contract does not have', async () => {
    const options = {
      contract: 'chat-v4' as const,
      contractFile,
      target: backend.base,
      log: () => undefined,
    };
    await expect(
      verify({ ...options, fixtures: { getChatByKode: [{ params: { code: 'X' } }] } }),
    ).rejects.toThrow(/chat-v4 has no operation getChatByKode/);
    await expect(
      verify({
        ...options,
        only: ['getChatByCode'],
        fixtures: { getChatByCode: [{ params: { kode: 'X' } }] },
      }),
    ).rejects.toThrow(/getChatByCode has no parameter kode \(it has: code\)/);
  });
});
