/**
 * One contract as `verify` reads it: its operations as Prism parses them (parameters with their
 * examples, request bodies with their named examples, declared responses with media types and
 * headers), the generated zod table of each operation (the body schema per status, whether the
 * subscription key and which token are sent), and which operations live on a base of their own
 * (path-level `servers`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { parse } from 'yaml';
import type { HttpOperation } from '../../mock-server/gateway/prism.ts';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import type { OperationEntry, OperationTable } from '../../src/api/operation-table.ts';
import { ContractDocument } from './proposals.ts';

export interface ContractOperation {
  /** `'<METHOD> <path template>'`, the key of the generated table. */
  key: string;
  operationId: string;
  method: string;
  path: string;
  /** The operation as Prism parsed it. */
  parsed: HttpOperation;
  /** The generated entry: body schemas by status, authentication, subscription key. */
  entry: OperationEntry;
  /** Whether the contract gives this operation a base of its own (path-level `servers`). */
  ownBase: boolean;
  /** The statuses each named request example expects (its `x-expect`), by example name. */
  expects: Readonly<Record<string, readonly string[]>>;
  /** The statuses a request without `x-expect` expects: the operation's declared 2xx. */
  success: readonly string[];
}

export interface LoadedContract {
  name: ContractName;
  operations: ContractOperation[];
  /** The raw document, for the `x-proposal` markers (scripts/verify/proposals.ts). */
  document: ContractDocument;
}

/** `x-expect: 422`, `x-expect: [404, 429]` → `['422']`, `['404', '429']`. */
function expectList(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.flatMap((v) =>
    typeof v === 'number' || (typeof v === 'string' && /^[1-5](\d\d|XX)$/i.test(v))
      ? [String(v).toUpperCase()]
      : [],
  );
}

/** The `x-expect` of each named request example of an operation (parameters and bodies). */
function expectations(
  document: ContractDocument,
  method: string,
  path: string,
): Record<string, string[]> {
  const operation = document.operation(method, path);
  const item = document.pathItem(path);
  const found: Record<string, string[]> = {};
  const take = (examples: unknown, file: string) => {
    if (!isRaw(examples)) {
      return;
    }
    for (const [name, example] of Object.entries(examples)) {
      const resolved = document.deref({ node: example, file, marked: false }).node;
      if (isRaw(resolved) && 'x-expect' in resolved) {
        found[name] = expectList(resolved['x-expect']);
      }
    }
  };
  for (const holder of [item, operation]) {
    const parameters = holder ? document.child(holder, 'parameters') : undefined;
    for (const [index] of (Array.isArray(parameters?.node) ? parameters.node : []).entries()) {
      const parameter = parameters && document.child(parameters, String(index));
      if (parameter && isRaw(parameter.node)) {
        take(parameter.node.examples, parameter.file);
      }
    }
  }
  const contents = operation && document.child(operation, 'requestBody', 'content');
  if (contents && isRaw(contents.node)) {
    for (const type of Object.keys(contents.node)) {
      const media = document.child(contents, type);
      if (media && isRaw(media.node)) {
        take(media.node.examples, media.file);
      }
    }
  }
  return found;
}

export function isContractName(name: string): name is ContractName {
  return (contractNames as readonly string[]).includes(name);
}

/** The generated operation table of a contract (generated/<name>/operations.ts). */
async function operationTable(name: ContractName): Promise<OperationTable> {
  const module = (await import(`../../generated/${name}/operations.ts`)) as {
    operations: OperationTable;
  };
  return module.operations;
}

type Raw = Record<string, unknown>;
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether the raw document gives `method path` servers of its own (path or operation level). */
function hasOwnServers(document: unknown, path: string, method: string): boolean {
  const paths = isRaw(document) ? document.paths : undefined;
  const item = isRaw(paths) ? paths[path] : undefined;
  const operation = isRaw(item) ? item[method] : undefined;
  return (isRaw(item) && 'servers' in item) || (isRaw(operation) && 'servers' in operation);
}

/**
 * A contract's document: openapi/<name>.yaml of the repository, or of the directory that
 * `VERIFY_CONTRACTS` names (the stand-alone package points it at its own copy).
 */
export function contractFileOf(name: ContractName): string {
  const directory =
    process.env.VERIFY_CONTRACTS ?? fileURLToPath(new URL('../../openapi', import.meta.url));
  return join(directory, `${name}.yaml`);
}

const loaded = new Map<string, Promise<LoadedContract>>();

/** Loads a contract (once per file and process): `file` defaults to openapi/<name>.yaml. */
export function loadContract(
  name: ContractName,
  file: string = contractFileOf(name),
): Promise<LoadedContract> {
  const key = `${name}\n${file}`;
  let contract = loaded.get(key);
  if (!contract) {
    contract = readContract(name, file);
    loaded.set(key, contract);
    contract.catch(() => loaded.delete(key));
  }
  return contract;
}

async function readContract(name: ContractName, file: string): Promise<LoadedContract> {
  const [parsed, table] = await Promise.all([
    getHttpOperationsFromSpec(file),
    operationTable(name),
  ]);
  const document: unknown = parse(readFileSync(file, 'utf8'));
  const contractDocument = new ContractDocument(file, { [file]: document });
  const operations = parsed.map((operation): ContractOperation => {
    const method = operation.method.toUpperCase();
    const key = `${method} ${operation.path}`;
    const entry = table[key];
    if (!entry) {
      throw new Error(
        `${name}: ${key} is not in generated/${name}/operations.ts; run npm run generate`,
      );
    }
    return {
      key,
      operationId: entry.operationId,
      method,
      path: operation.path,
      parsed: operation,
      entry,
      ownBase: hasOwnServers(document, operation.path, operation.method.toLowerCase()),
      expects: expectations(contractDocument, method, operation.path),
      success: operation.responses
        .map((r) => r.code.toUpperCase())
        .filter((c) => c.startsWith('2')),
    };
  });
  return { name, operations, document: contractDocument };
}
