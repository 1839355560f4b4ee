// orval: TanStack Query hooks and zod schemas for every contract, into generated/<contract>/.
// Run through `npm run generate`, which also writes openapi-typescript path types and the
// response table (scripts/build/generate.ts).
import { defineConfig, type Options } from 'orval';
import { contractNames, type ContractName } from './src/api/contracts.ts';

/** The mutator of each contract: src/api/mutators/<contract>.ts exports `<camelCase>Http`. */
export const mutatorName = (contract: ContractName): string =>
  `${contract.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Http`;

const miniContracts = new Set<ContractName>([
  'maintenance',
  'chat-v4',
  'payments',
  'identity',
  'self-triage',
]);

/**
 * The zod API a contract's schemas are generated with (orval's `zod.variant`, and the import of
 * the operation table scripts/build/generate.ts writes). Zod Mini for the maintenance flag, which every
 * page calls at once, so the first page carries no classic zod, and for the contracts the chat
 * front page calls or its modules import (chat-v4, payments, identity, self-triage), so that a
 * visitor's chat page builds no classic schema either: the first classic schema evaluates all of
 * zod's classic API, which with the chat API's schemas is a long task on a phone's CPU
 * (docs/performance.md). The other contracts keep the classic API; the contact form builds its schema
 * from the patient contract's (`.keyof()`, `.extend`), which Zod Mini does not have.
 */
export const zodVariant = (contract: ContractName): 'mini' | 'classic' =>
  miniContracts.has(contract) ? 'mini' : 'classic';

/** The module a contract's generated files import zod from, as orval writes it for its variant. */
export const zodModule = (contract: ContractName): 'zod/mini' | 'zod' =>
  zodVariant(contract) === 'mini' ? 'zod/mini' : 'zod';

const project = (contract: ContractName): Options => ({
  input: {
    target: `./openapi/${contract}.yaml`,
    parserOptions: { externalRefs: { allow: ['./common.yaml'] } },
  },
  output: {
    target: `./generated/${contract}/${contract}.ts`,
    schemas: { path: `./generated/${contract}/model`, type: 'zod' },
    client: 'react-query',
    httpClient: 'fetch',
    clean: true,
    override: {
      mutator: { path: `./src/api/mutators/${contract}.ts`, name: mutatorName(contract) },
      // Every success response is decoded with its zod schema by the mutator (src/api/http.ts).
      fetch: { runtimeValidation: true, includeHttpResponseReturnType: false },
      includeZodSchemaInArguments: true,
      zod: { variant: zodVariant(contract) },
      query: {
        signal: true,
        // Query keys include the current patient, so a switch of principal never shows
        // another person's cached data.
        queryKey: { path: './src/api/query-key.ts', name: 'patientQueryKey' },
      },
    },
  },
});

export default defineConfig(
  Object.fromEntries(contractNames.map((contract) => [contract, project(contract)])),
);
