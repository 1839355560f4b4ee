// The breaking-change check of the contracts: compares a contract with its last released version
// (openapi/released/<name>.yaml) by oasdiff-style rules. Both documents are fully dereferenced
// (loadContractFile), so a rule sees the same schema whether it is inline or a `$ref`.
//
// Breaking, for a client or for a backend that implements the released version:
// - an operation (method + path) is removed;
// - a declared response status of an operation is removed;
// - a response property is removed;
// - a request property, a request body or a parameter becomes required that was not before
//   (a new required one, or an optional one made required);
// - an enum (or const) is narrowed: a value the released version allows is no longer allowed,
//   in a request or in a response.
// Loosening (a new optional field, a new operation or status, a wider enum, a dropped format
// or pattern) is not breaking.
import { httpMethods, type Json, type JsonObject } from './load-contracts.ts';

export interface BreakingChange {
  rule:
    | 'removed-operation'
    | 'removed-status'
    | 'removed-response-property'
    | 'new-required-request-property'
    | 'new-required-parameter'
    | 'narrowed-enum';
  /** Where: `METHOD /path`, then the status or `request`, then the JSON path of the schema. */
  at: string;
  message: string;
}

type Direction = 'request' | 'response';

const isObject = (node: Json | undefined): node is JsonObject =>
  node !== null && typeof node === 'object' && !Array.isArray(node);

const objectAt = (node: Json | undefined, key: string): JsonObject => {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
};

/** The schema's own branches: itself, plus its allOf parts (all of which apply). */
function allOfParts(schema: JsonObject): JsonObject[] {
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [];
  return [schema, ...parts.flatMap(allOfParts)];
}

/** The alternatives of a schema (anyOf/oneOf branches), or the schema itself. */
function alternatives(schema: JsonObject): JsonObject[] {
  const branches = [schema.anyOf, schema.oneOf].flatMap((b) =>
    Array.isArray(b) ? b.filter(isObject) : [],
  );
  return branches.length > 0 ? branches.flatMap(alternatives) : [schema];
}

/** Every property a schema may carry (from allOf parts and from every alternative). */
function propertiesOf(schema: JsonObject): Map<string, JsonObject> {
  const properties = new Map<string, JsonObject>();
  for (const alternative of alternatives(schema)) {
    for (const part of allOfParts(alternative)) {
      for (const [name, value] of Object.entries(objectAt(part, 'properties'))) {
        if (isObject(value) && !properties.has(name)) properties.set(name, value);
      }
    }
  }
  return properties;
}

/** The properties that every alternative requires. */
function requiredOf(schema: JsonObject): Set<string> {
  const sets = alternatives(schema).map(
    (alternative) =>
      new Set(
        allOfParts(alternative).flatMap((part) =>
          Array.isArray(part.required) ? part.required.filter((r) => typeof r === 'string') : [],
        ),
      ),
  );
  const [first, ...rest] = sets;
  return new Set([...(first ?? [])].filter((name) => rest.every((set) => set.has(name))));
}

/** The schema's own enum, or its const as a list of one. */
function enumOf(part: JsonObject): Json[] | null {
  if (Array.isArray(part.enum)) return part.enum;
  return 'const' in part ? [part.const ?? null] : null;
}

/** The values a schema allows, or null when it names no finite list (any value of its type). */
function allowedValues(schema: JsonObject): Set<string> | null {
  const values = new Set<string>();
  for (const alternative of alternatives(schema)) {
    let own: Json[] | null = null;
    for (const part of allOfParts(alternative)) {
      const list = enumOf(part);
      if (list) own = own ? own.filter((v) => list.some((w) => same(v, w))) : list;
    }
    if (own === null) return null;
    for (const value of own) values.add(JSON.stringify(value));
  }
  return values;
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

function compareSchemas(
  before: JsonObject,
  after: JsonObject,
  direction: Direction,
  at: string,
  out: BreakingChange[],
): void {
  const wasAllowed = allowedValues(before);
  const isAllowed = allowedValues(after);
  if (wasAllowed && isAllowed) {
    const lost = [...wasAllowed].filter((v) => !isAllowed.has(v));
    if (lost.length > 0) {
      out.push({
        rule: 'narrowed-enum',
        at,
        message: `the ${direction} enum no longer allows ${lost.join(', ')}`,
      });
    }
  } else if (!wasAllowed && isAllowed && direction === 'request') {
    out.push({
      rule: 'narrowed-enum',
      at,
      message: `the request value is now limited to ${[...isAllowed].join(', ')}`,
    });
  }

  const beforeProperties = propertiesOf(before);
  const afterProperties = propertiesOf(after);
  if (direction === 'response') {
    for (const name of beforeProperties.keys()) {
      if (!afterProperties.has(name)) {
        out.push({
          rule: 'removed-response-property',
          at: `${at}.${name}`,
          message: `the response property \`${name}\` was removed`,
        });
      }
    }
  } else {
    const wasRequired = requiredOf(before);
    for (const name of requiredOf(after)) {
      if (!wasRequired.has(name)) {
        out.push({
          rule: 'new-required-request-property',
          at: `${at}.${name}`,
          message: beforeProperties.has(name)
            ? `the request property \`${name}\` became required`
            : `a new required request property \`${name}\``,
        });
      }
    }
  }
  for (const [name, afterProperty] of afterProperties) {
    const beforeProperty = beforeProperties.get(name);
    if (beforeProperty)
      compareSchemas(beforeProperty, afterProperty, direction, `${at}.${name}`, out);
  }
  const beforeItems = objectAt(before, 'items');
  const afterItems = objectAt(after, 'items');
  if (Object.keys(beforeItems).length > 0 && Object.keys(afterItems).length > 0) {
    compareSchemas(beforeItems, afterItems, direction, `${at}[]`, out);
  }
}

const parameterKey = (parameter: JsonObject) =>
  [parameter.in, parameter.name].map((part) => (typeof part === 'string' ? part : '?')).join(' ');

function parametersOf(pathItem: JsonObject, operation: JsonObject): Map<string, JsonObject> {
  const all = [pathItem.parameters, operation.parameters].flatMap((list) =>
    Array.isArray(list) ? list.filter(isObject) : [],
  );
  return new Map(all.map((parameter) => [parameterKey(parameter), parameter]));
}

/** Every breaking change from `released` to `current` (both dereferenced OpenAPI documents). */
export function breakingChanges(released: JsonObject, current: JsonObject): BreakingChange[] {
  const out: BreakingChange[] = [];
  const beforePaths = objectAt(released, 'paths');
  const afterPaths = objectAt(current, 'paths');
  for (const [path, beforeItem] of Object.entries(beforePaths)) {
    if (!isObject(beforeItem)) continue;
    const afterItem = objectAt(afterPaths, path);
    for (const method of httpMethods) {
      const before = beforeItem[method];
      if (!isObject(before)) continue;
      const op = `${method.toUpperCase()} ${path}`;
      const after = afterItem[method];
      if (!isObject(after)) {
        out.push({ rule: 'removed-operation', at: op, message: `the operation ${op} was removed` });
        continue;
      }

      // Parameters: a new required one, or an optional one made required; a narrowed enum.
      const beforeParameters = parametersOf(beforeItem, before);
      for (const [key, parameter] of parametersOf(afterItem, after)) {
        const old = beforeParameters.get(key);
        if (parameter.required === true && old?.required !== true) {
          out.push({
            rule: 'new-required-parameter',
            at: `${op} ${key}`,
            message: old
              ? `the parameter ${key} became required`
              : `a new required parameter ${key}`,
          });
        }
        if (old) {
          compareSchemas(
            objectAt(old, 'schema'),
            objectAt(parameter, 'schema'),
            'request',
            `${op} ${key}`,
            out,
          );
        }
      }

      // Request body.
      const beforeBody = objectAt(before, 'requestBody');
      const afterBody = objectAt(after, 'requestBody');
      if (afterBody.required === true && beforeBody.required !== true) {
        out.push({
          rule: 'new-required-request-property',
          at: `${op} request`,
          message: 'the request body became required',
        });
      }
      for (const [mediaType, media] of Object.entries(objectAt(afterBody, 'content'))) {
        const old = objectAt(objectAt(beforeBody, 'content'), mediaType);
        if (Object.keys(old).length === 0) continue;
        compareSchemas(
          objectAt(old, 'schema'),
          objectAt(media, 'schema'),
          'request',
          `${op} request ${mediaType} body`,
          out,
        );
      }

      // Responses: no status removed, no property removed, no enum narrowed.
      const beforeResponses = objectAt(before, 'responses');
      const afterResponses = objectAt(after, 'responses');
      for (const [status, beforeResponse] of Object.entries(beforeResponses)) {
        const afterResponse = afterResponses[status];
        if (!isObject(afterResponse)) {
          out.push({
            rule: 'removed-status',
            at: `${op} ${status}`,
            message: `the response status ${status} of ${op} was removed`,
          });
          continue;
        }
        for (const [mediaType, media] of Object.entries(objectAt(beforeResponse, 'content'))) {
          const now = objectAt(objectAt(afterResponse, 'content'), mediaType);
          if (Object.keys(now).length === 0) {
            out.push({
              rule: 'removed-status',
              at: `${op} ${status} ${mediaType}`,
              message: `the ${mediaType} body of ${op} ${status} was removed`,
            });
            continue;
          }
          compareSchemas(
            objectAt(media, 'schema'),
            objectAt(now, 'schema'),
            'response',
            `${op} ${status} ${mediaType} body`,
            out,
          );
        }
      }
    }
  }
  return out;
}
