// A fake chat-v4 API behind the one HTTP function: `fetch` stubbed, answers by method and path,
// bodies taken from the contract's own named examples (as written, at the examples' now).
import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp } from '../../../../src/api/index.ts';
import { contractExample } from '../../../support/contract-example.ts';
import { subjects, testToken } from '../../../support/test-token.ts';

export const apiBase = 'http://api.test';

export interface Answer {
  status: number;
  body?: unknown;
}

/** The value of a named response example of the chat-v4 contract, in any media type. */
export const chatExample = (path: string, method: string, status: number, name: string): unknown =>
  contractExample('chat-v4', path, method, status, name);

export interface FakeChatApi {
  /** The calls of one route (`GET /person/appointments`), one entry each. */
  calls: (route: string) => string[];
  /** Every call of this test, as `GET /person/appointments`. */
  all: () => string[];
  /** Answers the next call of `route` with `answer`, once. */
  answerOnce: (route: string, answer: Answer) => void;
  /** Answers every call of `route` with `answer` from now on (this test). */
  answer: (route: string, answer: Answer) => void;
}

/**
 * Installs the fake for each test of the file: the HTTP layer pointed at it with the main user's
 * token, and `fetch` stubbed. A route nobody answers gets 599, a status no contract declares.
 */
export function installFakeChatApi(defaults: Record<string, Answer> = {}): FakeChatApi {
  const requests: string[] = [];
  const once = new Map<string, Answer[]>();
  let answers = new Map<string, Answer>();

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${decodeURIComponent(url.pathname.replace(/^\/chat-v4/, ''))}`;
    requests.push(route);
    const answer = once.get(route)?.shift() ?? answers.get(route) ?? { status: 599 };
    const problem = answer.status >= 400 && answer.status !== 429;
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': problem ? 'application/problem+json' : 'application/json' },
      }),
    );
  };

  beforeEach(() => {
    requests.length = 0;
    once.clear();
    answers = new Map(Object.entries(defaults));
    configureHttp({
      baseUrl: (contractName) => `${apiBase}/${contractName}`,
      subscriptionKey: 'test-key',
      patientToken: () => Promise.resolve(testToken(subjects.mainUser)),
      report: () => undefined,
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(fetch);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    configureHttp({});
  });

  return {
    all: () => [...requests],
    calls: (route) => requests.filter((request) => request === route),
    answerOnce: (route, answer) => {
      once.set(route, [...(once.get(route) ?? []), answer]);
    },
    answer: (route, answer) => {
      answers.set(route, answer);
    },
  };
}
