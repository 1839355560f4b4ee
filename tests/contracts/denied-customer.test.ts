import { describe, expect, it } from 'vitest';
import { loadContract, operationsOf, type JsonObject } from './load-contracts.ts';

// A customer denied access gets 403 `CustomerDeniedAccessError` from any call made for them
// (chat-service spec §6 and portal-shell spec §6: the blocked page), so every person call of the
// chat API and every call of the patient API declares that 403, with an example of it.

const personCalls = [
  ...operationsOf('chat-v4', loadContract('chat-v4')).filter((op) =>
    op.path.startsWith('/person/'),
  ),
  ...operationsOf('patient', loadContract('patient')),
];

/** The `code` of each example of a response's bodies. */
function exampleCodes(response: JsonObject | undefined): unknown[] {
  const content = (response?.content ?? {}) as Record<string, JsonObject>;
  return Object.values(content).flatMap((media) =>
    Object.values((media.examples ?? {}) as Record<string, JsonObject>).map(
      (example) => (example.value as JsonObject | undefined)?.code,
    ),
  );
}

describe('the denied customer’s 403', () => {
  it('is found on the calls this test is about', () => {
    expect(personCalls.map((op) => `${op.method} ${op.path}`)).toEqual(
      expect.arrayContaining([
        'get /person/chat-by-code/{code}',
        'get /person/appointments/{id}',
        'get /consents',
      ]),
    );
  });

  it.each(
    personCalls.map((op) => [`${op.contract} ${op.method.toUpperCase()} ${op.path}`, op] as const),
  )('%s declares it', (_, op) => {
    const responses = op.operation.responses as Record<string, JsonObject>;
    expect(Object.keys(responses)).toContain('403');
    expect(exampleCodes(responses['403'])).toContain('CustomerDeniedAccessError');
  });
});
