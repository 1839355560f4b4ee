// Named response examples of the self-triage and chat-v4 contracts, as written.
import { contractExample } from '../../support/contract-example.ts';

/** A named example of a GET answer of the self-triage or chat-v4 contract. */
export const example = (
  contract: 'self-triage' | 'chat-v4',
  path: string,
  name: string,
  status = 200,
): unknown => contractExample(contract, path, 'get', status, name);
