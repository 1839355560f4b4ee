/**
 * A request that passes Prism's validation for an operation, built from the contract's own
 * parameter and request-body examples, so that a test can force any declared status with
 * `Prefer: code=…` (Prism answers an invalid request with 400/422 whatever is preferred).
 */
import type { HttpOperation } from '../../mock-server/prism.ts';

interface ParamLike {
  name: string;
  required?: boolean;
  examples?: readonly unknown[];
  schema?: unknown;
}

function exampleValue(examples: readonly unknown[] | undefined): unknown {
  const first = examples?.[0];
  return typeof first === 'object' && first !== null && 'value' in first ? first.value : undefined;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

function paramValue(param: ParamLike): string {
  const fromExample = exampleValue(param.examples);
  if (fromExample !== undefined) {
    return asText(fromExample);
  }
  const schema = (param.schema ?? {}) as { enum?: unknown[]; type?: unknown };
  if (schema.enum?.[0] !== undefined) {
    return asText(schema.enum[0]);
  }
  return schema.type === 'integer' || schema.type === 'number' ? '1' : 'x';
}

export interface ValidRequest {
  /** The contract-relative path with query, e.g. `/person/chat-queues/2948?x=1`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export function validRequest(operation: HttpOperation, bearer: string): ValidRequest {
  let path = operation.path;
  for (const param of operation.request?.path ?? []) {
    path = path.replace(`{${param.name}}`, encodeURIComponent(paramValue(param)));
  }
  const query = new URLSearchParams();
  for (const param of operation.request?.query ?? []) {
    if (param.required) {
      query.set(param.name, paramValue(param));
    }
  }
  const headers: Record<string, string> = {
    authorization: `Bearer ${bearer}`,
    'ocp-apim-subscription-key': 'test-subscription-key',
  };
  const request: ValidRequest = {
    path: query.size > 0 ? `${path}?${query}` : path,
    method: operation.method.toUpperCase(),
    headers,
  };
  const content = operation.request?.body?.contents?.[0];
  const value = exampleValue(content?.examples);
  if (content && value !== undefined) {
    headers['content-type'] = content.mediaType;
    request.body =
      content.mediaType === 'application/x-www-form-urlencoded'
        ? new URLSearchParams(value as Record<string, string>).toString()
        : JSON.stringify(value);
  }
  return request;
}
