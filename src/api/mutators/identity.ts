// The mutator of the generated identity hooks (codegen.config.ts): binds the contract and its
// operation table to the one HTTP function. orval reads this arrow's arity.
import { operations } from '../../../generated/identity/operations.ts';
import type { ApiError } from '../errors.ts';
import { http, type HttpRequestInit } from '../http.ts';

/** The error type of every generated hook. */
export type ErrorType<_Body> = ApiError;

export const identityHttp = <T>(url: string, init: HttpRequestInit): Promise<T> =>
  http<T>('identity', operations, url, init);
