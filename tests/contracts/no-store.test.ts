import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import {
  contractNames,
  loadContractFile,
  openapiDir,
  operationsOf,
  type JsonObject,
} from './load-contracts.ts';

/** An answer that names or concerns a person: any bearer-protected call, and the identity service. */
const personal = (contract: string, security: JsonObject[]) =>
  contract === 'identity' || security.some((requirement) => 'bearerAuth' in requirement);

const common = loadContractFile(join(openapiDir, 'common.yaml'));

describe('personal answers are never cached', () => {
  it('the shared header is `Cache-Control: no-store`, marked as our proposal', () => {
    const header = (common.components as JsonObject).headers as JsonObject;
    expect(header.NoStore).toMatchObject({
      'x-proposal': true,
      required: true,
      schema: { type: 'string', const: 'no-store' },
    });
    expect((header.NoStore as JsonObject).description).toMatch(/^Proposal:/);
  });

  it.each(contractNames)('%s: every personal answer with a body requires it', (name) => {
    const missing = operationsOf(name)
      .filter(({ contract, security }) => personal(contract, security))
      .flatMap(({ method, path, operation }) =>
        Object.entries(operation.responses as Record<string, JsonObject>)
          .filter(([status, response]) => status.startsWith('2') && response.content)
          .filter(([, response]) => {
            const header = (response.headers as JsonObject | undefined)?.['Cache-Control'];
            return (header as JsonObject | undefined)?.schema === undefined
              ? true
              : ((header as JsonObject).schema as JsonObject).const !== 'no-store';
          })
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      );
    expect(missing).toEqual([]);
  });
});
