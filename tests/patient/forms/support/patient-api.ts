// A fake patient API behind the one HTTP function: `fetch` stubbed, answers by method and path,
// success answers taken from the contract's own named examples.
import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp } from '../../../../src/api/index.ts';
import { contractExample as sharedExample } from '../../../support/contract-example.ts';
import { subjects, testToken } from '../../../support/test-token.ts';

export const apiBase = 'http://api.test';

export interface Answer {
  status: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  /** The path under the patient API, without the query: `/profile`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The value of a named response example of the patient contract. */
export const contractExample = (path: string, method: string, status: number, name: string) =>
  sharedExample('patient', path, method, status, name);

export const internalError: Answer = {
  status: 500,
  body: contractExample('/profile', 'put', 500, 'internalError'),
};

/** Holds an answer until `release` is called, to see what shows while a call is under way. */
export interface Held {
  release: () => void;
}

export interface FakePatientApi {
  requests: RecordedRequest[];
  /** Answers the next call of `route` (`PUT /profile`) with `answer`, once. */
  answerOnce: (route: string, answer: Answer) => void;
  /** Holds the next call of `route` until released; it is then answered as usual. */
  hold: (route: string) => Held;
  /** The recorded calls of one route. */
  calls: (route: string) => RecordedRequest[];
}

/**
 * Installs the fake for each test of the file: the HTTP layer pointed at it with the main user's
 * token, and `fetch` stubbed. `defaults` answer every call of their route unless a test says
 * otherwise; an unknown route answers 599, which the client reports as a broken answer.
 */
export function installFakePatientApi(defaults: Record<string, Answer>): FakePatientApi {
  const requests: RecordedRequest[] = [];
  const once = new Map<string, Answer[]>();
  const held = new Map<string, Promise<undefined>[]>();
  const routeOf = ({ method, path }: RecordedRequest) => `${method} ${path}`;

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/patient/, ''),
      query: url.searchParams,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(recorded);
    const route = routeOf(recorded);
    const wait = held.get(route)?.shift();
    if (wait) {
      await wait;
    }
    const answer = once.get(route)?.shift() ?? defaults[route] ?? { status: 599 };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };

  beforeEach(() => {
    requests.length = 0;
    once.clear();
    held.clear();
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
    requests,
    answerOnce: (route, answer) => {
      once.set(route, [...(once.get(route) ?? []), answer]);
    },
    hold: (route) => {
      let release: () => void = () => undefined;
      const waiting = new Promise<undefined>((resolve) => {
        release = () => {
          resolve(undefined);
        };
      });
      held.set(route, [...(held.get(route) ?? []), waiting]);
      return {
        release: () => {
          release();
        },
      };
    },
    calls: (route) => requests.filter((request) => routeOf(request) === route),
  };
}
