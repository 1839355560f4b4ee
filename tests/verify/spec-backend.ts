/**
 * A chat backend written from the spec alone, in-process: it answers the chat-v4 person calls
 * with the spec's fields only (no queue `kind`, error bodies of `type`, `title`, `status` without
 * `code`), and a copy of chat-v4.yaml whose only `x-proposal` markers are on those two fields, so
 * that the tests do not depend on where the real contract's markers stand.
 */
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { loadContract } from '../../scripts/verify/contract.ts';
import { contractDocument, openapiDir as openapi } from '../support/contract-example.ts';

type Json = Record<string, unknown>;

/** Removes every `x-proposal` of a parsed document. */
function unmark(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(unmark);
  } else if (typeof node === 'object' && node !== null) {
    const object = node as Json;
    delete object['x-proposal'];
    Object.values(object).forEach(unmark);
  }
}

/** Writes the test contract (and the common.yaml it references); resolves to its path. */
export function markedChatContract(): string {
  const document = structuredClone(contractDocument('chat-v4')) as Json;
  unmark(document);
  const schemas = (document.components as Json).schemas as Record<string, Json>;
  const property = (schema: string, name: string): Json => {
    const found = (schemas[schema]?.properties as Record<string, Json | undefined>)[name];
    if (!found) {
      throw new Error(`chat-v4 ${schema} has no ${name}`);
    }
    return found;
  };
  property('ChatProblem', 'code')['x-proposal'] = true;
  property('ChatQueue', 'kind')['x-proposal'] = true;
  const directory = mkdtempSync(join(tmpdir(), 'verify-contract-'));
  copyFileSync(join(openapi, 'common.yaml'), join(directory, 'common.yaml'));
  const file = join(directory, 'chat-v4.yaml');
  writeFileSync(file, stringify(document));
  return file;
}

export interface SpecBackendMode {
  /** The status of an expired code: the spec's 422, or a backend's wrong 404. */
  expired: 404 | 422;
  /** The chat-by-code lookup answers 404 to every code. */
  lookupAlways404: boolean;
  /** A value placed in the queue's `name` as a number (a wrong type), to find it in the output. */
  wrongName?: number;
}

export interface SpecBackend {
  /** The chat-v4 base, `http://127.0.0.1:<port>/chat-v4`. */
  base: string;
  origin: string;
  mode: SpecBackendMode;
  /** The paths and `Accept-Language` of the requests received. */
  received: { path: string; language: string | undefined }[];
  close: () => Promise<void>;
}

/** The codes the backend knows: the contract's, and a team's own (for --fixtures). */
const validCodes = new Set(['K7RM2Q', 'TEAM-VALID']);
const expiredCodes = new Set(['R8PD3W', 'TEAM-OLD']);

export async function startSpecBackend(): Promise<SpecBackend> {
  const { operations } = await loadContract('chat-v4');
  const example = (operationId: string): unknown => {
    const response = operations
      .find((o) => o.operationId === operationId)
      ?.parsed.responses.find((r) => r.code === '200');
    const first = response?.contents?.[0]?.examples?.[0];
    return first && 'value' in first ? structuredClone(first.value) : undefined;
  };
  const specQueue = (queue: unknown): Json => {
    const { kind: _kind, ...rest } = queue as Json;
    return backend.mode.wrongName === undefined ? rest : { ...rest, name: backend.mode.wrongName };
  };
  const list = example('listPersonChatQueues') as unknown[];
  const one = example('getPersonChatQueue');
  const byCode = example('getChatByCode');
  const problem = (status: number, title: string) => ({
    status,
    type: 'problem',
    body: { type: 'about:blank', title, status },
  });

  const route = (path: string): { status: number; type?: string; body?: unknown } => {
    const prefix = '/chat-v4';
    if (!path.startsWith(`${prefix}/`)) {
      return { status: 404, type: 'text', body: 'Not Found' };
    }
    const local = path.slice(prefix.length).split('?')[0] ?? '';
    if (local === '/person/chat-queues') {
      return { status: 200, body: list.map(specQueue) };
    }
    const queue = /^\/person\/chat-queues\/(\d+)$/.exec(local);
    if (queue) {
      return { status: 200, body: specQueue(one) };
    }
    const code = /^\/person\/chat-by-code\/([^/]+)$/.exec(local)?.[1];
    if (code !== undefined) {
      const value = decodeURIComponent(code);
      if (!backend.mode.lookupAlways404 && validCodes.has(value)) {
        return { status: 200, body: specQueue(byCode) };
      }
      if (!backend.mode.lookupAlways404 && expiredCodes.has(value)) {
        return backend.mode.expired === 422
          ? problem(422, 'Unprocessable Entity')
          : problem(404, 'Not Found');
      }
      return problem(404, 'Not Found');
    }
    return problem(404, 'Not Found');
  };

  const server: Server = createServer((request, response) => {
    const language = request.headers['accept-language'];
    backend.received.push({ path: request.url ?? '', language });
    request.resume();
    request.on('end', () => {
      const answer = route(request.url ?? '');
      const contentTypes = { text: 'text/plain', problem: 'application/problem+json' };
      const contentType =
        answer.type === 'text' || answer.type === 'problem'
          ? contentTypes[answer.type]
          : 'application/json';
      response.writeHead(answer.status, { 'content-type': contentType });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  const backend: SpecBackend = {
    base: `${origin}/chat-v4`,
    origin,
    mode: { expired: 422, lookupAlways404: false },
    received: [],
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
  return backend;
}

/** The chat-v4 operations the spec-only backend answers. */
export const specOperations = ['listPersonChatQueues', 'getPersonChatQueue', 'getChatByCode'];
