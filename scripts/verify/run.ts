/**
 * `verify`: exercises every operation of one contract against a running backend and checks each
 * answer against the contract (scripts/verify/check.ts). Prints a progress line per operation and
 * a line per violation as it goes; resolves to the report (scripts/verify/report.ts prints the
 * summary and writes the JSON).
 */
import type { ContractName } from '../../src/api/contracts.ts';
import { checkAnswer, type Answer, type Problem, type ProblemKind } from './check.ts';
import { loadContract, type ContractOperation } from './contract.ts';
import { fixtureRequests, type Fixtures } from './fixtures.ts';
import { classify, type Classification } from './proposals.ts';
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
  /** Pass when only our proposals are broken (violations that break the spec still fail). */
  specOnly?: boolean;
  /** Print the answers' values in violations (off: bodies carry personal data). */
  showValues?: boolean;
  /** The team's own requests per operation, instead of the contract's examples (`--fixtures`). */
  fixtures?: Fixtures;
}

/** The target cannot be reached at all (refused, unknown host): a usage error, not a violation. */
export class UnreachableTarget extends Error {}

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
  /** Whether it breaks the spec, or only one of our proposals (an `x-proposal` on its path). */
  breaks: Classification;
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

/** The verdict: passed, and why not. */
export interface Verdict {
  passed: boolean;
  /** One line for the end of the summary. */
  line: string;
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
  /** Whether `--spec-only` was given: only violations that break the spec fail the run. */
  specOnly: boolean;
  /** The violations that break the spec and those that break only our proposals. */
  counts: { spec: number; proposal: number };
  /**
   * Signs that the run checked less than it seems: an operation that never answered 2xx, every
   * operation answering 404. They fail the run: a wrong base URL or wrong ids is not a pass.
   */
  misconfiguration: string[];
  passed: boolean;
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
    const code = (cause as { code?: unknown } | undefined)?.code;
    const reason = typeof code === 'string' ? unreachable[code] : undefined;
    if (reason !== undefined) {
      throw new UnreachableTarget(
        `Cannot reach the target ${new URL(url).origin}: ${reason} (${String(code)}). Check --target.`,
      );
    }
    return {
      kind: 'no-answer',
      message: cause instanceof Error ? cause.message : String(cause),
    };
  }
}

/** Network errors that mean nothing answers at the target at all. */
const unreachable: Record<string, string> = {
  ECONNREFUSED: 'connection refused, nothing listens there',
  ENOTFOUND: 'the host name is not known (DNS)',
  EAI_AGAIN: 'the host name could not be resolved (DNS)',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
};

export async function verify(options: VerifyOptions): Promise<VerifyReport> {
  const log =
    options.log ??
    ((line: string) => {
      console.info(line);
    });
  const contract = await loadContract(options.contract, options.contractFile);
  const operationTargets = { ...options.operationTargets };
  const known = new Set(contract.operations.map((o) => o.operationId));
  for (const id of [
    ...Object.keys(operationTargets),
    ...(options.only ?? []),
    ...Object.keys(options.fixtures ?? {}),
  ]) {
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
    specOnly: options.specOnly ?? false,
    counts: { spec: 0, proposal: 0 },
    misconfiguration: [],
    passed: false,
  };
  const selected = contract.operations.filter(
    (o) => options.only === undefined || options.only.includes(o.operationId),
  );
  if (options.token === undefined && selected.some((o) => o.entry.auth === 'patient')) {
    report.notes.push(
      "No --token or --as: operations that need a person's token were sent without one.",
    );
  }
  /** The statuses of each operation's requests that were not negative. */
  const answered = new Map<string, number[]>();
  for (const operation of selected) {
    const ownBase = operationTargets[operation.operationId];
    if (operation.ownBase && ownBase === undefined) {
      report.notes.push(
        `${operation.operationId} has a base of its own in the contract; it was sent to --target (give --target ${operation.operationId}=<url> for its own base).`,
      );
    }
    const base = trimSlash(ownBase ?? options.target);
    const own = options.fixtures?.[operation.operationId];
    const requests = [
      ...(own === undefined ? exampleRequests(operation) : fixtureRequests(operation, own)),
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
    const positive: number[] = [];
    answered.set(operation.operationId, positive);
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
        if (!request.negative) {
          positive.push(status);
        }
      }
      const problems =
        'status' in answer
          ? checkAnswer(operation, request, answer, {
              showValues: options.showValues ?? false,
              unionNames: (path) => {
                const declared = operation.parsed.responses.find(
                  (r) => r.code === String(answer.status),
                );
                return declared
                  ? contract.document.unionNames(
                      operation.method,
                      operation.path,
                      declared.code,
                      declared.contents?.map((c) => c.mediaType) ?? [],
                      path,
                    )
                  : undefined;
              },
            })
          : [answer];
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
          // No answer at all breaks every contract, whatever is marked.
          breaks: problem.location
            ? classify(contract.document, operation.method, operation.path, problem.location)
            : 'spec',
          message: problem.message,
        };
        report.violations.push(violation);
        report.counts[violation.breaks] += 1;
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
  report.misconfiguration = misconfiguration(answered, options, contract.document.basePaths());
  for (const line of report.misconfiguration) {
    log(`! ${line}`);
  }
  report.passed =
    report.misconfiguration.length === 0 &&
    (report.specOnly ? report.counts.spec === 0 : report.violations.length === 0);
  return report;
}

/**
 * What the statuses of the run say about its set-up: every operation answering 404 is a wrong
 * base URL; an operation that never answered 2xx was sent ids, codes or a token this
 * environment does not know, so its success answer was never checked.
 */
function misconfiguration(
  answered: ReadonlyMap<string, readonly number[]>,
  options: VerifyOptions,
  basePaths: readonly string[],
): string[] {
  const lines: string[] = [];
  const all = [...answered.values()].flat();
  if (answered.size > 1 && all.length > 0 && all.every((status) => status === 404)) {
    lines.push(
      `Likely misconfiguration: every operation answered 404. Is the base URL right? --target must be the contract's base, with its version${
        basePaths.length > 0 ? ` (the contract's bases end in ${basePaths.join(' or ')})` : ''
      }; ${options.target} gave 404 to everything.`,
    );
    return lines;
  }
  for (const [operationId, statuses] of answered) {
    if (statuses.length === 0 || statuses.some((status) => status >= 200 && status < 300)) {
      continue;
    }
    const seen = [...new Set(statuses)].join(', ');
    const hint = statuses.every((status) => status === 401 || status === 403)
      ? 'a missing, expired or wrong token (--token)'
      : `ids or codes this environment does not have (give your own with --fixtures${options.fixtures?.[operationId] ? ', and check them' : ''}) or a wrong base URL`;
    lines.push(
      `Likely misconfiguration: ${operationId} never answered 2xx (answered ${seen}), so its success answer was not checked: ${hint}.`,
    );
  }
  return lines;
}

/**
 * `getProfile GET /profile [example] → 200: $.lastName: missing required field (string) — breaks
 * the spec`.
 */
export function formatViolation(v: Violation): string {
  return `${v.operationId} ${v.operation.split(' ')[0] ?? ''} ${v.path} [${v.request}] → ${v.status === null ? 'no answer' : String(v.status)}: ${v.message} — ${v.breaks === 'spec' ? 'breaks the spec' : 'breaks only our proposal'}`;
}
