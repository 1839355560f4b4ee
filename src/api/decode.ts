import { $ZodArray, safeParse, type $ZodType } from 'zod/v4/core';
import type { ContractName } from './contracts.ts';
import { toBackendError } from './error-mapping.ts';
import { ResponseDecodeError } from './errors.ts';
import type { MatchedOperation } from './operations.ts';
import { responseKey } from './operation-table.ts';
import { httpSettings, type FailedCall } from './settings.ts';
import { tolerate } from './tolerated-proposals.ts';

function describeIssues(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  // Paths and messages only: bodies may hold personal data and never reach a report.
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`)
    .join('; ');
}

/** The call being decoded: what a report names (its URL only for the developer's console). */
interface Call {
  contract: ContractName;
  operation: MatchedOperation;
  url: string;
}

/** Tells operations of a failed call, by its operation: never its URL, query or body. */
function failed(call: Call, status: number, kind: FailedCall['kind']): void {
  const { contract, operation } = call;
  const { operationId } = operation.entry;
  httpSettings().failedCall({ contract, operation: operation.key, operationId, status, kind });
}

function decodeError(call: Call, status: number, problem: string): ResponseDecodeError {
  httpSettings().report({ kind: 'decode', url: call.url, status, problem });
  failed(call, status, 'decode');
  return new ResponseDecodeError(call.url, status, problem);
}

async function readBody(response: Response, call: Call): Promise<unknown> {
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw decodeError(call, response.status, 'the body is not JSON');
  }
}

/**
 * AMB-42: lists whose broken entry fails the whole answer instead of being left out. An
 * appointment with an unsupported status or data is an error that the appointments section
 * shows as `appointments.errors.loadingFailed`, rather than an appointment silently missing.
 */
const strictLists: ReadonlySet<string> = new Set(['chat-v4 GET /person/appointments']);

/**
 * Decodes a list item by item: a broken entry is reported and left out (E-32), or fails the
 * whole answer for the lists of AMB-42.
 */
function decodeList(
  schema: $ZodArray,
  body: unknown,
  call: Call,
  status: number,
  strict: boolean,
): unknown[] {
  if (!Array.isArray(body)) {
    throw decodeError(call, status, 'expected a list');
  }
  return body.flatMap((item: unknown, index) => {
    const result = safeParse(schema._zod.def.element, item);
    if (result.success) {
      return [result.data];
    }
    if (strict) {
      throw decodeError(call, status, `item ${index}: ${describeIssues(result.error)}`);
    }
    httpSettings().report({
      kind: 'invalid-list-item',
      url: call.url,
      status,
      problem: `item ${index}: ${describeIssues(result.error)}`,
    });
    failed(call, status, 'invalid-list-item');
    return [];
  });
}

/**
 * Decodes an answer with the contract's zod schema for its status (E-08). Success bodies are
 * returned; failing statuses become the error catalogue's errors; a status the contract does not
 * declare, or a body that breaks its schema, is a ResponseDecodeError naming URL and status.
 */
export async function decodeResponse(
  contract: ContractName,
  operation: MatchedOperation,
  url: string,
  response: Response,
  successSchema?: $ZodType,
): Promise<unknown> {
  const { status } = response;
  const call: Call = { contract, operation, url };
  const key = responseKey(operation.entry.responses, status);
  if (key === undefined) {
    throw decodeError(call, status, `no response is defined for status ${status}`);
  }
  const declared = operation.entry.responses[key];
  if (declared === null || declared === undefined) {
    return undefined;
  }
  const body = tolerate(contract, await readBody(response, call));
  if (status === 401 && body === undefined) {
    // A bearer challenge may come without a body (RFC 6750); the status alone says what failed.
    failed(call, status, 'status');
    throw toBackendError(contract, operation.key, url, status, body);
  }
  const schema = response.ok ? (successSchema ?? declared) : declared;
  if (response.ok && schema instanceof $ZodArray) {
    return decodeList(schema, body, call, status, strictLists.has(`${contract} ${operation.key}`));
  }
  const result = safeParse(schema, body);
  if (!result.success) {
    throw decodeError(call, status, describeIssues(result.error));
  }
  if (response.ok) {
    return result.data;
  }
  failed(call, status, 'status');
  throw toBackendError(contract, operation.key, url, status, result.data);
}
