/**
 * The named examples of every operation, indexed at start from the operations Prism parsed, and
 * the choice of the example that answers a request: by who asks (`x-personas`, or an example
 * named with the person's key) and by what they ask for (`x-match`: the path and query
 * parameters an example answers). The gateway asks Prism for an example only by a name in this
 * index: Prism answers 404 (or 500) for a name it does not know.
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
  /**
   * The example's `x-match` extension: for each path or query parameter it names, the values
   * (as text) it answers. Absent when the example answers any parameters.
   */
  match?: Readonly<Record<string, readonly string[]>>;
}

/** A request's path and query parameters by name, as text (a query's first value). */
export type RequestParameters = Readonly<Record<string, string>>;

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

/** The extensions of one example in the raw contract document; Prism drops them. */
function extensionsOf(
  document: Json,
  path: string,
  method: string,
  status: string,
  name: string,
): Pick<IndexedExample, 'personas' | 'match'> {
  const at = (value: Json | undefined, key: string) =>
    resolveLocal(document, isObject(value) ? value[key] : undefined);
  const paths = isObject(document) ? document.paths : undefined;
  const responses = at(at(at(paths, path), method), 'responses');
  const content = at(at(responses, status), 'content');
  for (const media of isObject(content) ? Object.values(content) : []) {
    const example = at(at(media, 'examples'), name);
    if (isObject(example)) {
      const personas = example['x-personas'];
      const match = example['x-match'];
      return {
        personas: Array.isArray(personas)
          ? personas.filter((p): p is string => typeof p === 'string')
          : [],
        ...(isObject(match) ? { match: matchOf(match) } : {}),
      };
    }
  }
  return { personas: [] };
}

/** `x-match: {id: 3012, language: [fi, sv]}` → `{id: ['3012'], language: ['fi', 'sv']}`. */
function matchOf(match: JsonObject): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(match).map(([parameter, value]) => [
      parameter,
      (Array.isArray(value) ? value : [value]).map((v) =>
        typeof v === 'string' ? v : JSON.stringify(v),
      ),
    ]),
  );
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
            const extensions = extensionsOf(raw, operation.path, method, response.code, key);
            examples.push({ name: key, status, ...extensions });
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
 * How a request path (without query) fits a path template: the raw value of each template
 * parameter (never empty) and how many literal segments matched; `undefined` when it does not fit.
 */
function fitTemplate(
  template: string,
  path: string,
): { raw: Record<string, string>; literals: number } | undefined {
  const names = segmentsOf(template);
  const values = segmentsOf(path);
  if (names.length !== values.length) {
    return undefined;
  }
  const raw: Record<string, string> = {};
  let literals = 0;
  for (const [i, segment] of names.entries()) {
    const name = /^\{([^}]+)\}$/.exec(segment)?.[1];
    const value = values[i] ?? '';
    if (name === undefined) {
      if (segment !== value) {
        return undefined;
      }
      literals += 1;
    } else {
      if (value === '') {
        return undefined;
      }
      raw[name] = value;
    }
  }
  return { raw, literals };
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
  let best: { operation: IndexedOperation; literals: number } | undefined;
  for (const operation of operations) {
    const fit = operation.method === method.toLowerCase() && fitTemplate(operation.path, path);
    if (fit && (!best || fit.literals > best.literals)) {
      best = { operation, literals: fit.literals };
    }
  }
  return best?.operation;
}

/**
 * The path parameters of a request path (without query) under the operation's template, decoded;
 * `undefined` when the path does not fit the template or a value is not valid percent-encoding.
 */
export function pathParameters(template: string, path: string): RequestParameters | undefined {
  const fit = fitTemplate(template, path);
  if (!fit) {
    return undefined;
  }
  try {
    return Object.fromEntries(
      Object.entries(fit.raw).map(([name, value]) => [name, decodeURIComponent(value)]),
    );
  } catch {
    return undefined;
  }
}

/** A request's parameters: the path's under the operation's template, then the query's. */
export function requestParameters(
  operation: IndexedOperation,
  path: string,
  query: URLSearchParams,
): RequestParameters {
  const parameters: Record<string, string> = {};
  for (const [name, value] of query) {
    parameters[name] ??= value;
  }
  return { ...parameters, ...pathParameters(operation.path, path) };
}

function matches(example: IndexedExample, parameters: RequestParameters): boolean {
  return Object.entries(example.match ?? {}).every(([name, values]) => {
    const value = parameters[name];
    return value !== undefined && values.includes(value);
  });
}

/**
 * The example that answers a request by a person (their key; `undefined` when anonymous) with
 * these parameters. "For the person" means named with their key or listing it in `x-personas`;
 * "for everyone" means no `x-personas`. In this order:
 *
 * 1. an example with `x-match` that matches the parameters, for the person;
 * 2. an example without `x-match`, for the person (their own answer to any parameters, such as a
 *    denied customer's 403);
 * 3. an example with `x-match` that matches the parameters, for everyone;
 * 4. when the operation has examples with `x-match` but none of them answers (an id nobody has):
 *    its first 404 example without `x-match`;
 * 5. else none: Prism answers the first example of the success status.
 *
 * Only ever a name from the index.
 */
export function selectExample(
  operation: IndexedOperation,
  personaKey: string | undefined,
  parameters: RequestParameters = {},
): ExampleSelection | undefined {
  const { examples } = operation;
  const forPerson = (e: IndexedExample) =>
    personaKey !== undefined && (e.name === personaKey || e.personas.includes(personaKey));
  const matching = examples.filter((e) => e.match !== undefined && matches(e, parameters));
  const unkeyed = examples.filter((e) => e.match === undefined);
  const chosen =
    matching.find(forPerson) ??
    unkeyed.find(forPerson) ??
    matching.find((e) => e.personas.length === 0) ??
    (examples.some((e) => e.match !== undefined)
      ? unkeyed.find((e) => e.status === 404)
      : undefined);
  return chosen && { status: chosen.status, name: chosen.name };
}

/** The `Prefer` header value that asks Prism for a selection. */
export function preferHeader(selection: ExampleSelection): string {
  return `code=${selection.status}, example=${selection.name}`;
}
