// The mutator of the generated app-events hooks (codegen.config.ts): binds the contract and its
// operation table (loaded on the contract's first call: src/api/tables.ts) to the one HTTP
// function. orval reads this arrow's arity.
import type { ApiError } from '../errors.ts';
import { http, type HttpRequestInit } from '../http.ts';
import { operationTables } from '../tables.ts';

/** The error type of every generated hook. */
export type ErrorType<_Body> = ApiError;

export const appEventsHttp = <T>(url: string, init: HttpRequestInit): Promise<T> =>
  http<T>('app-events', operationTables['app-events'], url, init);
