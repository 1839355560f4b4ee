/**
 * `verify` against the mock stack (Prism behind the mock gateway, in-process on an ephemeral
 * port): the mock answers from the contracts' own examples, so every contract passes, with and
 * without negative cases. `--as` signs in at the local sign-in provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type Gateway } from '../../mock-server/gateway/gateway.ts';
import { startPrism, type PrismStack } from '../../mock-server/gateway/prism.ts';
import {
  startSignInProvider,
  type SignInProvider,
} from '../../mock-server/sign-in/sign-in-provider.ts';
import { contractNames } from '../../src/api/contracts.ts';
import { summary } from '../../scripts/verify/report.ts';
import { formatViolation, verify } from '../../scripts/verify/run.ts';
import { signInAs } from '../../scripts/verify/sign-in.ts';
import { subjects, testToken } from '../support/test-token.ts';

let prism: PrismStack;
let gateway: Gateway;

beforeAll(async () => {
  prism = await startPrism({ logLevel: 'silent' });
  gateway = await startGateway({ port: 0, prism, log: () => undefined });
});

afterAll(async () => {
  await gateway.close();
  await prism.close();
});

describe('verify against the mock stack', () => {
  it.each(contractNames)(
    '%s keeps its contract, negative cases included',
    async (contract) => {
      const lines: string[] = [];
      const report = await verify({
        contract,
        target: `${gateway.url}/api/${contract}`,
        token: testToken(subjects.mainUser),
        subscriptionKey: 'test-subscription-key',
        negative: true,
        log: (line) => lines.push(line),
      });
      expect(report.violations.map(formatViolation), summary(report)).toEqual([]);
      // Every operation answers a success to one of its examples: the run checked them all.
      expect(report.misconfiguration).toEqual([]);
      expect(report.passed).toBe(true);
      expect(report.operations.length).toBeGreaterThan(0);
      // A progress line per operation.
      expect(lines.filter((line) => line.startsWith('✓'))).toHaveLength(report.operations.length);
      // Dozens of requests through Prism: a busy machine takes longer than the default 5 s.
    },
    30_000,
  );
});

describe('--as', () => {
  let provider: SignInProvider;

  beforeAll(async () => {
    provider = await startSignInProvider({ port: 0, log: () => undefined });
  });

  afterAll(async () => {
    await provider.close();
  });

  it('signs a test person in at the local provider and verifies with their token', async () => {
    const token = await signInAs('Laura Helena Mäkinen', { issuer: provider.issuer });
    const claims = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub?: string };
    expect(claims.sub).toBe(subjects.mainUser);
    const report = await verify({
      contract: 'patient',
      target: `${gateway.url}/api/patient`,
      token,
      subscriptionKey: 'test-subscription-key',
      only: ['getProfile'],
      log: () => undefined,
    });
    expect(report.violations).toEqual([]);
    expect(report.operations[0]?.statuses).toEqual([200]);
  });

  it('names the test persons who can sign in when the name is unknown', async () => {
    await expect(signInAs('Nobody', { issuer: provider.issuer })).rejects.toThrow(/mainUser/);
  });
});
