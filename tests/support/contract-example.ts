// The one reader of the contracts in tests: each YAML file parsed once and frozen (tests share
// modules under `isolate: false`, so a change would leak into the next file), and the named
// response examples as written (`$ref`s to components followed), so tests answer with exactly
// what the mock stack and the contract tests use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ContractName } from '../../src/api/contracts.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, Json>;

/** `openapi/`, wherever the tests run from. */
export const openapiDir = join(import.meta.dirname, '../../openapi');

const files = new Map<string, JsonObject>();

function freeze(node: Json): Json {
  if (node !== null && typeof node === 'object') {
    Object.values(node).forEach(freeze);
    Object.freeze(node);
  }
  return node;
}

/** Any OpenAPI YAML file (e.g. a released snapshot), as written; `structuredClone` it to edit. */
export function contractFile(file: string): JsonObject {
  let document = files.get(file);
  if (!document) {
    document = freeze(parse(readFileSync(file, 'utf8')) as Json) as JsonObject;
    files.set(file, document);
  }
  return document;
}

/** `openapi/<name>.yaml` as written, no `$ref` followed. */
export function contractDocument(name: ContractName | 'common'): JsonObject {
  return contractFile(join(openapiDir, `${name}.yaml`));
}

interface ExampleEntry {
  value?: unknown;
  $ref?: string;
}

interface Contract {
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: Record<string, { examples?: Record<string, ExampleEntry> }> }
        >;
      }
    >
  >;
  components?: { examples?: Record<string, { value: unknown }> };
}

/** The value of a named response example of `openapi/<name>.yaml`, in any media type. */
export function contractExample(
  name: ContractName,
  path: string,
  method: string,
  status: number,
  example: string,
): unknown {
  const document = contractDocument(name) as unknown as Contract;
  const content = document.paths[path]?.[method]?.responses[String(status)]?.content ?? {};
  for (const media of Object.values(content)) {
    const found = media.examples?.[example];
    const value =
      found?.$ref === undefined
        ? found?.value
        : document.components?.examples?.[found.$ref.replace('#/components/examples/', '')]?.value;
    if (value !== undefined) {
      return value;
    }
  }
  throw new Error(`No example ${example} for ${method} ${path} ${String(status)} in ${name}`);
}
