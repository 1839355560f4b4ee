import type { $ZodType } from 'zod/v4/core';
import type { ContractName } from './contracts.ts';
import { decodeResponse } from './decode.ts';
import { patientScope, sameScope, type PatientScope } from './current-patient.ts';
import { LoggedOutError, NetworkError, PatientScopeChangedError } from './errors.ts';
import { resolveTable, type OperationTable, type OperationTableSource } from './operation-table.ts';
import { matchOperation, type MatchedOperation } from './operations.ts';
import { httpSettings } from './settings.ts';

/** What a generated hook passes: fetch options, and the success schema (orval runtime validation). */
export interface HttpRequestInit extends RequestInit {
  schema?: $ZodType;
}

export const subscriptionKeyHeader = 'Ocp-Apim-Subscription-Key';

/** The one place the portal calls `fetch`. Transport failures become NetworkError. */
export async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
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
  const request = await withCallHeaders(contract, operation, new Request(url, requestInit));
  assertSameScope(scope, url);
  const response = await send(request);
  const data = (await decodeResponse(contract, operation, url, response, schema)) as T;
  assertSameScope(scope, url);
  return data;
}
