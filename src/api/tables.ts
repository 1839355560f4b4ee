// The operation tables of the contracts (generated/<contract>/operations.ts), each loaded on the
// contract's first call. A table holds every response and error schema of its contract, and zod
// builds them all when the module is evaluated: together the tables were a third of the app's
// start on a slow phone, and a visitor who never signs in calls none of the patient's contracts.
// The maintenance table stays in the mutator: every page asks for the maintenance break at once,
// and its table is two operations.
import type { ContractName } from './contracts.ts';
import type { OperationTable } from './operation-table.ts';

/**
 * A table's loader: the module is imported on the first call and kept; a failed import (a chunk
 * the network lost) is tried again on the next call instead of failing every call after it.
 */
export function lazyTable(
  load: () => Promise<{ operations: OperationTable }>,
): () => Promise<OperationTable> {
  let table: Promise<OperationTable> | undefined;
  return () => {
    table ??= load().then(
      (module) => module.operations,
      (cause: unknown) => {
        table = undefined;
        throw cause;
      },
    );
    return table;
  };
}

/** The tables loaded on first use, by contract. */
export const operationTables = {
  'chat-v4': lazyTable(() => import('../../generated/chat-v4/operations.ts')),
  payments: lazyTable(() => import('../../generated/payments/operations.ts')),
  'self-triage': lazyTable(() => import('../../generated/self-triage/operations.ts')),
  patient: lazyTable(() => import('../../generated/patient/operations.ts')),
  identity: lazyTable(() => import('../../generated/identity/operations.ts')),
  'app-events': lazyTable(() => import('../../generated/app-events/operations.ts')),
  feedback: lazyTable(() => import('../../generated/feedback/operations.ts')),
} satisfies Partial<Record<ContractName, () => Promise<OperationTable>>>;
