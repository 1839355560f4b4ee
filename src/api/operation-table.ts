import type { ZodType } from 'zod';

/** What the HTTP layer needs to know of one operation, generated from its contract. */
export interface OperationEntry {
  operationId: string;
  /** Which token goes in `Authorization`: the current patient's, the feedback service's, none. */
  auth: 'patient' | 'service' | 'none';
  /** Whether the API gateway's subscription key is sent. */
  subscriptionKey: boolean;
  /** Status → zod schema of the body (null: no body). */
  responses: Readonly<Record<number, ZodType | null>>;
}

/** Each operation of a contract, by `'<METHOD> <path template>'`, e.g. `'GET /chat-queues/{id}'`. */
export type OperationTable = Readonly<Record<string, OperationEntry>>;
