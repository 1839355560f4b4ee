/**
 * `verify` against a deliberately wrong server: a tiny node:http server that answers each
 * operation with a planted defect, built from the contract's own example answer. Every defect
 * must be caught and named. To plant another defect, add one row to `defects`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractName } from '../../src/api/contracts.ts';
import type { ProblemKind } from '../../scripts/verify/check.ts';
import { loadContract } from '../../scripts/verify/contract.ts';
import {
  formatViolation,
  subscriptionKeyHeader,
  verify,
  type VerifyReport,
} from '../../scripts/verify/run.ts';
import { subscriptionKeyHeader as appSubscriptionKeyHeader } from '../../src/api/http.ts';

type Json = unknown;
type JsonObject = Record<string, Json>;

interface Reply {
  status: number;
  /** `application/json` by default. */
  contentType?: string;
  headers?: Record<string, string>;
  body?: Json;
}

/** The contract's own example answer of the operation for a status (its first one). */
type ExampleOf = (status: number) => Json;

interface Defect {
  defect: string;
  contract: ContractName;
  operationId: string;
  /** Send the generated invalid inputs too (`--negative`). */
  negative?: true;
  reply: (example: ExampleOf) => Reply;
  /** The kind every violation of the run has, and a message one of them matches. */
  kind: ProblemKind;
  message: RegExp;
}

const object = (value: Json): JsonObject => value as JsonObject;
const without = (value: Json, field: string): JsonObject => {
  const { [field]: _dropped, ...rest } = object(value);
  return rest;
};
const first = (list: Json): Json => (list as Json[])[0];

/** The planted defects: one row each. */
const defects: Defect[] = [
  {
    defect: 'an undeclared status',
    contract: 'patient',
    operationId: 'getProfile',
    reply: () => ({ status: 418, body: { code: 'Teapot', message: 'I am a teapot' } }),
    kind: 'undeclared-status',
    message: /status 418 is not declared/,
  },
  {
    defect: 'a missing required field',
    contract: 'patient',
    operationId: 'getProfile',
    reply: (example) => ({ status: 200, body: without(example(200), 'lastName') }),
    kind: 'missing-field',
    message: /^\$\.lastName: missing required field/,
  },
  {
    defect: 'a wrong enum value',
    contract: 'patient',
    operationId: 'getProfile',
    reply: (example) => ({ status: 200, body: { ...object(example(200)), gender: 'other' } }),
    kind: 'wrong-enum',
    message: /^\$\.gender: not one of "male", "female": got "other"/,
  },
  {
    defect: 'a wrong format',
    contract: 'patient',
    operationId: 'getProfile',
    reply: (example) => ({
      status: 200,
      body: { ...object(example(200)), dateOfBirth: '12.4.1986' },
    }),
    kind: 'wrong-format',
    message: /^\$\.dateOfBirth: wrong format: expected date, got "12\.4\.1986"/,
  },
  {
    defect: 'a number as a string',
    contract: 'chat-v4',
    operationId: 'getChatQueue',
    reply: (example) => ({ status: 200, body: { ...object(example(200)), length: '5' } }),
    kind: 'wrong-type',
    message: /^\$\.length: wrong type: expected number, got "5"/,
  },
  {
    defect: 'a broken list item',
    contract: 'chat-v4',
    operationId: 'listChatQueues',
    reply: (example) => ({
      status: 200,
      body: [first(example(200)), without(first(example(200)), 'open')],
    }),
    kind: 'missing-field',
    message: /^\$\[1\]\.open: missing required field .*list item \$\[1\] does not decode/,
  },
  {
    defect: 'an error body without its declared `code`',
    contract: 'chat-v4',
    operationId: 'getChatQueue',
    reply: (example) => ({
      status: 404,
      contentType: 'application/problem+json',
      body: without(example(404), 'code'),
    }),
    kind: 'missing-field',
    message: /^\$\.code: missing required field/,
  },
  {
    defect: 'an error as JSON where problem+json is declared',
    contract: 'chat-v4',
    operationId: 'getChatQueue',
    reply: (example) => ({ status: 404, contentType: 'application/json', body: example(404) }),
    kind: 'media-type',
    message:
      /media type application\/json is not declared for 404 \(declared: application\/problem\+json\)/,
  },
  {
    defect: 'a declared header with a wrong value',
    contract: 'chat-v4',
    operationId: 'getChatByCode',
    reply: (example) => ({ status: 429, headers: { 'retry-after': 'soon' }, body: example(429) }),
    kind: 'header',
    message: /header Retry-After: "soon" is not a declared integer/,
  },
  {
    defect: 'a 401 body that is neither of the declared ones',
    contract: 'chat-v4',
    operationId: 'getChatByCode',
    reply: () => ({ status: 401, body: { error: 'unauthorized' } }),
    kind: 'schema',
    message:
      /^\$: matches none of the bodies the contract declares here; expected one of: ChatProblem \(\$\.type missing, .*\); GatewayError \(\$\.statusCode missing, \$\.message missing\)$/,
  },
  {
    defect: 'a 2xx where the contract requires a 4xx',
    contract: 'patient',
    operationId: 'updateProfile',
    negative: true,
    reply: (example) => ({ status: 200, body: example(200) }),
    kind: 'accepted-invalid',
    message: /answered 200 to an invalid request; the contract requires a declared 4xx/,
  },
];

let current: Reply = { status: 500 };
/** The headers and the path of the last request the server received. */
let received: Record<string, string | string[] | undefined> = {};
let receivedPath = '';
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    received = request.headers;
    receivedPath = request.url ?? '';
    request.resume();
    request.on('end', () => {
      const { status, contentType = 'application/json', headers = {}, body } = current;
      // Each planted defect stands alone: like a right backend, every answer asks not to be stored.
      response.writeHead(status, {
        'cache-control': 'no-store',
        ...headers,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function exampleOf(contract: ContractName, operationId: string): Promise<ExampleOf> {
  const { operations } = await loadContract(contract);
  const operation = operations.find((o) => o.operationId === operationId);
  return (status) => {
    const response = operation?.parsed.responses.find((r) => r.code === String(status));
    const example = response?.contents?.[0]?.examples?.[0];
    if (!example || !('value' in example)) {
      throw new Error(`${contract} ${operationId} has no example for ${String(status)}`);
    }
    return structuredClone<Json>(example.value);
  };
}

describe('verify against a wrong server', () => {
  it.each(defects)('catches and names $defect ($contract $operationId)', async (row) => {
    current = row.reply(await exampleOf(row.contract, row.operationId));
    const report: VerifyReport = await verify({
      contract: row.contract,
      target: `${base}/${row.contract}`,
      token: 'test-token',
      subscriptionKey: 'test-key',
      only: [row.operationId],
      showValues: true,
      ...(row.negative ? { negative: true } : {}),
      log: () => undefined,
    });
    const lines = report.violations.map(formatViolation);
    expect(lines.length, 'no violation reported').toBeGreaterThan(0);
    // A planted error answer is also the wrong status for requests that expect a success.
    const planted = report.violations.filter((v) => v.kind !== 'unexpected-status');
    expect(
      planted.map((v) => v.kind),
      lines.join('\n'),
    ).toEqual(planted.map(() => row.kind));
    expect(
      report.violations.some((v) => row.message.test(v.message)),
      lines.join('\n'),
    ).toBe(true);
    for (const violation of report.violations) {
      expect(violation.operationId).toBe(row.operationId);
    }
  });

  it('sends the token and the subscription key in the headers the app sends', async () => {
    expect(subscriptionKeyHeader).toBe(appSubscriptionKeyHeader);
    current = { status: 418 };
    await verify({
      contract: 'patient',
      target: `${base}/patient`,
      token: 'test-token',
      subscriptionKey: 'test-key',
      only: ['getProfile'],
      log: () => undefined,
    });
    expect(received.authorization).toBe('Bearer test-token');
    expect(received[appSubscriptionKeyHeader.toLowerCase()]).toBe('test-key');
    expect(received.accept).toBe('application/json, application/problem+json');
  });

  it('notes fields the contract does not name, without a violation', async () => {
    const example = await exampleOf('patient', 'getProfile');
    current = { status: 200, body: { ...object(example(200)), nickname: 'Lauri' } };
    const report = await verify({
      contract: 'patient',
      target: `${base}/patient`,
      token: 'test-token',
      only: ['getProfile'],
      log: () => undefined,
    });
    expect(report.violations).toEqual([]);
    expect(report.notes).toContain(
      'getProfile [example]: $.nickname: a field the contract does not name (allowed, unless the schema says otherwise)',
    );
  });

  it('sends an operation with a base of its own to its --target <operationId>=<url>', async () => {
    current = { status: 418 };
    const options = {
      contract: 'patient' as const,
      target: `${base}/patient/v1`,
      only: ['listCustomerInfoConsents'],
      log: () => undefined,
    };
    const own = await verify({
      ...options,
      operationTargets: { listCustomerInfoConsents: `${base}/customer-info/v2/` },
    });
    expect(receivedPath).toMatch(/^\/customer-info\/v2\/consents(\?|$)/);
    expect(own.operations[0]?.base).toBe(`${base}/customer-info/v2`);
    expect(own.notes.join('\n')).not.toContain('base of its own');

    const shared = await verify(options);
    expect(receivedPath).toMatch(/^\/patient\/v1\/consents(\?|$)/);
    expect(shared.notes.join('\n')).toContain(
      'give --target listCustomerInfoConsents=<url> for its own base',
    );
    await expect(
      verify({ ...options, operationTargets: { noSuchOperation: base } }),
    ).rejects.toThrow(/has no operation noSuchOperation/);
  });

  it('the CLI exits 1, prints the violation and writes the JSON report', async () => {
    current = { status: 418, body: { code: 'Teapot', message: 'I am a teapot' } };
    const json = join(mkdtempSync(join(tmpdir(), 'verify-')), 'report.json');
    const run = promisify(execFile)(
      process.execPath,
      [
        'scripts/verify/verify.ts',
        '--contract=patient',
        `--target=${base}/patient`,
        '--token=secret-test-token',
        '--only=getProfile',
        `--json=${json}`,
      ],
      { cwd: join(import.meta.dirname, '../..') },
    );
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code?: number; stdout?: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toContain(
      'getProfile GET /profile [example] → 418: status 418 is not declared',
    );
    expect(failure?.stdout).toMatch(/FAIL\s+getProfile/);
    expect(failure?.stdout).not.toContain('secret-test-token');
    const report = JSON.parse(readFileSync(json, 'utf8')) as VerifyReport;
    expect(report.violations).toHaveLength(1);
    expect(report.counts.spec + report.counts.proposal).toBe(1);
    expect(report.passed).toBe(false);
    expect(report.violations[0]).toMatchObject({
      status: 418,
      kind: 'undeclared-status',
    });
  }, 30_000);
});
