import type { $ZodType } from 'zod/v4/core';
import type { ContractName } from './contracts.ts';
import { decodeResponse } from './decode.ts';
import { patientScope, sameScope, type PatientScope } from './current-patient.ts';
import { toBackendError } from './error-mapping.ts';
import {
  InvalidTokenError,
  LoggedOutError,
  NetworkError,
  PatientScopeChangedError,
} from './errors.ts';
import { resolveTable, type OperationTable, type OperationTableSource } from './operation-table.ts';
import { matchOperation, type MatchedOperation } from './operations.ts';
import { httpSettings } from './settings.ts';

/** What a generated hook passes: fetch options, and the success schema (orval runtime validation). */
export interface HttpRequestInit extends RequestInit {
  schema?: $ZodType;
}

export const subscriptionKeyHeader = 'Ocp-Apim-Subscription-Key';

/**
 * The one place the portal calls `fetch`. Transport failures become NetworkError. No answer is
 * kept in the browser's HTTP cache: a shared computer's disk keeps no patient's data.
 */
export async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request, { cache: 'no-store' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new NetworkError(request.url, { cause: error });
  }
}

/** Adds what every call carries: language, subscription key, the right bearer token, Prefer. */
export async function withCallHeaders(
  contract: ContractName,
  operation: MatchedOperation,
  request: Request,
): Promise<Request> {
  const settings = httpSettings();
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json, application/problem+json');
  headers.set('Accept-Language', settings.language());
  if (operation.entry.subscriptionKey) {
    headers.set(subscriptionKeyHeader, settings.subscriptionKey);
  }
  const { auth, operationId } = operation.entry;
  if (auth === 'patient') {
    const token = await settings.patientToken({ contract, operationId });
    if (token === null) {
      throw new LoggedOutError(request.url);
    }
    headers.set('Authorization', `Bearer ${token}`);
  } else if (auth === 'service') {
    const token = settings.serviceToken(contract);
    if (token !== null) {
      headers.set('Authorization', `Bearer ${token}`);
    }
  }
  const preference = settings.mockPreference(operationId);
  if (preference !== undefined && !headers.has('Prefer')) {
    headers.set('Prefer', preference);
  }
  const ownBase = settings.operationBase(operationId);
  if (ownBase !== undefined) {
    const url = request.url.replace(
      contractUrl(contract, ''),
      absolute(ownBase.replace(/\/+$/, '')),
    );
    const body = request.body === null ? null : await request.arrayBuffer();
    return new Request(url, {
      method: request.method,
      headers,
      body,
      keepalive: request.keepalive,
      signal: request.signal,
    });
  }
  return new Request(request, { headers });
}

export function operationOf(
  contract: ContractName,
  table: OperationTable,
  method: string,
  path: string,
): MatchedOperation {
  const operation = matchOperation(table, method, path);
  if (!operation) {
    throw new Error(`${contract} has no operation ${method} ${path}`);
  }
  return operation;
}

const absolute = (url: string): string =>
  /^https?:/.test(url) ? url : new URL(url, globalThis.location.origin).toString();

/** The URL of a path of a contract, under the contract's base URL from the settings. */
export function contractUrl(contract: ContractName, path: string): string {
  const base = httpSettings().baseUrl(contract).replace(/\/+$/, '');
  return absolute(`${base}${path}`);
}

/** Throws when the person or patient changed since `before`: the answer is not theirs. */
export function assertSameScope(before: PatientScope, url: string): void {
  if (!sameScope(before, patientScope())) {
    throw new PatientScopeChangedError(url);
  }
}

/** Whether the API refused the bearer token itself (401 `InvalidTokenError`), read from a copy. */
async function tokenRefused(
  contract: ContractName,
  operation: MatchedOperation,
  url: string,
  response: Response,
): Promise<boolean> {
  if (response.status !== 401) {
    return false;
  }
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return toBackendError(contract, operation.key, url, 401, body) instanceof InvalidTokenError;
}

/**
 * What a call made for `scope` answered. When the API refused the principal's token it carried
 * (revoked, or expired on the API's clock), the patient layer forgets that token and the call is
 * built (`build`) and sent once more with a newly exchanged one; a second refusal is the answer.
 */
export async function renewRefusedToken(
  contract: ContractName,
  operation: MatchedOperation,
  scope: PatientScope,
  sent: Request,
  response: Response,
  build: () => Promise<Request>,
): Promise<Response> {
  const token = /^Bearer (.+)$/.exec(sent.headers.get('Authorization') ?? '')?.[1];
  if (
    token === undefined ||
    scope.patient === 'main' ||
    !(await tokenRefused(contract, operation, sent.url, response)) ||
    !httpSettings().patientTokenRefused({
      patient: scope.patient,
      call: { contract, operationId: operation.entry.operationId },
      token,
    })
  ) {
    return response;
  }
  const again = await build();
  assertSameScope(scope, again.url);
  return send(again);
}

/**
 * Decodes an answer for `scope`; a failure that arrives after the person or patient changed is
 * theirs too (a previous person's denial must not block the next one): PatientScopeChangedError.
 */
export async function decodeFor(
  scope: PatientScope,
  ...args: Parameters<typeof decodeResponse>
): Promise<unknown> {
  const [, , url] = args;
  const data = await decodeResponse(...args).catch((error: unknown) => {
    assertSameScope(scope, url);
    throw error;
  });
  assertSameScope(scope, url);
  return data;
}

/**
 * The HTTP function every generated hook goes through (via src/api/mutators/): builds the
 * request for the contract, sends it, and decodes the answer with the contract's schemas.
 */
export async function http<T>(
  contract: ContractName,
  table: OperationTableSource,
  path: string,
  init: HttpRequestInit,
): Promise<T> {
  const { schema, ...requestInit } = init;
  const method = requestInit.method ?? 'GET';
  const scope = patientScope();
  const operation = operationOf(contract, await resolveTable(table), method, path);
  const url = contractUrl(contract, path);
  const build = () => withCallHeaders(contract, operation, new Request(url, requestInit));
  const request = await build();
  assertSameScope(scope, url);
  const response = await renewRefusedToken(
    contract,
    operation,
    scope,
    request,
    await send(request),
    build,
  );
  return (await decodeFor(scope, contract, operation, url, response, schema)) as T;
}
