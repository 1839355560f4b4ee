/**
 * The requests `verify` sends: for each operation, one request per named request-body example
 * (or one request when the operation takes no body), its path, query and header parameters from
 * the contract's own parameter examples (tests/mock-server/valid-request.ts sends the first of them
 * to the mock stack); and with `--negative`, invalid variants that a backend must refuse with a declared 4xx.
 */
import type { ContractOperation } from './contract.ts';

export interface VerifyRequest {
  /** How the report names this request, e.g. `example fullProfile` or `negative: …`. */
  label: string;
  method: string;
  /** The contract-relative path with query, e.g. `/insurances/3012?language=fi`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A generated invalid input: the answer must be a declared 4xx. */
  negative: boolean;
  /** The statuses the answer must have (`'422'`, `'2XX'`); any declared one when absent. */
  expect?: readonly string[];
  /** Why those statuses, for the report: `x-expect of example expiredCode`. */
  expectedBecause?: string;
  /** The request body field a negative request broke. */
  brokenField?: string;
  /** A negative request broke the body as a whole (left it out, or sent another type). */
  brokenBody?: true;
  /** The parameter a negative request broke. */
  brokenParameter?: { in: 'path' | 'query'; name: string };
}

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}

interface Param {
  name: string;
  required?: boolean;
  schema?: unknown;
  examples?: readonly unknown[];
}

function exampleValue(examples: readonly unknown[] | undefined): unknown {
  const first = examples?.[0];
  return typeof first === 'object' && first !== null && 'value' in first ? first.value : undefined;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

/** A value for a parameter: its first example, else its schema's first enum value or a stand-in. */
function paramValue(param: Param): string {
  const fromExample = exampleValue(param.examples);
  if (fromExample !== undefined) {
    return asText(fromExample);
  }
  const schema = (param.schema ?? {}) as Schema;
  if (schema.enum?.[0] !== undefined) {
    return asText(schema.enum[0]);
  }
  return typeOf(schema) === 'integer' || typeOf(schema) === 'number' ? '1' : 'x';
}

function typeOf(schema: Schema | undefined): string | undefined {
  const type = schema?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** `allOf` flattened into one object schema: enough to find required fields and their types. */
function flatten(schema: Schema | undefined): Schema {
  if (!schema) {
    return {};
  }
  const parts = [schema, ...(schema.allOf ?? []).map(flatten)];
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) as Record<
      string,
      Schema
    >,
    required: parts.flatMap((p) => p.required ?? []),
  };
}

export interface Parts {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { mediaType: string; value: unknown };
}

function encodeBody(mediaType: string, value: unknown): string {
  return mediaType === 'application/x-www-form-urlencoded'
    ? new URLSearchParams(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, asText(v)]),
      ).toString()
    : JSON.stringify(value);
}

export function build(
  operation: Pick<ContractOperation, 'method' | 'path'>,
  parts: Parts,
  label: string,
  negative: boolean,
): VerifyRequest {
  let path = operation.path;
  for (const [name, value] of Object.entries(parts.pathParams)) {
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams(parts.query);
  const request: VerifyRequest = {
    label,
    method: operation.method,
    path: query.size > 0 ? `${path}?${query}` : path,
    headers: { ...parts.headers },
    negative,
  };
  if (parts.body) {
    request.headers['content-type'] = parts.body.mediaType;
    request.body = encodeBody(parts.body.mediaType, parts.body.value);
  }
  return request;
}

/** The example of a list with this key, if any: `{ key, value }` as Prism parses `examples`. */
function keyedExample(
  examples: readonly unknown[] | undefined,
  key: string | undefined,
): { value: unknown } | undefined {
  if (key === undefined) {
    return undefined;
  }
  const found = examples?.find(
    (e) => typeof e === 'object' && e !== null && 'key' in e && e.key === key && 'value' in e,
  );
  return found as { value: unknown } | undefined;
}

/**
 * The parameters of a request: every path parameter and every required one, with the example of
 * the same name as `key` where the parameter has one, else its first example (or a stand-in). An
 * optional parameter is sent only when it has an example of that name: the contract pairs it with
 * that case (feedback's `updateIfExists` with the `commentUpdate` body).
 */
export function baseParts(operation: Pick<ContractOperation, 'parsed'>, key?: string): Parts {
  const request = operation.parsed.request;
  const pick = (params: readonly Param[] | undefined, all: boolean) =>
    Object.fromEntries(
      (params ?? []).flatMap((p): [string, string][] => {
        const paired = keyedExample(p.examples, key);
        if (paired !== undefined) {
          return [[p.name, asText(paired.value)]];
        }
        return all || p.required ? [[p.name, paramValue(p)]] : [];
      }),
    );
  return {
    pathParams: pick(request?.path, true),
    query: pick(request?.query, false),
    headers: pick(request?.headers, false),
  };
}

const exampleKeys = (examples: readonly unknown[] | undefined): string[] =>
  (examples ?? []).flatMap((e) =>
    typeof e === 'object' && e !== null && 'key' in e && typeof e.key === 'string' ? [e.key] : [],
  );

/**
 * The requests built from the contract's examples: one per example name, whether a body example
 * or a parameter example carries it (chat-by-code's four codes are four requests, each answered
 * with its own status), each with the body and parameters of that name where they have one and
 * their first example otherwise; an operation without named examples gets one request.
 */
export function exampleRequests(
  operation: Pick<ContractOperation, 'method' | 'path' | 'parsed'> &
    Partial<Pick<ContractOperation, 'expects' | 'success'>>,
): VerifyRequest[] {
  const expecting = (request: VerifyRequest, key?: string): VerifyRequest => {
    const own = key === undefined ? undefined : operation.expects?.[key];
    if (own !== undefined) {
      return { ...request, expect: own, expectedBecause: `x-expect of example ${key ?? ''}` };
    }
    return operation.success && operation.success.length > 0
      ? { ...request, expect: operation.success, expectedBecause: 'a success; no x-expect' }
      : request;
  };
  const request = operation.parsed.request;
  const content = request?.body?.contents?.[0];
  const bodies = (content?.examples ?? []).flatMap((e) =>
    'value' in e && e.value !== undefined ? [{ key: e.key, value: e.value }] : [],
  );
  const params = [...(request?.path ?? []), ...(request?.query ?? []), ...(request?.headers ?? [])];
  const keys = [
    ...new Set([
      ...bodies.map((body) => body.key),
      ...params.flatMap((param) => exampleKeys(param.examples)),
    ]),
  ];
  if (keys.length === 0) {
    return [expecting(build(operation, baseParts(operation), 'example', false))];
  }
  const requests = keys.map((key) => {
    const body = bodies.find((b) => b.key === key) ?? bodies[0];
    const parts = baseParts(operation, key);
    return expecting(
      build(
        operation,
        content && body
          ? { ...parts, body: { mediaType: content.mediaType, value: body.value } }
          : parts,
        `example ${key}`,
        false,
      ),
      key,
    );
  });
  // A name that changes nothing (a parameter example equal to the first) is not sent twice.
  const same = (a: VerifyRequest, b: VerifyRequest) => a.path === b.path && a.body === b.body;
  return requests.filter(
    (request, index) => !requests.slice(0, index).some((earlier) => same(earlier, request)),
  );
}

/** A value of the wrong type for a schema, or undefined when any text would do. */
function wrongValue(schema: Schema | undefined): { value: unknown; what: string } | undefined {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    return { value: 'not-a-number', what: `a string where the contract wants ${type}` };
  }
  if (type === 'boolean') {
    return { value: 'not-a-boolean', what: 'a string where the contract wants boolean' };
  }
  if (type === 'string') {
    return { value: 12345, what: 'a number where the contract wants string' };
  }
  if (type === 'array') {
    return { value: 'not-a-list', what: 'a string where the contract wants a list' };
  }
  if (type === 'object') {
    return { value: 'not-an-object', what: 'a string where the contract wants an object' };
  }
  return undefined;
}

/** A path value that the parameter's schema refuses, or undefined when it accepts any text. */
function wrongPathValue(schema: Schema | undefined): { value: string; what: string } | undefined {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    return { value: 'not-a-number', what: `text where the contract wants ${type}` };
  }
  if (schema?.format === 'uuid') {
    return { value: 'not-a-uuid', what: 'text that is not a UUID' };
  }
  if (schema?.enum) {
    return { value: 'not-in-the-enum', what: 'a value outside the enum' };
  }
  if (schema?.pattern && !new RegExp(schema.pattern, 'u').test('!invalid!')) {
    return { value: '!invalid!', what: `text that breaks the pattern ${schema.pattern}` };
  }
  return undefined;
}

/**
 * Invalid variants of the operation's first example request: no body where one is required, a
 * body of the wrong type (a list for a list body too), a required body field removed, a
 * body field of the wrong type, a path parameter of the wrong type, a required query parameter
 * removed. Each names what it broke; an operation without parameters or body gets none.
 */
export function negativeRequests(operation: ContractOperation): VerifyRequest[] {
  const parts = baseParts(operation);
  const request = operation.parsed.request;
  const cases: VerifyRequest[] = [];
  const content = request?.body?.contents?.[0];
  const example = exampleValue(content?.examples);
  if (request?.body?.required === true && content) {
    cases.push({
      ...build(operation, parts, 'negative: without the required body', true),
      brokenBody: true,
    });
  }
  const wrongBody = content?.mediaType.includes('json')
    ? wrongValue(content.schema as Schema | undefined)
    : undefined;
  if (content && wrongBody) {
    cases.push({
      ...build(
        operation,
        { ...parts, body: { mediaType: content.mediaType, value: wrongBody.value } },
        `negative: the body is ${wrongBody.what}`,
        true,
      ),
      brokenBody: true,
    });
  }
  if (content && typeof example === 'object' && example !== null && !Array.isArray(example)) {
    const body = example as Record<string, unknown>;
    const schema = flatten(content.schema as Schema | undefined);
    const required = (schema.required ?? []).find((name) => name in body);
    if (required !== undefined) {
      const { [required]: _removed, ...rest } = body;
      cases.push({
        ...build(
          operation,
          { ...parts, body: { mediaType: content.mediaType, value: rest } },
          `negative: body without required field \`${required}\``,
          true,
        ),
        brokenField: required,
      });
    }
    const json = content.mediaType.includes('json');
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const wrong = json && name in body ? wrongValue(property) : undefined;
      if (wrong) {
        cases.push({
          ...build(
            operation,
            {
              ...parts,
              body: { mediaType: content.mediaType, value: { ...body, [name]: wrong.value } },
            },
            `negative: body field \`${name}\` is ${wrong.what}`,
            true,
          ),
          brokenField: name,
        });
        break;
      }
    }
  }
  for (const param of request?.path ?? []) {
    const wrong = wrongPathValue(param.schema as Schema | undefined);
    if (wrong) {
      cases.push({
        ...build(
          operation,
          { ...parts, pathParams: { ...parts.pathParams, [param.name]: wrong.value } },
          `negative: path parameter \`${param.name}\` is ${wrong.what}`,
          true,
        ),
        brokenParameter: { in: 'path', name: param.name },
      });
      break;
    }
  }
  const requiredQuery = (request?.query ?? []).find((p) => p.required);
  if (requiredQuery) {
    const { [requiredQuery.name]: _removed, ...query } = parts.query;
    cases.push({
      ...build(
        operation,
        { ...parts, query },
        `negative: without required query parameter \`${requiredQuery.name}\``,
        true,
      ),
      brokenParameter: { in: 'query', name: requiredQuery.name },
    });
  }
  return cases;
}
