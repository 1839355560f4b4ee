/**
 * The named examples of every operation, indexed at start from the operations Prism parsed, and
 * the choice of the example that answers a person. The gateway asks Prism for an example only by
 * a name in this index: Prism answers 404 (or 500) for a name it does not know.
 */

/** The part of a Prism-parsed operation the index reads (Prism's `IHttpOperation` fits). */
export interface ParsedOperation {
  method: string;
  path: string;
  responses: readonly {
    code: string;
    contents?: readonly { examples?: readonly { key: string }[] }[];
  }[];
}

export interface IndexedExample {
  name: string;
  status: number;
  /** The persons of the example's `x-personas` extension (their keys), in document order. */
  personas: readonly string[];
}

export interface IndexedOperation {
  /** Lower-case HTTP method. */
  method: string;
  /** The path template as the contract writes it, e.g. `/person/chat-queues/{id}`. */
  path: string;
  /** Examples in document order: by response, then by media type, then as written. */
  examples: readonly IndexedExample[];
}

export interface ExampleSelection {
  status: number;
  name: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = Record<string, Json>;

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/examples/X`) inside the same document. */
function resolveLocal(document: Json, value: Json | undefined): Json | undefined {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) {
    return value;
  }
  let target: Json | undefined = document;
  for (const raw of value.$ref.slice(2).split('/')) {
    const part = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isObject(target) ? target[part] : undefined;
  }
  return target;
}

/** The `x-personas` of one example in the raw contract document; Prism drops extensions. */
function personasOf(
  document: Json,
  path: string,
  method: string,
  status: string,
  name: string,
): string[] {
  const at = (value: Json | undefined, key: string) =>
    resolveLocal(document, isObject(value) ? value[key] : undefined);
  const paths = isObject(document) ? document.paths : undefined;
  const responses = at(at(at(paths, path), method), 'responses');
  const content = at(at(responses, status), 'content');
  if (!isObject(content)) {
    return [];
  }
  for (const media of Object.values(content)) {
    const example = at(at(media, 'examples'), name);
    const personas = isObject(example) ? example['x-personas'] : undefined;
    if (Array.isArray(personas)) {
      return personas.filter((p): p is string => typeof p === 'string');
    }
  }
  return [];
}

/**
 * Indexes the named examples of one contract's operations. `document` is the raw contract (the
 * parsed YAML), read only for the `x-personas` extension of the examples.
 */
export function indexExamples(
  operations: readonly ParsedOperation[],
  document: unknown,
): IndexedOperation[] {
  const raw = document as Json;
  return operations.map((operation) => {
    const method = operation.method.toLowerCase();
    const examples: IndexedExample[] = [];
    for (const response of operation.responses) {
      if (!/^[1-5]\d\d$/.test(response.code)) {
        continue; // `default` or `2XX` cannot be asked for with `Prefer: code=`.
      }
      const status = Number(response.code);
      for (const content of response.contents ?? []) {
        for (const { key } of content.examples ?? []) {
          if (!examples.some((e) => e.name === key)) {
            const personas = personasOf(raw, operation.path, method, response.code, key);
            examples.push({ name: key, status, personas });
          }
        }
      }
    }
    return { method, path: operation.path, examples };
  });
}

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1);
}

/**
 * The operation a request path (without query) calls. A literal segment wins over a template
 * segment where both match, as in the router of OpenAPI and Prism.
 */
export function findOperation(
  operations: readonly IndexedOperation[],
  method: string,
  path: string,
): IndexedOperation | undefined {
  const wanted = segmentsOf(path);
  let best: { operation: IndexedOperation; literals: number } | undefined;
  for (const operation of operations) {
    if (operation.method !== method.toLowerCase()) {
      continue;
    }
    const template = segmentsOf(operation.path);
    if (template.length !== wanted.length) {
      continue;
    }
    let literals = 0;
    const matches = template.every((segment, i) => {
      const actual = wanted[i] ?? '';
      if (/^\{[^}]+\}$/.test(segment)) {
        return actual !== '';
      }
      literals += 1;
      return segment === actual;
    });
    if (matches && (!best || literals > best.literals)) {
      best = { operation, literals };
    }
  }
  return best?.operation;
}

/**
 * The example that answers a person, by their key: the example named with the key, else the
 * first example whose `x-personas` lists the key, else none (Prism then answers the first
 * example of the success status). Only ever a name from the index.
 */
export function selectExample(
  operation: IndexedOperation,
  personaKey: string,
): ExampleSelection | undefined {
  const chosen =
    operation.examples.find((e) => e.name === personaKey) ??
    operation.examples.find((e) => e.personas.includes(personaKey));
  return chosen && { status: chosen.status, name: chosen.name };
}

/** The `Prefer` header value that asks Prism for a selection. */
export function preferHeader(selection: ExampleSelection): string {
  return `code=${selection.status}, example=${selection.name}`;
}
