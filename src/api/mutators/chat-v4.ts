// The mutator of the generated chat-v4 hooks (codegen.config.ts): binds the contract and its
// operation table (loaded on the contract's first call: src/api/tables.ts) to the one HTTP
// function. orval reads this arrow's arity.
import type { ApiError } from '../errors.ts';
import { http, type HttpRequestInit } from '../http.ts';
import { operationTables } from '../tables.ts';

/** The error type of every generated hook. */
export type ErrorType<_Body> = ApiError;

export const chatV4Http = <T>(url: string, init: HttpRequestInit): Promise<T> =>
  http<T>('chat-v4', operationTables['chat-v4'], url, init);
