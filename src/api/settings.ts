import type { Language } from '../i18n/index.ts';
import type { ContractName } from './contracts.ts';
import type { CurrentPatientKey } from './current-patient.ts';

/** The portal's one language type, from src/i18n (a type only: nothing of i18n runs here). */
export type { Language };

/**
 * An answered call that failed, for operations: its operation, never its URL, query, body or
 * token. `kind` says whether its status failed, its answer broke the contract, or a list's entry
 * that broke it was left out (the call itself succeeded).
 */
export interface FailedCall {
  contract: ContractName;
  /** `'<METHOD> <path template>'`, e.g. `'GET /person/chat-queues/{id}'`. */
  operation: string;
  operationId: string;
  status: number;
  kind: 'status' | 'decode' | 'invalid-list-item';
}

export interface CallProblem {
  kind: 'decode' | 'invalid-list-item';
  url: string;
  status: number;
  problem: string;
}

/** What the HTTP layer takes from the app: configuration and the session's token seams. */
export interface HttpSettings {
  /** The base URL of a contract: same-origin `/api/<contract>` locally, absolute elsewhere. */
  baseUrl: (contract: ContractName) => string;
  /**
   * The base of an operation that lives on a base of its own (the on-behalf-of v1 service,
   * customer-info v2: the contract's path-level `servers`), else undefined.
   */
  operationBase: (operationId: string) => string | undefined;
  subscriptionKey: string;
  language: () => Language;
  /**
   * The bearer token of the current patient for this call: the main token, or the principal's
   * on-behalf-of token while acting on behalf. Null when logged out.
   */
  patientToken: (call: { contract: ContractName; operationId: string }) => Promise<string | null>;
  /**
   * The API refused the bearer token a call for `patient` carried (401 `InvalidTokenError`). True
   * when it was a principal's exchanged token, now forgotten, so that the call is made once more
   * with a newly exchanged one; false leaves the refusal as the call's answer.
   */
  patientTokenRefused: (refusal: {
    patient: CurrentPatientKey;
    call: { contract: ContractName; operationId: string };
    token: string;
  }) => boolean;
  /** The feedback service's own token (NS-22), never the patient's. */
  serviceToken: (contract: ContractName) => string | null;
  /**
   * Local mock stack only: a `Prefer` header for an operation, so a developer can make any call
   * answer any status its contract declares (docs/mock-stack.md, "Forcing an answer").
   */
  mockPreference: (operationId: string) => string | undefined;
  /** Where contract violations are reported (URL and status, never bodies or tokens). */
  report: (problem: CallProblem) => void;
  /** Where every answered call that failed is reported (the app's telemetry). */
  failedCall: (call: FailedCall) => void;
}

const defaults: HttpSettings = {
  baseUrl: (contract) => `/api/${contract}`,
  operationBase: () => undefined,
  subscriptionKey: '',
  language: () => 'fi',
  patientToken: () => Promise.resolve(null),
  patientTokenRefused: () => false,
  serviceToken: () => null,
  mockPreference: () => undefined,
  report: (problem) => {
    console.warn(
      `[api] ${problem.kind}: ${problem.url} (status ${problem.status}): ${problem.problem}`,
    );
  },
  failedCall: () => undefined,
};

let settings: HttpSettings = defaults;

/** Set by the app at start (src/app) and by tests; unset fields keep their defaults. */
export function configureHttp(overrides: Partial<HttpSettings>): void {
  settings = { ...defaults, ...overrides };
}

export function httpSettings(): HttpSettings {
  return settings;
}
