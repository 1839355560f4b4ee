/**
 * The requests `verify` builds from a contract: one per example name (a body's or a
 * parameter's), each with the parameters of that name, none sent twice; and the invalid inputs of
 * `--negative`, for an object body and for the body as a whole.
 */
import { describe, expect, it } from 'vitest';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import { loadContract, type ContractOperation } from '../../scripts/verify/contract.ts';
import { exampleRequests, negativeRequests } from '../../scripts/verify/requests.ts';

async function operation(contract: ContractName, operationId: string): Promise<ContractOperation> {
  const { operations } = await loadContract(contract);
  const found = operations.find((o) => o.operationId === operationId);
  if (!found) {
    throw new Error(`${contract} has no ${operationId}`);
  }
  return found;
}

// Each test reads and dereferences a whole contract first; on a busy machine the first one has
// taken longer than Vitest's default 5 s, so these get more room than unit tests.
const slow = { timeout: 20_000 };

describe('the example requests', slow, () => {
  it('sends each parameter example of its own: the four codes of chat by code', async () => {
    const requests = exampleRequests(await operation('chat-v4', 'getChatByCode'));
    expect(requests.map((r) => [r.label, r.path])).toEqual([
      ['example physiotherapistCode', '/person/chat-by-code/K7RM2Q'],
      ['example expiredCode', '/person/chat-by-code/R8PD3W'],
      ['example rateLimitedCode', '/person/chat-by-code/RUUHKA'],
      ['example failingCode', '/person/chat-by-code/VIRHE1'],
    ]);
  });

  it('holds each request to its x-expect, else to the operation’s 2xx', async () => {
    const requests = exampleRequests(await operation('chat-v4', 'getChatByCode'));
    expect(requests.map((r) => [r.label, r.expect])).toEqual([
      ['example physiotherapistCode', ['200']],
      ['example expiredCode', ['422']],
      ['example rateLimitedCode', ['404', '429']],
      ['example failingCode', ['404', '500']],
    ]);
  });

  it.each(contractNames)('%s expects only statuses its operations declare', async (contract) => {
    const { operations } = await loadContract(contract);
    const undeclared = operations.flatMap((o) =>
      Object.entries(o.expects).flatMap(([example, codes]) =>
        codes
          .filter((code) => !o.parsed.responses.some((r) => r.code.toUpperCase() === code))
          .map((code) => `${o.operationId} ${example}: x-expect ${code} is not declared`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('pairs an optional parameter with the body example of the same name only', async () => {
    const requests = exampleRequests(await operation('feedback', 'sendFeedback'));
    const byLabel = Object.fromEntries(requests.map((r) => [r.label, r]));
    expect(byLabel['example commentUpdate']?.path).toBe('/feedback?updateIfExists=true');
    expect(byLabel['example npsScore']?.path).toBe('/feedback');
    expect(JSON.parse(byLabel['example npsScore']?.body ?? '{}')).toMatchObject({ score: 9 });
  });

  it('sends each consent category body to its own category (researchUse to researchUse)', async () => {
    const requests = exampleRequests(await operation('patient', 'updateCategoryConsents'));
    expect(
      requests.map((r) => [r.label, r.path, Object.keys(JSON.parse(r.body ?? '{}') as object)]),
    ).toEqual([
      [
        'example dataDisclosure',
        '/consent-categories/dataDisclosure/consents',
        ['dataDisclosureToPublicHealthcare', 'dataDisclosureToInsuranceCompany'],
      ],
      [
        'example researchUse',
        '/consent-categories/researchUse/consents',
        ['researchUseOfHealthData', 'researchContact'],
      ],
    ]);
  });

  it('does not send twice a request that a parameter example leaves the same', async () => {
    const requests = exampleRequests(await operation('chat-v4', 'getSecureChatMetadata'));
    const sent = requests.map((r) => `${r.path} ${r.body ?? ''}`);
    expect(new Set(sent).size).toBe(sent.length);
    // The embedded device is a request of its own; the web desktop one is the first example's.
    expect(requests.map((r) => r.label)).toEqual([
      'example onDemand',
      'example byCode',
      'example afterSelfTriage',
      'example embeddedMobile',
    ]);
    expect(requests.at(-1)?.path).toContain('deviceInfo=embedded%3Bmobile%3B');
  });

  it('is one request for an operation without named examples', async () => {
    expect(
      exampleRequests(await operation('chat-v4', 'listChatQueues')).map((r) => r.label),
    ).toEqual(['example']);
  });
});

describe('the negative requests', slow, () => {
  it('leave out a required body and send a body of the wrong type, each marked negative', async () => {
    const requests = negativeRequests(await operation('feedback', 'sendFeedback'));
    const withoutBody = requests.find((r) => r.label === 'negative: without the required body');
    expect(withoutBody).toMatchObject({ negative: true, method: 'POST' });
    expect(withoutBody?.body).toBeUndefined();
    const wrongBody = requests.find((r) => r.label.startsWith('negative: the body is'));
    expect(wrongBody?.label).toBe(
      'negative: the body is a string where the contract wants an object',
    );
    expect(wrongBody?.body).toBe('"not-an-object"');
    expect(requests.every((r) => r.negative)).toBe(true);
  });

  it('send no body-less case where the body is optional', async () => {
    const requests = negativeRequests(await operation('identity', 'registerPrincipal'));
    expect(requests.map((r) => r.label)).not.toContain('negative: without the required body');
  });
});
