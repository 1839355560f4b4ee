/**
 * A request that passes Prism's validation for an operation, built from the contract's own
 * parameter and request-body examples, so that a test can force any declared status with
 * `Prefer: code=…` (Prism answers an invalid request with 400/422 whatever is preferred).
 */
import type { HttpOperation } from '../../mock-server/gateway/prism.ts';
import { exampleRequests } from '../../scripts/verify/requests.ts';

export interface ValidRequest {
  /** The contract-relative path with query, e.g. `/person/chat-queues/2948?x=1`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** The first request `npm run verify` builds from the examples, as `bearer`. */
export function validRequest(operation: HttpOperation, bearer: string): ValidRequest {
  const [first] = exampleRequests({
    method: operation.method.toUpperCase(),
    path: operation.path,
    parsed: operation,
  });
  if (!first) {
    throw new Error(`No example request for ${operation.method} ${operation.path}`);
  }
  const { path, method, headers, body } = first;
  return {
    path,
    method,
    headers: {
      ...headers,
      authorization: `Bearer ${bearer}`,
      'ocp-apim-subscription-key': 'test-subscription-key',
    },
    ...(body === undefined ? {} : { body }),
  };
}
