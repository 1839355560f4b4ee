/**
 * `verify` against a payments service written from the spec alone (chat-service spec §7: GET and
 * PATCH settings/payment-method with `method`; 400, 404 and 500 with `code` and `message`; 503
 * with `code` `maintenance` and a message of off, readonly or full), in every mode: each answer
 * keeps the real contract, the invalid inputs are refused, and an error mode breaks nothing but is
 * not a pass either (no success was checked).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summary } from '../../scripts/verify/report.ts';
import { formatViolation, verify } from '../../scripts/verify/run.ts';

type Mode = 'ok' | 400 | 401 | 404 | 500 | 'off' | 'readonly' | 'full';

let server: Server;
let base: string;
let mode: Mode = 'ok';

const send = (response: ServerResponse, status: number, body: unknown): void => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      if (request.url !== '/payments/v1/settings/payment-method') {
        send(response, 404, { code: 'NotFound', message: 'No such path.' });
        return;
      }
      if (typeof mode === 'number') {
        send(response, mode, { code: 'Error', message: `Failed with ${String(mode)}.` });
        return;
      }
      if (mode !== 'ok') {
        send(response, 503, { code: 'maintenance', message: mode });
        return;
      }
      if (request.method === 'GET') {
        send(response, 200, { method: 'online' });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const method = (body as { method?: unknown } | undefined)?.method;
      if (method === 'online' || method === 'paper') {
        send(response, 200, { method });
      } else {
        send(response, 400, { code: 'BadRequest', message: 'method must be online or paper.' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/payments/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const run = (negative: boolean) =>
  verify({
    contract: 'payments',
    target: base,
    token: 'test-token',
    negative,
    log: () => undefined,
    fixtures:
      mode === 'ok'
        ? {}
        : {
            getPaymentMethod: [{ expect: typeof mode === 'number' ? mode : 503 }],
            updatePaymentMethod: [{ expect: typeof mode === 'number' ? mode : 503 }],
          },
  });

describe('a payments service written from the spec', () => {
  it('passes, invalid inputs refused with its 400', async () => {
    mode = 'ok';
    const report = await run(true);
    expect(report.violations.map(formatViolation), summary(report)).toEqual([]);
    expect(report.misconfiguration).toEqual([]);
    expect(report.passed).toBe(true);
  });

  it.each<Mode>([400, 401, 404, 500, 'off', 'readonly', 'full'])(
    'in mode %s breaks nothing, and is not taken for a pass',
    async (errorMode) => {
      mode = errorMode;
      const report = await run(false);
      expect(report.violations.map(formatViolation), summary(report)).toEqual([]);
      expect(report.passed).toBe(false);
      // Every answer a 404 reads as a wrong base URL; any other error as ids or a token.
      expect(report.misconfiguration.join('\n')).toContain(
        errorMode === 404 ? 'every operation answered 404' : 'never answered 2xx',
      );
    },
  );
});
