/**
 * The named examples of every operation, indexed at start from the operations Prism parsed, and
 * the choice of the example that answers a request: by who asks (`x-personas`, or an example
 * named with the person's key) and by what they ask for (`x-match`: the path, query and
 * top-level body fields an example answers; `x-unmatched`: the answer when no `x-match` fits).
 * The gateway asks Prism for an example only by a name in this index: Prism answers 404 (or
 * 500) for a name it does not know.
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
   * The example's `x-match` extension: for each parameter it names (path, query or top-level
   * body field), the values (as text) it answers. Absent when the example answers any
   * parameters.
   */
  match?: Readonly<Record<string, readonly string[]>>;
  /**
   * `x-unmatched: true`: the answer, for anyone, to a request that no `x-match` example of the
   * operation fits (an unknown code or token). Without one, the first 404 example answers.
   */
  unmatched?: true;
}

/**
 * A request's parameters by name, as text: its path parameters, its query parameters (a
 * query's first value) and the top-level scalar fields of a form or JSON body.
 */
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
): Pick<IndexedExample, 'personas' | 'match' | 'unmatched'> {
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
        ...(example['x-unmatched'] === true ? { unmatched: true as const } : {}),
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
 * parsed YAML), read only for the extensions of the examples (`x-personas`, `x-match`,
 * `x-unmatched`), which Prism drops.
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

/**
 * A request's parameters for `x-match`. Where names clash, the path wins over the query, and the
 * query over the body: the URL names what is asked for, the body's fields fill in only names the
 * URL does not use.
 */
export function requestParameters(
  operation: IndexedOperation,
  path: string,
  query: URLSearchParams,
  body: RequestParameters = {},
): RequestParameters {
  const parameters: Record<string, string> = {};
  for (const [name, value] of query) {
    parameters[name] ??= value;
  }
  return { ...body, ...parameters, ...pathParameters(operation.path, path) };
}

/** The media types whose fields `x-match` can see (and the gateway buffers). */
export const matchableMediaTypes = ['application/x-www-form-urlencoded', 'application/json'];

/** `Application/JSON; charset=utf-8` → `application/json`; empty when there is none. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The top-level scalar fields of a request body as text, for `x-match`: each field of a form
 * (its first value), or each string, number or boolean member of a JSON object (numbers and
 * booleans as JSON writes them: `3012`, `true`). Nested values, `null`, other media types and a
 * body that does not parse give nothing.
 */
export function bodyParameters(
  contentType: string | undefined,
  body: Uint8Array,
): RequestParameters {
  const mediaType = mediaTypeOf(contentType);
  const text = new TextDecoder().decode(body);
  const fields: Record<string, string> = {};
  if (mediaType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of new URLSearchParams(text)) {
      fields[name] ??= value;
    }
  } else if (mediaType === 'application/json') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return {};
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      for (const [name, value] of Object.entries(parsed)) {
        if (typeof value === 'string') {
          fields[name] = value;
        } else if (typeof value === 'number' || typeof value === 'boolean') {
          fields[name] = JSON.stringify(value);
        }
      }
    }
  }
  return fields;
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
 * 4. when the operation has examples with `x-match` but none of them answers (an id, code or
 *    token nobody has): its example marked `x-unmatched`, else its first 404 example without
 *    `x-match`;
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
      ? (examples.find((e) => e.unmatched) ?? unkeyed.find((e) => e.status === 404))
      : undefined);
  return chosen && { status: chosen.status, name: chosen.name };
}

/** The `Prefer` header value that asks Prism for a selection. */
export function preferHeader(selection: ExampleSelection): string {
  return `code=${selection.status}, example=${selection.name}`;
}
