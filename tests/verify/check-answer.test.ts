/**
 * `checkAnswer` on its own, for the rules no contract of ours exercises yet: a required response
 * header (none of the contracts declares one today, so the wrong-server test cannot plant it), a
 * body where the status declares none, and an empty body where it declares one. The operation is
 * a real one (chat-v4 getChatByCode), with its parsed 429 changed the way a contract would.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer, type Answer } from '../../scripts/verify/check.ts';
import { loadContract, type ContractOperation } from '../../scripts/verify/contract.ts';
import type { VerifyRequest } from '../../scripts/verify/requests.ts';

const request: VerifyRequest = {
  label: 'example',
  method: 'get',
  path: '/person/chats/by-code/K7RM2Q',
  headers: {},
  negative: false,
};
const gatewayBody = JSON.stringify({ statusCode: 429, message: 'Rate limit is exceeded.' });
const answer = (status: number, headers: Record<string, string>, body: string): Answer => ({
  status,
  headers: new Headers(headers),
  body,
});

let byCode: ContractOperation;

beforeAll(async () => {
  const { operations } = await loadContract('chat-v4');
  const found = operations.find((operation) => operation.operationId === 'getChatByCode');
  if (!found) {
    throw new Error('chat-v4 has no getChatByCode');
  }
  byCode = found;
});

/** The operation with its 429's headers marked required (or not). */
function withRetryAfter(required: boolean): ContractOperation {
  const copy = structuredClone(byCode.parsed);
  const rateLimited = copy.responses.find((response) => response.code === '429');
  if (!rateLimited?.headers?.[0]) {
    throw new Error('getChatByCode declares no 429 header');
  }
  rateLimited.headers[0].required = required;
  return { ...byCode, parsed: copy };
}

describe('the declared response headers', () => {
  const json = { 'content-type': 'application/json' };

  it('names a required header that is missing', () => {
    expect(checkAnswer(withRetryAfter(true), request, answer(429, json, gatewayBody))).toEqual([
      {
        kind: 'header',
        message: 'required header Retry-After is missing',
        location: { response: '429', header: 'Retry-After' },
      },
    ]);
  });

  it('lets an optional header be absent, and accepts a required one that is there', () => {
    expect(checkAnswer(withRetryAfter(false), request, answer(429, json, gatewayBody))).toEqual([]);
    expect(
      checkAnswer(
        withRetryAfter(true),
        request,
        answer(429, { ...json, 'retry-after': '30' }, gatewayBody),
      ),
    ).toEqual([]);
  });

  it('names a present header of the wrong type even when optional', () => {
    const wrong = answer(429, { ...json, 'retry-after': '1.5' }, gatewayBody);
    expect(
      checkAnswer(withRetryAfter(false), request, wrong, { showValues: true }).map(
        (p) => p.message,
      ),
    ).toEqual(['header Retry-After: "1.5" is not a declared integer']);
    expect(checkAnswer(withRetryAfter(false), request, wrong).map((p) => p.message)).toEqual([
      'header Retry-After: the value is not a declared integer',
    ]);
  });
});

describe('bodies against what the status declares', () => {
  it('names the bodies a 401 must carry when it carries none', () => {
    expect(checkAnswer(byCode, request, answer(401, {}, '')).map((p) => p.message)).toEqual([
      'status 401 has no body; the contract declares one (application/problem+json or application/json)',
    ]);
  });

  it('names an empty body where the status declares one', () => {
    expect(checkAnswer(byCode, request, answer(429, {}, ''))).toContainEqual(
      expect.objectContaining({
        kind: 'missing-field',
        message: 'status 429 has no body; the contract declares one (application/json)',
      }),
    );
  });
});

describe('a patient API error body as the spec gives it', () => {
  let getProfile: ContractOperation;
  const profileRequest: VerifyRequest = { ...request, path: '/profile' };
  const json = { 'content-type': 'application/json' };

  beforeAll(async () => {
    const { operations } = await loadContract('patient');
    const found = operations.find((operation) => operation.operationId === 'getProfile');
    if (!found) {
      throw new Error('patient has no getProfile');
    }
    getProfile = found;
  });

  it('accepts an error without a code or a message: the status decides', () => {
    expect(checkAnswer(getProfile, profileRequest, answer(500, json, '{}'))).toEqual([]);
    expect(
      checkAnswer(getProfile, profileRequest, answer(404, json, '{"message":"No profile"}')),
    ).toEqual([]);
  });

  it('accepts the gateway body and a coded service body on a 401', () => {
    const gateway = JSON.stringify({ statusCode: 401, message: 'Access denied.' });
    const coded = JSON.stringify({ code: 'InvalidTokenError', message: 'Expired' });
    const violations = (body: string) =>
      checkAnswer(getProfile, profileRequest, answer(401, json, body)).filter((p) => !p.note);
    expect(violations(gateway)).toEqual([]);
    expect(violations(coded)).toEqual([]);
  });
});
