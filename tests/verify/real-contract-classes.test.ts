/**
 * What a backend written from the spec alone is told against the real contracts: each answer is
 * checked and classified as verify does it (checkAnswer, then classify), so that a marker moved
 * to a wider node than its rule, or one left off, shows here as a spec break turned into a
 * proposal (or back).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractName } from '../../src/api/contracts.ts';
import { checkAnswer } from '../../scripts/verify/check.ts';
import { loadContract, type LoadedContract } from '../../scripts/verify/contract.ts';
import { classify } from '../../scripts/verify/proposals.ts';
import { negativeRequests, type VerifyRequest } from '../../scripts/verify/requests.ts';

const contracts = new Map<ContractName, LoadedContract>();

beforeAll(async () => {
  for (const name of ['chat-v4', 'patient', 'payments'] as const) {
    contracts.set(name, await loadContract(name));
  }
});

/** Each violation of one answer as `kind breaks`, e.g. `unexpected-status spec`. */
function told(
  contract: ContractName,
  operationId: string,
  status: number,
  body: unknown,
  options: { expect?: string[]; contentType?: string } = {},
): string[] {
  const loaded = contracts.get(contract);
  const operation = loaded?.operations.find((o) => o.operationId === operationId);
  if (!loaded || !operation) {
    throw new Error(`${contract} has no ${operationId}`);
  }
  const request: VerifyRequest = {
    label: 'example',
    method: operation.method,
    path: operation.path,
    headers: {},
    negative: false,
    expect: options.expect ?? [...operation.success],
  };
  const problems = checkAnswer(operation, request, {
    status,
    headers: new Headers({
      'content-type': options.contentType ?? 'application/json',
      'cache-control': 'no-store',
    }),
    body: body === undefined ? '' : JSON.stringify(body),
  });
  return problems
    .filter((p) => p.note !== true)
    .map(
      (p) =>
        `${p.kind} ${p.message.split(':')[0] ?? ''} ${p.location ? classify(loaded.document, operation.method, operation.path, p.location) : 'spec'}`,
    );
}

const queue = {
  id: 3012,
  open: true,
  length: 5,
  ninchatRealmId: '5lmphotc00i4g',
  ninchatId: 'hb34lqd8f06fl',
  siteConfig: 'asiointi-etavastaanotto',
  category: 'ORDERABLE',
  name: 'Fysioterapeutin chat',
  description: 'Keskustele fysioterapeutin kanssa.',
  topic: 10,
  icon: { name: 'physio' },
  openingHours: [],
  kind: 'ServiceRequest',
};
const problem = (status: number) => ({ type: 'about:blank', title: 'Error', status });

describe('chat-v4 getChatByCode: the success is the spec’s, its body’s shape ours', () => {
  it('a valid code answered 404 breaks the spec', () => {
    expect(told('chat-v4', 'getChatByCode', 404, problem(404))).toEqual([
      'unexpected-status expected 200 for this request, got 404 spec',
      'media-type media type application/json is not declared for 404 (declared proposal',
      // The error name in `code` is ours.
      'missing-field $.code proposal',
    ]);
  });

  it('a success body that breaks the queue breaks only our proposal', () => {
    const { name: _name, ...nameless } = queue;
    expect(told('chat-v4', 'getChatByCode', 200, nameless)).toEqual([
      'missing-field $.name proposal',
    ]);
  });

  it('an expired code answered 404 instead of 422 breaks the spec', () => {
    expect(told('chat-v4', 'getChatByCode', 404, problem(404), { expect: ['422'] })).toEqual([
      'unexpected-status expected 422 for this request, got 404 spec',
      'media-type media type application/json is not declared for 404 (declared proposal',
      'missing-field $.code proposal',
    ]);
  });
});

describe('patient: another success where the spec gives none', () => {
  const profile = {
    id: 'ba882c38-4efc-41c7-87ac-a7951d1df174',
    lastName: 'Mäkinen',
    hasSocialInsuranceCardImage: false,
  };

  it('createProfile answered 200 instead of our 201 breaks only our proposal', () => {
    expect(told('patient', 'createProfile', 200, profile)).toEqual([
      'undeclared-status status 200 is not declared (declared proposal',
    ]);
  });

  it('getProfile answered 201 instead of the 200 it declares breaks the spec', () => {
    expect(told('patient', 'getProfile', 201, profile)).toEqual([
      'undeclared-status status 201 is not declared (declared spec',
    ]);
  });
});

describe('patient listCustomerInfoConsents: the chat-service spec’s Consent API', () => {
  it('a 500 without code and message breaks the spec', () => {
    expect(
      told('patient', 'listCustomerInfoConsents', 500, problem(500), { expect: ['500'] }),
    ).toEqual(['missing-field $.code spec', 'missing-field $.message spec']);
  });

  it('a body other than our list of consents breaks only our proposal', () => {
    expect(told('patient', 'listCustomerInfoConsents', 200, { consents: [] })).toEqual([
      'wrong-type $ proposal',
    ]);
    expect(told('patient', 'listCustomerInfoConsents', 200, [{ id: 'oralHealth' }])).toEqual([
      'missing-field $[0].categoryId proposal',
      'missing-field $[0].description proposal',
      'missing-field $[0].isGiven proposal',
    ]);
  });

  it('a 400 for the language is ours', () => {
    expect(
      told('patient', 'listCustomerInfoConsents', 400, problem(400), { expect: ['400'] }),
    ).toEqual(['missing-field $.code proposal', 'missing-field $.message proposal']);
  });
});

/** `accepted-invalid <spec|proposal>` for each negative request of an operation, answered 2xx. */
function negativesAccepted(contract: ContractName, operationId: string): Record<string, string> {
  const loaded = contracts.get(contract);
  const operation = loaded?.operations.find((o) => o.operationId === operationId);
  if (!loaded || !operation) {
    throw new Error(`${contract} has no ${operationId}`);
  }
  const status = Number(operation.success[0] ?? '200');
  return Object.fromEntries(
    negativeRequests(operation).map((request) => {
      const problems = checkAnswer(operation, request, {
        status,
        headers: new Headers({ 'cache-control': 'no-store' }),
        body: '',
      }).filter((p) => p.kind === 'accepted-invalid');
      return [
        request.label,
        problems
          .map((p) =>
            p.location
              ? classify(loaded.document, operation.method, operation.path, p.location)
              : 'spec',
          )
          .join(','),
      ];
    }),
  );
}

describe('an invalid request answered with a success (--negative)', () => {
  it('breaks only our proposal where the spec names no refusal for the call', () => {
    // chat-started: the spec shows no body and no 400.
    expect(Object.values(negativesAccepted('chat-v4', 'notifyChatStarted'))).toEqual(
      expect.arrayContaining(['proposal']),
    );
    expect(Object.values(negativesAccepted('chat-v4', 'notifyChatStarted'))).not.toContain('spec');
    // chat-queues-status: its 400 is ours.
    expect(negativesAccepted('chat-v4', 'listChatQueueStatuses')).toEqual({
      'negative: without required query parameter `queueIds`': 'proposal',
    });
  });

  it('breaks the spec where the spec names the refusal and the broken part is the spec’s', () => {
    const payments = negativesAccepted('payments', 'updatePaymentMethod');
    expect(payments['negative: body without required field `method`']).toBe('spec');
    expect(payments['negative: without the required body']).toBe('spec');
  });

  it('breaks only our proposal where the broken body or field is ours', () => {
    // ProfileCreate is ours as a whole (the spec says only "JSON; create").
    const create = negativesAccepted('patient', 'createProfile');
    expect(Object.values(create).filter((c) => c !== '')).not.toContain('spec');
  });
});

describe('a 401 without a body', () => {
  it('names the bodies the contract declares, and is ours', () => {
    const loaded = contracts.get('chat-v4');
    const operation = loaded?.operations.find((o) => o.operationId === 'listPersonChatQueues');
    if (!loaded || !operation) {
      throw new Error('chat-v4 has no listPersonChatQueues');
    }
    const request: VerifyRequest = {
      label: 'example',
      method: operation.method,
      path: operation.path,
      headers: {},
      negative: false,
      expect: ['401'],
    };
    const mediaTypes = ['application/problem+json', 'application/json'];
    const [problem, ...others] = checkAnswer(
      operation,
      request,
      { status: 401, headers: new Headers(), body: '' },
      {
        unionNames: (path) =>
          loaded.document.unionNames(operation.method, operation.path, '401', mediaTypes, path),
      },
    );
    expect(others).toEqual([]);
    expect(problem?.message).toBe(
      'status 401 has no body; the contract declares one (application/problem+json or application/json: ChatProblem or GatewayError)',
    );
    expect(
      problem?.location &&
        classify(loaded.document, operation.method, operation.path, problem.location),
    ).toBe('proposal');
  });
});
