import { dirname, join } from 'node:path';
import { contractNames, type ContractName } from '../../src/api/contracts.ts';
import {
  contractFile as readYaml,
  openapiDir,
  type Json,
  type JsonObject,
} from '../support/contract-example.ts';

export { contractNames, openapiDir, type ContractName, type Json, type JsonObject };

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

function pointer(doc: Json, fragment: string): Json {
  let node: Json = doc;
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    if (raw === '') {
      continue;
    }
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || Array.isArray(node) || !(key in node)) {
      throw new Error(`Unresolvable JSON pointer #${fragment}`);
    }
    node = node[key] as Json;
  }
  return node;
}

/** Resolves every `$ref` (local and `./common.yaml#…`) of a node read from `file`, recursively. */
function dereference(node: Json, file: string, seen: string[] = []): Json {
  if (Array.isArray(node)) {
    return node.map((item) => dereference(item, file, seen));
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const [path = '', fragment = ''] = ref.split('#');
    const target = path === '' ? file : join(dirname(file), path);
    const key = `${target}#${fragment}`;
    if (seen.includes(key)) {
      throw new Error(`Circular $ref ${key}`);
    }
    const siblings = Object.fromEntries(Object.entries(node).filter(([k]) => k !== '$ref'));
    const resolved = dereference(pointer(readYaml(target), fragment), target, [...seen, key]);
    return resolved !== null && typeof resolved === 'object' && !Array.isArray(resolved)
      ? { ...resolved, ...siblings }
      : resolved;
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, dereference(v, file, seen)]));
}

/** A contract with every `$ref` resolved. */
export function loadContract(name: ContractName): JsonObject {
  const file = join(openapiDir, `${name}.yaml`);
  return dereference(readYaml(file), file) as JsonObject;
}

export interface Operation {
  contract: ContractName;
  method: (typeof httpMethods)[number];
  path: string;
  operation: JsonObject;
  /** The security requirements in force: the operation's own, else the document's. */
  security: JsonObject[];
}

export function operationsOf(
  name: ContractName,
  doc: JsonObject = loadContract(name),
): Operation[] {
  const paths = (doc.paths ?? {}) as Record<string, JsonObject>;
  return Object.entries(paths).flatMap(([path, item]) =>
    httpMethods
      .filter((method) => item[method] !== undefined)
      .map((method) => {
        const operation = item[method] as JsonObject;
        const security = (operation.security ?? doc.security ?? []) as JsonObject[];
        return { contract: name, method, path, operation, security };
      }),
  );
}

/** Any OpenAPI document on disk (e.g. a released snapshot) with every `$ref` resolved. */
export function loadContractFile(file: string): JsonObject {
  return dereference(readYaml(file), file) as JsonObject;
}
