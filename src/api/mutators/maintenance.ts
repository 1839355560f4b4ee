// The mutator of the generated maintenance hooks (codegen.config.ts): binds the contract and its
// operation table to the one HTTP function. orval reads this arrow's arity.
import { operations } from '../../../generated/maintenance/operations.ts';
import type { ApiError } from '../errors.ts';
import { http, type HttpRequestInit } from '../http.ts';

/** The error type of every generated hook. */
export type ErrorType<_Body> = ApiError;

export const maintenanceHttp = <T>(url: string, init: HttpRequestInit): Promise<T> =>
  http<T>('maintenance', operations, url, init);
