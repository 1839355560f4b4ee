import type { $ZodType } from 'zod/v4/core';

/** An OpenAPI status range, e.g. `2XX`. */
export type StatusRange = `${1 | 2 | 3 | 4 | 5}XX`;

/** The entry of `status` in `responses`: its own, else its range's (`2XX`), else undefined. */
export function responseKey(
  responses: OperationEntry['responses'],
  status: number,
): number | StatusRange | undefined {
  if (status in responses) {
    return status;
  }
  const range = `${String(Math.floor(status / 100))}XX`;
  return range in responses ? (range as StatusRange) : undefined;
}

/** What the HTTP layer needs to know of one operation, generated from its contract. */
export interface OperationEntry {
  operationId: string;
  /** Which token goes in `Authorization`: the current patient's, the feedback service's, none. */
  auth: 'patient' | 'service' | 'none';
  /** Whether the API gateway's subscription key is sent. */
  subscriptionKey: boolean;
  /**
   * Status → zod schema of the body (null: no body, or one the client does not read). A range
   * (`'2XX'`) answers every status of its class that has no entry of its own.
   */
  responses: Readonly<Partial<Record<number | StatusRange, $ZodType | null>>>;
}

/** Each operation of a contract, by `'<METHOD> <path template>'`, e.g. `'GET /chat-queues/{id}'`. */
export type OperationTable = Readonly<Record<string, OperationEntry>>;

/**
 * An operation table, or how to load it: a contract's table holds every schema of the contract,
 * built when its module is evaluated, so most contracts' tables load on their first call
 * (src/api/tables.ts) rather than with the first page.
 */
export type OperationTableSource = OperationTable | (() => Promise<OperationTable>);

/** The table itself, loaded first when it is given as its loader. */
export const resolveTable = (
  source: OperationTableSource,
): OperationTable | Promise<OperationTable> => (typeof source === 'function' ? source() : source);
