/**
 * `verify`: exercises every operation of one contract against a running backend and checks each
 * answer against the contract (scripts/verify/check.ts). Prints a progress line per operation and
 * a line per violation as it goes; resolves to the report (scripts/verify/report.ts prints the
 * summary and writes the JSON).
 */
import type { ContractName } from '../../src/api/contracts.ts';
import { checkAnswer, type Answer, type Problem, type ProblemKind } from './check.ts';
import { loadContract, type ContractOperation } from './contract.ts';
import { exampleRequests, negativeRequests, type VerifyRequest } from './requests.ts';

/**
 * The API gateway's subscription key header, as the app sends it (`subscriptionKeyHeader` of
 * src/api/http.ts, which plain Node cannot load: src/api/errors.ts uses TypeScript syntax that
 * type stripping refuses). tests/verify checks that the two agree.
 */
export const subscriptionKeyHeader = 'Ocp-Apim-Subscription-Key';

export interface VerifyOptions {
  contract: ContractName;
  /** The contract's base URL, e.g. `https://api.dev.example/patient/v1`. */
  target: string;
  /** Bases of single operations by operationId (the contract's path-level `servers`). */
  operationTargets?: Readonly<Record<string, string>>;
  /** The person's bearer token, for operations that carry one. */
  token?: string;
  /** The bearer of operations authenticated as a service (feedback); `token` by default. */
  serviceToken?: string;
  subscriptionKey?: string;
  /** Also send generated invalid inputs, which must be refused with a declared 4xx. */
  negative?: boolean;
  /** Only these operations (by operationId); all by default. */
  only?: readonly string[];
  /** `Accept-Language` of every request; `fi` by default. */
  language?: string;
  /** The contract file; openapi/<contract>.yaml by default. */
  contractFile?: string;
  /** Progress and violation lines; `console.info` by default. */
  log?: (line: string) => void;
  /** Per request; 15 s by default. */
  timeoutMs?: number;
}

export interface Violation {
  operationId: string;
  /** `'<METHOD> <path template>'`. */
  operation: string;
  /** Which request: `example <name>` or `negative: …`. */
  request: string;
  /** The path sent, with query. */
  path: string;
  /** The status answered; null when there was no answer. */
  status: number | null;
  kind: ProblemKind;
  message: string;
}

export interface OperationResult {
  operationId: string;
  operation: string;
  base: string;
  requests: number;
  statuses: number[];
  violations: number;
}

export interface VerifyReport {
  contract: ContractName;
  target: string;
  operationTargets: Record<string, string>;
  negative: boolean;
  startedAt: string;
  operations: OperationResult[];
  violations: Violation[];
  /** Things the reader should know that are not violations (a missing token, a shared base). */
  notes: string[];
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function headersFor(
  operation: ContractOperation,
  request: VerifyRequest,
  options: VerifyOptions,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json, application/problem+json',
    'accept-language': options.language ?? 'fi',
    ...request.headers,
  };
  const bearers = {
    patient: options.token,
    service: options.serviceToken ?? options.token,
    none: undefined,
  };
  const bearer = bearers[operation.entry.auth];
  if (bearer !== undefined) {
    headers.authorization = `Bearer ${bearer}`;
  }
  if (operation.entry.subscriptionKey && options.subscriptionKey !== undefined) {
    headers[subscriptionKeyHeader.toLowerCase()] = options.subscriptionKey;
  }
  return headers;
}

async function send(
  url: string,
  request: VerifyRequest,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Answer | Problem> {
  try {
    const response = await fetch(url, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return {
      kind: 'no-answer',
      message: cause instanceof Error ? cause.message : String(cause),
    };
  }
}

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const log =
    options.log ??
    ((line: string) => {
      console.info(line);
    });
  const contract = await loadContract(options.contract, options.contractFile);
  const operationTargets = { ...options.operationTargets };
  const known = new Set(contract.operations.map((o) => o.operationId));
  for (const id of [...Object.keys(operationTargets), ...(options.only ?? [])]) {
    if (!known.has(id)) {
      throw new Error(
        `${options.contract} has no operation ${id}; it has ${[...known].join(', ')}`,
      );
    }
  }
  const report: VerifyReport = {
    contract: options.contract,
    target: trimSlash(options.target),
    operationTargets,
    negative: options.negative ?? false,
    startedAt: new Date().toISOString(),
    operations: [],
    violations: [],
    notes: [],
  };
  const selected = contract.operations.filter(
    (o) => options.only === undefined || options.only.includes(o.operationId),
  );
  if (options.token === undefined && selected.some((o) => o.entry.auth === 'patient')) {
    report.notes.push(
      "No --token or --as: operations that need a person's token were sent without one.",
    );
  }
  for (const operation of selected) {
    const ownBase = operationTargets[operation.operationId];
    if (operation.ownBase && ownBase === undefined) {
      report.notes.push(
        `${operation.operationId} has a base of its own in the contract; it was sent to --target (give --target ${operation.operationId}=<url> for its own base).`,
      );
    }
    const base = trimSlash(ownBase ?? options.target);
    const requests = [
      ...exampleRequests(operation),
      ...(options.negative ? negativeRequests(operation) : []),
    ];
    const result: OperationResult = {
      operationId: operation.operationId,
      operation: operation.key,
      base,
      requests: requests.length,
      statuses: [],
      violations: 0,
    };
    const lines: string[] = [];
    for (const request of requests) {
      const answer = await send(
        `${base}${request.path}`,
        request,
        headersFor(operation, request, options),
        options.timeoutMs ?? 15_000,
      );
      const status = 'status' in answer ? answer.status : null;
      if (status !== null) {
        result.statuses.push(status);
      }
      const problems = 'status' in answer ? checkAnswer(operation, request, answer) : [answer];
      for (const problem of problems) {
        if (problem.note) {
          report.notes.push(`${operation.operationId} [${request.label}]: ${problem.message}`);
          continue;
        }
        const violation: Violation = {
          operationId: operation.operationId,
          operation: operation.key,
          request: request.label,
          path: request.path,
          status,
          kind: problem.kind,
          message: problem.message,
        };
        report.violations.push(violation);
        lines.push(`    ✗ ${formatViolation(violation)}`);
      }
      result.violations += problems.filter((p) => !p.note).length;
    }
    report.operations.push(result);
    const statuses = [...new Set(result.statuses)].join(',') || '-';
    log(
      `${result.violations === 0 ? '✓' : '✗'} ${operation.operationId.padEnd(32)} ${operation.key.padEnd(48)} ${String(requests.length).padStart(2)} request(s), status ${statuses}${result.violations === 0 ? '' : `, ${String(result.violations)} violation(s)`}`,
    );
    for (const line of lines) {
      log(line);
    }
  }
  return report;
}

/** `getProfile GET /profile [example] → 200: $.lastName: missing required field (string)`. */
export function formatViolation(v: Violation): string {
  return `${v.operationId} ${v.operation.split(' ')[0] ?? ''} ${v.path} [${v.request}] → ${v.status === null ? 'no answer' : String(v.status)}: ${v.message}`;
}
