/**
 * The checks of one answer against the contract: the status is declared; the media type is a
 * declared one; the body decodes with the generated zod schema of that status (each issue named
 * by its JSON path); the declared required headers are present and of their declared type; and
 * for a negative request, the answer is a declared 4xx.
 */
import { safeParse, type $ZodIssue } from 'zod/v4/core';
import { mediaTypeOf } from '../../mock-server/example-index.ts';
import { responseKey } from '../../src/api/operation-table.ts';
import type { ContractOperation } from './contract.ts';
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
}

export const problemKinds = [
  'undeclared-status',
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

function describeValue(value: unknown): string {
  if (value === undefined) {
    return 'nothing';
  }
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * One zod issue in words, with its JSON path; an issue inside a list item also names the item
 * that does not decode.
 */
function issueProblem(issue: $ZodIssue): Problem {
  const path = jsonPath(issue.path);
  const input = (issue as { input?: unknown }).input;
  const listIndex = issue.path.findIndex((part) => typeof part === 'number');
  const inList =
    listIndex >= 0
      ? ` (list item ${jsonPath(issue.path.slice(0, listIndex + 1))} does not decode)`
      : '';
  let kind: ProblemKind;
  let what: string;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined && issue.path.length > 0) {
        kind = 'missing-field';
        what = `missing required field (${issue.expected})`;
      } else {
        kind = 'wrong-type';
        what = `wrong type: expected ${issue.expected}, got ${describeValue(input)}`;
      }
      break;
    case 'invalid_format':
      kind = 'wrong-format';
      what = `wrong format: expected ${issue.format}, got ${describeValue(input)}`;
      break;
    case 'invalid_value':
      kind = 'wrong-enum';
      what = `not one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}: got ${describeValue(input)}`;
      break;
    case 'custom':
    case 'invalid_element':
    case 'invalid_key':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'too_big':
    case 'too_small':
    case 'unrecognized_keys':
      kind = 'schema';
      what = issue.message;
  }
  return { kind, message: `${path}: ${what}${inList}` };
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
): Problem[] {
  const problems: Problem[] = [];
  const declared = declaredResponse(operation, answer.status);
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
    return [
      {
        kind: 'undeclared-status',
        message: `status ${String(answer.status)} is not declared (declared: ${codes})`,
      },
    ];
  }
  if (request.negative && (answer.status < 400 || answer.status >= 500)) {
    problems.push({
      kind: 'accepted-invalid',
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
      });
    }
  } else if (!contents.some((c) => accepts(c.mediaType, mediaType))) {
    problems.push({
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
        problems.push({ kind: 'header', message: `required header ${header.name} is missing` });
      }
    } else if (
      (schema.type === 'integer' && !/^-?\d+$/.test(value.trim())) ||
      (schema.type === 'number' && Number.isNaN(Number(value))) ||
      (schema.enum && !schema.enum.map(String).includes(value))
    ) {
      problems.push({
        kind: 'header',
        message: `header ${header.name}: ${JSON.stringify(value)} is not a declared ${schema.enum ? 'value' : (schema.type ?? 'value')}`,
      });
    }
  }

  const key = responseKey(operation.entry.responses, answer.status);
  const schema = key === undefined ? undefined : operation.entry.responses[key];
  if (schema && contents.length > 0 && answer.body.trim() !== '' && mediaType.includes('json')) {
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push({ kind: 'not-json', message: `the ${mediaType} body is not JSON` });
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
      problems.push(...result.error.issues.map(issueProblem));
    }
  } else if (schema && contents.length > 0 && answer.body.trim() === '') {
    problems.push({
      kind: 'missing-field',
      message: `status ${String(answer.status)} has no body; the contract declares one`,
    });
  }
  return problems;
}
