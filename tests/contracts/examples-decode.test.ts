import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod';
import type { OperationTable } from '../../src/api/operation-table.ts';
import { contractNames } from '../../src/api/contracts.ts';
import { loadContract, operationsOf, type JsonObject } from './load-contracts.ts';

// The mock stack serves these examples and the portal decodes every answer with the generated
// zod schemas: an example the client would reject makes the local world lie.
const tables = Object.fromEntries(
  await Promise.all(
    contractNames.map(async (name) => {
      const module = (await import(`../../generated/${name}/operations.ts`)) as {
        operations: OperationTable;
      };
      return [name, module.operations] as const;
    }),
  ),
);

const cases = contractNames.flatMap((name) =>
  operationsOf(name, loadContract(name)).flatMap((o) => {
    const key = `${o.method.toUpperCase()} ${o.path}`;
    return Object.entries((o.operation.responses ?? {}) as Record<string, JsonObject>).flatMap(
      ([status, response]) =>
        Object.values((response.content ?? {}) as Record<string, JsonObject>).flatMap((media) =>
          Object.entries((media.examples ?? {}) as Record<string, JsonObject>).map(
            ([example, value]) =>
              [
                `${name} ${key} ${status} ${example}`,
                name,
                key,
                Number(status),
                value.value,
              ] as const,
          ),
        ),
    );
  }),
);

describe('every response example decodes with the generated zod schema of its status', () => {
  it.each(cases)('%s', (_, contract, key, status, value) => {
    const entry = tables[contract]?.[key];
    expect(entry, `${key} is not in generated/${contract}/operations.ts`).toBeDefined();
    const schema = entry?.responses[status];
    expect(schema).toBeTruthy();
    if (schema) {
      const result = safeParse(schema, value);
      expect(result.success, result.error?.message).toBe(true);
    }
  });
});
