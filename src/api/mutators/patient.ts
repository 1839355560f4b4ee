// The mutator of the generated patient hooks (codegen.config.ts): binds the contract and its
// operation table to the one HTTP function. orval reads this arrow's arity.
import { operations } from '../../../generated/patient/operations.ts';
import type { ApiError } from '../errors.ts';
import { http, type HttpRequestInit } from '../http.ts';

/** The error type of every generated hook. */
export type ErrorType<_Body> = ApiError;

export const patientHttp = <T>(url: string, init: HttpRequestInit): Promise<T> =>
  http<T>('patient', operations, url, init);
