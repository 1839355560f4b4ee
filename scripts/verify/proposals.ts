/**
 * Whether a violation breaks the spec or only one of our proposals: a node of the contract marked
 * `x-proposal: true` is ours, not the spec's. A violation is a proposal's when any node along its
 * path carries the marker: the operation, the declared response, its media type, the body schema
 * and every schema down to the field the violation names (`$ref`s followed across files, each
 * referencing node and each referenced one counted).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';

type Raw = Record<string, unknown>;
const isRaw = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type Classification = 'spec' | 'proposal';

/** A node of a contract document and the file it was read from (its `$ref`s are relative to it). */
interface Located {
  node: unknown;
  file: string;
  /** Whether a node passed on the way here (a `$ref` that led to it) carries the marker. */
  marked: boolean;
}

const markedNode = (node: unknown): boolean => isRaw(node) && node['x-proposal'] === true;

/** A step of a JSON path into an answer's body: a field name or a list index. */
export type DataPath = readonly PropertyKey[];

/** Where in the contract a violation stands. */
export interface Location {
  /** The declared response's key (`'404'`, `'4XX'`, `'default'`); none for an undeclared status. */
  response?: string;
  /** The declared media types that the answer was held to (one for a body's violations). */
  mediaTypes?: readonly string[];
  /** The body's JSON path of the violation. */
  path?: DataPath;
  /** A required field that is missing: the path names it, and its own schema decides. */
  missing?: boolean;
  /** A response header the violation is about. */
  header?: string;
  /** A body matching none of a `oneOf`: per branch, the paths of its failures (relative to `path`). */
  branches?: readonly (readonly { path: DataPath; missing: boolean }[])[];
  /** The statuses the request expected (x-expect): a proposal's when each of their responses is. */
  expected?: readonly string[];
  /**
   * An invalid request that was not refused (`--negative`), and what it broke: a body field, the
   * body as a whole or a parameter.
   */
  accepted?: {
    field?: string;
    body?: boolean;
    parameter?: { in: string; name: string };
  };
}

/**
 * A contract document with the files it references: `files` gives their parsed contents by
 * absolute path (tests pass small contracts this way); a file not given is read from disk.
 */
export class ContractDocument {
  readonly file: string;
  private readonly files = new Map<string, unknown>();

  // No parameter properties: Node runs this file by stripping types only.
  constructor(file: string, files: Readonly<Record<string, unknown>> = {}) {
    this.file = resolve(file);
    for (const [name, content] of Object.entries(files)) {
      this.files.set(resolve(name), content);
    }
  }

  private read(file: string): unknown {
    if (!this.files.has(file)) {
      this.files.set(file, parse(readFileSync(file, 'utf8')));
    }
    return this.files.get(file);
  }

  /** Follows `$ref`s (local and to other files) to the node they name. */
  deref(located: Located): Located {
    let { node, file, marked } = located;
    const seen = new Set<string>();
    while (isRaw(node) && typeof node.$ref === 'string') {
      marked ||= markedNode(node);
      const [target = '', pointer = ''] = node.$ref.split('#');
      file = target === '' ? file : resolve(dirname(file), target);
      const key = `${file}#${pointer}`;
      if (seen.has(key)) {
        break;
      }
      seen.add(key);
      node = pointer
        .split('/')
        .slice(1)
        .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
        .reduce<unknown>((at, part) => (isRaw(at) ? at[part] : undefined), this.read(file));
    }
    return { node, file, marked: marked || markedNode(node) };
  }

  /** The paths of the document's bases outside this machine (`/payments/v1`), each once. */
  basePaths(): string[] {
    const root = this.read(this.file);
    const servers = isRaw(root) && Array.isArray(root.servers) ? root.servers : [];
    const paths = servers.flatMap((server) => {
      const url = isRaw(server) && typeof server.url === 'string' ? server.url : '';
      if (!URL.canParse(url)) {
        return [];
      }
      const { hostname, pathname } = new URL(url);
      return hostname === 'localhost' || hostname === '127.0.0.1'
        ? []
        : [pathname.replace(/\/$/, '')];
    });
    return [...new Set(paths)];
  }

  /** The raw path item of a path template. */
  pathItem(path: string): Located | undefined {
    const root = this.read(this.file);
    const item = isRaw(root) && isRaw(root.paths) ? root.paths[path] : undefined;
    const located = this.deref({ node: item, file: this.file, marked: false });
    return isRaw(located.node) ? located : undefined;
  }

  /** The raw operation object of `method path`. */
  operation(method: string, path: string): Located | undefined {
    const item = this.pathItem(path);
    const located = item && this.child(item, method.toLowerCase());
    return located && isRaw(located.node) ? located : undefined;
  }

  /**
   * The schema names of the `oneOf` at a body path of a declared response (the first media type
   * that has one), e.g. `['ChatProblem', 'GatewayError']` for a 401 that allows either.
   */
  unionNames(
    method: string,
    path: string,
    response: string,
    mediaTypes: readonly string[],
    bodyPath: DataPath,
  ): string[] | undefined {
    const operation = this.operation(method, path);
    for (const type of mediaTypes) {
      const schema =
        operation && this.child(operation, 'responses', response, 'content', type, 'schema');
      const at = schema && schemaAt(this, schema, bodyPath);
      const names = at && refNames(at.node);
      if (names) {
        return names;
      }
    }
    return undefined;
  }

  /** The child `key` of a located node, dereferenced, carrying the parent's marker. */
  child(parent: Located, ...keys: string[]): Located | undefined {
    let at: Located = parent;
    for (const key of keys) {
      const node: unknown = at.node;
      if (typeof node !== 'object' || node === null || !(key in node)) {
        return undefined;
      }
      at = this.deref({
        node: (node as Record<string, unknown>)[key],
        file: at.file,
        marked: at.marked,
      });
    }
    return at;
  }
}

/** The schema names (`$ref`'s last segment) of a `oneOf`/`anyOf`, by branch. */
function refNames(node: unknown): string[] | undefined {
  const members = [...schemaList(node, 'oneOf'), ...schemaList(node, 'anyOf')];
  return members.length === 0
    ? undefined
    : members.map((member, i) =>
        isRaw(member) && typeof member.$ref === 'string'
          ? (member.$ref.split('/').pop() ?? `body ${String(i + 1)}`)
          : `body ${String(i + 1)}`,
      );
}

const schemaList = (node: unknown, key: 'allOf' | 'oneOf' | 'anyOf'): unknown[] =>
  isRaw(node) && Array.isArray(node[key]) ? node[key] : [];

/**
 * Whether the body path `path` inside `schema` passes a marked node: the schemas of each field
 * and list item on the way, through `allOf` (a proposal when a member that names the field marks
 * it) and `oneOf`/`anyOf` (a proposal when every branch that names the field marks it).
 */
export function pathMarked(document: ContractDocument, schema: Located, path: DataPath): boolean {
  const at = document.deref(schema);
  if (at.marked) {
    return true;
  }
  const [step, ...rest] = path;
  if (step === undefined) {
    return false;
  }
  const node = at.node;
  const next = (key: string): Located | undefined => document.child(at, key);
  let direct: Located | undefined;
  if (typeof step === 'number') {
    direct = next('items');
  } else if (isRaw(node) && isRaw(node.properties) && String(step) in node.properties) {
    direct = document.child(at, 'properties', String(step));
  } else if (isRaw(node) && isRaw(node.additionalProperties)) {
    direct = next('additionalProperties');
  }
  if (direct !== undefined && pathMarked(document, direct, rest)) {
    return true;
  }
  const branches = (key: 'allOf' | 'oneOf' | 'anyOf') =>
    schemaList(node, key)
      .map((member) => document.deref({ node: member, file: at.file, marked: false }))
      .filter((member) => names(document, member, step));
  if (branches('allOf').some((member) => pathMarked(document, member, path))) {
    return true;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const naming = branches(key);
    if (naming.length > 0 && naming.every((member) => pathMarked(document, member, path))) {
      return true;
    }
  }
  return false;
}

/** The schema at a body path (fields, list items, and `allOf` members that name the field). */
function schemaAt(
  document: ContractDocument,
  schema: Located,
  path: DataPath,
): Located | undefined {
  const at = document.deref(schema);
  const [step, ...rest] = path;
  if (step === undefined) {
    return at;
  }
  const node = at.node;
  if (typeof step === 'number' && isRaw(node) && 'items' in node) {
    const items = document.child(at, 'items');
    return items && schemaAt(document, items, rest);
  }
  if (isRaw(node) && isRaw(node.properties) && String(step) in node.properties) {
    const property = document.child(at, 'properties', String(step));
    return property && schemaAt(document, property, rest);
  }
  for (const member of schemaList(node, 'allOf')) {
    const found = schemaAt(document, { node: member, file: at.file, marked: false }, path);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** Whether a schema (through its `allOf`, `oneOf`, `anyOf`) has a place for this step. */
function names(document: ContractDocument, schema: Located, step: PropertyKey): boolean {
  const node = document.deref(schema).node;
  if (!isRaw(node)) {
    return false;
  }
  if (
    typeof step === 'number'
      ? 'items' in node
      : isRaw(node.properties) && String(step) in node.properties
  ) {
    return true;
  }
  return (['allOf', 'oneOf', 'anyOf'] as const).some((key) =>
    schemaList(node, key).some((member) =>
      names(document, { node: member, file: schema.file, marked: false }, step),
    ),
  );
}

/**
 * Spec or proposal, for a violation of the operation `method path` at `location`: see the
 * module's comment. An operation the document does not have is the spec's.
 */
export function classify(
  document: ContractDocument,
  method: string,
  path: string,
  location: Location,
): Classification {
  const operation = document.operation(method, path);
  if (!operation) {
    return 'spec';
  }
  if (operation.marked) {
    return 'proposal';
  }
  const responseOf = (code: string) => document.child(operation, 'responses', code);
  if (location.expected && location.expected.length > 0) {
    const expected = location.expected.map(responseOf);
    return expected.every((r) => r?.marked === true) ? 'proposal' : 'spec';
  }
  if (location.accepted !== undefined) {
    return acceptedInvalid(document, operation, location.accepted);
  }
  if (location.response === undefined) {
    return 'spec';
  }
  const response = responseOf(location.response);
  if (!response) {
    return 'spec';
  }
  if (response.marked) {
    return 'proposal';
  }
  if (location.header !== undefined) {
    const header = document.child(response, 'headers', location.header);
    return header?.marked === true ||
      (header !== undefined && document.child(header, 'schema')?.marked === true)
      ? 'proposal'
      : 'spec';
  }
  const mediaTypes = location.mediaTypes ?? [];
  if (mediaTypes.length === 0) {
    return 'spec';
  }
  const media = mediaTypes.map((type) => document.child(response, 'content', type));
  if (location.path === undefined) {
    // A media type the answer does not match: a proposal's when every declared one is ours.
    return media.every((m) => m?.marked === true) ? 'proposal' : 'spec';
  }
  const bodyPath = location.path;
  return media.every((m) => {
    const schema = m ? document.child(m, 'schema') : undefined;
    if (!m || !schema) {
      return false;
    }
    if (pathMarked(document, schema, bodyPath)) {
      return true;
    }
    if (location.branches) {
      // A body matching none of a oneOf: a proposal's when one branch fails only on proposals.
      const union = schemaAt(document, schema, bodyPath);
      const members = union
        ? [...schemaList(union.node, 'oneOf'), ...schemaList(union.node, 'anyOf')]
        : [];
      return location.branches.some((failures, i) => {
        const member = members[i];
        return (
          union !== undefined &&
          member !== undefined &&
          failures.length > 0 &&
          failures.every((failure) =>
            pathMarked(document, { node: member, file: union.file, marked: false }, failure.path),
          )
        );
      });
    }
    return false;
  })
    ? 'proposal'
    : 'spec';
}

/**
 * An invalid request answered with a success: the spec's break only where the spec names a
 * refusal of invalid input for the call (a 400 or 422 that is not ours) and what was broken is the
 * spec's (not a marked body, body field or parameter).
 */
function acceptedInvalid(
  document: ContractDocument,
  operation: Located,
  accepted: NonNullable<Location['accepted']>,
): Classification {
  const refusals = ['400', '422'].flatMap((code) => {
    const response = document.child(operation, 'responses', code);
    return response ? [response] : [];
  });
  if (refusals.every((response) => response.marked)) {
    return 'proposal';
  }
  const body = document.child(operation, 'requestBody');
  const contents = body ? document.child(body, 'content') : undefined;
  const schemas = (contents && isRaw(contents.node) ? Object.keys(contents.node) : []).flatMap(
    (type) => {
      const schema = contents ? document.child(contents, type, 'schema') : undefined;
      return schema ? [schema] : [];
    },
  );
  if (accepted.field !== undefined || accepted.body === true) {
    const path = accepted.field === undefined ? [] : [accepted.field];
    return body?.marked === true ||
      (schemas.length > 0 && schemas.every((schema) => pathMarked(document, schema, path)))
      ? 'proposal'
      : 'spec';
  }
  if (accepted.parameter !== undefined) {
    const { name, in: place } = accepted.parameter;
    const parameters = document.child(operation, 'parameters');
    const list = parameters && Array.isArray(parameters.node) ? parameters.node : [];
    const parameter = list
      .map((_, i) => (parameters ? document.child(parameters, String(i)) : undefined))
      .find((p) => isRaw(p?.node) && p.node.name === name && p.node.in === place);
    return parameter?.marked === true ? 'proposal' : 'spec';
  }
  return 'spec';
}
