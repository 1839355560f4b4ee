/**
 * The checks of one answer against the contract: the status is declared; the media type is a
 * declared one; the body decodes with the generated zod schema of that status (each issue named
 * by its JSON path); the declared required headers are present and of their declared type; and
 * for a negative request, the answer is a declared 4xx.
 */
import { safeParse, type $ZodIssue } from 'zod/v4/core';
import { mediaTypeOf } from '../../mock-server/gateway/example-index.ts';
import { responseKey } from '../../src/api/operation-table.ts';
import type { ContractOperation } from './contract.ts';
import type { Location } from './proposals.ts';
import type { VerifyRequest } from './requests.ts';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

/** One way the answer breaks the contract. */
export interface Problem {
  /** A short category, for the summary and for tests: see `problemKinds`. */
  kind: ProblemKind;
  /** What is wrong, in words, with the JSON path where there is one. */
  message: string;
  /** A gap in the contract rather than in the backend: reported as a note, not a violation. */
  note?: true;
  /** Where in the contract the violation stands, to tell the spec's rules from our proposals. */
  location?: Location;
}

export interface CheckOptions {
  /** Print the answer's values in messages (bodies carry personal data: off by default). */
  showValues?: boolean;
  /** The contract's names of the bodies of a `oneOf`, for a body that matches none. */
  unionNames?: UnionNames;
}

export const problemKinds = [
  'undeclared-status',
  'unexpected-status',
  'media-type',
  'not-json',
  'missing-field',
  'wrong-type',
  'wrong-format',
  'wrong-enum',
  'schema',
  'header',
  'accepted-invalid',
  'no-answer',
  'extra-field',
] as const;
export type ProblemKind = (typeof problemKinds)[number];

type DeclaredResponse = ContractOperation['parsed']['responses'][number];

/** The declared response of a status: its own code, its range (`4XX`), else `default`. */
function declaredResponse(
  operation: ContractOperation,
  status: number,
): DeclaredResponse | undefined {
  const responses = operation.parsed.responses;
  const range = `${String(Math.floor(status / 100))}XX`;
  return (
    responses.find((r) => r.code === String(status)) ??
    responses.find((r) => r.code.toUpperCase() === range) ??
    responses.find((r) => r.code === 'default')
  );
}

/** Whether a status is the one a declared key names (`'422'`, `'2XX'`). */
export function statusMatches(code: string, status: number): boolean {
  return code === String(status) || code.toUpperCase() === `${String(Math.floor(status / 100))}XX`;
}

/** The declared response key that a status or range names (`422` → `'422'`, `200` → `'2XX'`). */
function declaredKey(operation: ContractOperation, code: string): string {
  const responses = operation.parsed.responses;
  const exact = responses.find((r) => r.code.toUpperCase() === code.toUpperCase());
  const status = Number(code);
  const range = Number.isInteger(status)
    ? responses.find((r) => statusMatches(r.code, status))
    : undefined;
  return (exact ?? range)?.code ?? code;
}

/** `['items', 3, 'status']` → `$.items[3].status`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return (
    '$' +
    path
      .map((part) => {
        if (typeof part === 'number') {
          return `[${String(part)}]`;
        }
        const name = String(part);
        return /^[A-Za-z_$][\w$]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
      })
      .join('')
  );
}

/** What an answer held where the contract wanted something else: its type, or with
 * `showValues` the value itself (bodies carry personal data, so values stay out by default). */
function describeValue(value: unknown, showValues: boolean): string {
  if (value === undefined) {
    return 'nothing';
  }
  if (!showValues) {
    if (value === null) {
      return 'null';
    }
    return Array.isArray(value)
      ? 'a list'
      : `a ${typeof value === 'object' ? 'object' : typeof value}`;
  }
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Whether a zod issue is a field that is not there (as opposed to one of the wrong kind). */
const isMissing = (issue: $ZodIssue): boolean =>
  (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
  issue.path.length > 0 &&
  (issue as { input?: unknown }).input === undefined;

/** Names the bodies of a `oneOf` at a body path (the contract's schema names), when known. */
export type UnionNames = (path: readonly PropertyKey[]) => readonly string[] | undefined;

/** One failure of a union branch, in a few words: `$.code missing`, `$.status wrong type`. */
function branchFailure(issue: $ZodIssue): string {
  const path = jsonPath(issue.path);
  return isMissing(issue)
    ? `${path} missing`
    : `${path} ${issue.code.replace('invalid_', 'wrong ')}`;
}

/**
 * One zod issue in words, with its JSON path; an issue inside a list item also names the item
 * that does not decode.
 */
function issueProblem(
  issue: $ZodIssue,
  location: Location,
  showValues: boolean,
  unionNames: UnionNames,
): Problem {
  const path = jsonPath(issue.path);
  const input = (issue as { input?: unknown }).input;
  const listIndex = issue.path.findIndex((part) => typeof part === 'number');
  const inList =
    listIndex >= 0
      ? ` (list item ${jsonPath(issue.path.slice(0, listIndex + 1))} does not decode)`
      : '';
  let kind: ProblemKind;
  let what: string;
  const at: Location = { ...location, path: issue.path };
  if (isMissing(issue)) {
    kind = 'missing-field';
    what =
      issue.code === 'invalid_value'
        ? `missing required field (one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')})`
        : `missing required field (${issue.code === 'invalid_type' ? issue.expected : 'value'})`;
    at.missing = true;
  } else {
    switch (issue.code) {
      case 'invalid_type':
        kind = 'wrong-type';
        what = `wrong type: expected ${issue.expected}, got ${describeValue(input, showValues)}`;
        break;
      case 'invalid_format':
        kind = 'wrong-format';
        what = `wrong format: expected ${issue.format}, got ${describeValue(input, showValues)}`;
        break;
      case 'invalid_value':
        kind = 'wrong-enum';
        what = `not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}: got ${describeValue(input, showValues)}`;
        break;
      case 'invalid_union': {
        kind = 'schema';
        const names = unionNames(issue.path);
        const options = issue.errors.map(
          (failures, i) =>
            `${names?.[i] ?? `body ${String(i + 1)}`} (${failures.map(branchFailure).join(', ') || 'no match'})`,
        );
        what =
          options.length > 0
            ? `matches none of the bodies the contract declares here; expected one of: ${options.join('; ')}`
            : issue.message;
        at.branches = issue.errors.map((failures) =>
          failures.map((failure) => ({ path: failure.path, missing: isMissing(failure) })),
        );
        break;
      }
      case 'custom':
      case 'invalid_element':
      case 'invalid_key':
      case 'not_multiple_of':
      case 'too_big':
      case 'too_small':
      case 'unrecognized_keys':
        kind = 'schema';
        what = issue.message;
    }
  }
  return { kind, message: `${path}: ${what}${inList}`, location: at };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON paths of the fields the schema does not name: the generated zod objects are not
 * strict (orval emits `zod.object` even for `additionalProperties: false`), so zod drops
 * unknown fields from its output instead of refusing them; what the input has and the output lacks
 * is what the contract does not name.
 */
export function unknownFields(input: unknown, output: unknown, path: PropertyKey[] = []): string[] {
  if (isPlainObject(input) && isPlainObject(output)) {
    return Object.keys(input).flatMap((key) =>
      key in output
        ? unknownFields(input[key], output[key], [...path, key])
        : [jsonPath([...path, key])],
    );
  }
  if (Array.isArray(input) && Array.isArray(output) && input.length === output.length) {
    return input.flatMap((item, i) => unknownFields(item, output[i], [...path, i]));
  }
  return [];
}

function accepts(declared: string, actual: string): boolean {
  if (declared === actual || declared === '*/*') {
    return true;
  }
  return declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1));
}

interface HeaderSchema {
  type?: string;
  enum?: unknown[];
}

/** Checks one answer; an empty list means it keeps the contract. */
export function checkAnswer(
  operation: ContractOperation,
  request: VerifyRequest,
  answer: Answer,
  options: CheckOptions = {},
): Problem[] {
  const problems: Problem[] = [];
  const declared = declaredResponse(operation, answer.status);
  const response = declared ? { response: declared.code } : {};
  const refusals = operation.parsed.responses.filter((r) => r.code === '400' || r.code === '422');
  if (
    !declared &&
    request.negative &&
    answer.status >= 400 &&
    answer.status < 500 &&
    refusals.length === 0
  ) {
    return [
      {
        kind: 'undeclared-status',
        message: `refused with ${String(answer.status)}, but the contract declares no 400 or 422 for invalid input (a gap in the contract, not a violation)`,
        note: true,
      },
    ];
  }
  if (!declared) {
    const codes = operation.parsed.responses.map((r) => r.code).join(', ');
    const success = answer.status >= 200 && answer.status < 300;
    return [
      {
        kind: 'undeclared-status',
        message: `status ${String(answer.status)} is not declared (declared: ${codes})`,
        // Another success in place of the declared one is ours when every declared one is.
        location: success && operation.success.length > 0 ? { expected: operation.success } : {},
      },
    ];
  }
  const expected = request.expect;
  if (
    !request.negative &&
    expected !== undefined &&
    expected.length > 0 &&
    !expected.some((code) => statusMatches(code, answer.status))
  ) {
    problems.push({
      kind: 'unexpected-status',
      message: `expected ${expected.join(' or ')} for this request, got ${String(answer.status)}${
        request.expectedBecause === undefined ? '' : ` (${request.expectedBecause})`
      }`,
      location: { expected: expected.map((code) => declaredKey(operation, code)) },
    });
  }
  if (request.negative && (answer.status < 400 || answer.status >= 500)) {
    problems.push({
      kind: 'accepted-invalid',
      location: {
        accepted: {
          ...(request.brokenField === undefined ? {} : { field: request.brokenField }),
          ...(request.brokenBody ? { body: true } : {}),
          ...(request.brokenParameter ? { parameter: request.brokenParameter } : {}),
        },
      },
      message: `answered ${String(answer.status)} to an invalid request; the contract requires a declared 4xx (declared: ${
        operation.parsed.responses
          .map((r) => r.code)
          .filter((c) => c.startsWith('4'))
          .join(', ') || 'none'
      })`,
    });
  }

  const contents = declared.contents ?? [];
  const mediaType = mediaTypeOf(answer.headers.get('content-type') ?? undefined);
  if (contents.length === 0) {
    if (answer.body.trim() !== '') {
      problems.push({
        kind: 'media-type',
        message: `status ${String(answer.status)} declares no body, got ${mediaType || 'a body without Content-Type'}`,
        location: { ...response, mediaTypes: [] },
      });
    }
    // An empty body is named once, by the missing body check below, with the declared types.
  } else if (answer.body.trim() !== '' && !contents.some((c) => accepts(c.mediaType, mediaType))) {
    problems.push({
      location: { ...response, mediaTypes: contents.map((c) => c.mediaType) },
      kind: 'media-type',
      message: `media type ${mediaType || '(none)'} is not declared for ${String(answer.status)} (declared: ${contents
        .map((c) => c.mediaType)
        .join(', ')})`,
    });
  }

  for (const header of declared.headers ?? []) {
    const value = answer.headers.get(header.name);
    const schema = (header.schema ?? {}) as HeaderSchema;
    if (value === null) {
      if (header.required) {
        problems.push({
          kind: 'header',
          message: `required header ${header.name} is missing`,
          location: { ...response, header: header.name },
        });
      }
    } else if (
      (schema.type === 'integer' && !/^-?\d+$/.test(value.trim())) ||
      (schema.type === 'number' && Number.isNaN(Number(value))) ||
      (schema.enum && !schema.enum.map(String).includes(value))
    ) {
      problems.push({
        kind: 'header',
        message: `header ${header.name}: ${options.showValues === true ? JSON.stringify(value) : 'the value'} is not a declared ${schema.enum ? 'value' : (schema.type ?? 'value')}`,
        location: { ...response, header: header.name },
      });
    }
  }

  const key = responseKey(operation.entry.responses, answer.status);
  const schema = key === undefined ? undefined : operation.entry.responses[key];
  const matched = contents.find((c) => accepts(c.mediaType, mediaType));
  const bodyAt: Location = {
    ...response,
    mediaTypes: matched ? [matched.mediaType] : contents.map((c) => c.mediaType),
  };
  if (schema && contents.length > 0 && answer.body.trim() !== '' && mediaType.includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push({
        kind: 'not-json',
        message: `the ${mediaType} body is not JSON; the contract declares a JSON body for ${String(answer.status)}`,
        location: { ...bodyAt, path: [] },
      });
      return problems;
    }
    const result = safeParse(schema, body, { reportInput: true });
    if (result.success) {
      for (const field of unknownFields(body, result.data)) {
        problems.push({
          kind: 'extra-field',
          message: `${field}: a field the contract does not name (allowed, unless the schema says otherwise)`,
          note: true,
        });
      }
    } else {
      problems.push(
        ...result.error.issues.map((issue) =>
          issueProblem(
            issue,
            bodyAt,
            options.showValues === true,
            options.unionNames ?? (() => undefined),
          ),
        ),
      );
    }
  } else if (schema && contents.length > 0 && answer.body.trim() === '') {
    const bodies = options.unionNames?.([]);
    problems.push({
      kind: 'missing-field',
      message: `status ${String(answer.status)} has no body; the contract declares one (${contents.map((c) => c.mediaType).join(' or ')}${bodies ? `: ${bodies.join(' or ')}` : ''})`,
      location: { ...bodyAt, path: [] },
    });
  }
  return problems;
}
