// @vitest-environment jsdom
// K-21's data fetching in the portal's query client (src/app/start/query-client.ts,
// docs/data-fetching.md): the automatic retry and its interval by connection, which failures are
// retried, the 2 s dedupe and the 5 s focus throttle. All on a fake clock; the spec's numbers are
// written out here, never read from the module under test.
import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InternalError,
  NetworkError,
  NotFoundError,
  PaymentsMaintenanceError,
  ResponseDecodeError,
} from '../../src/api/index.ts';
import { createQueryClient } from '../../src/app/start/query-client.ts';

const url = 'http://api.test/v1/thing';
const serverError = () => new InternalError(url, 500, 'InternalError', [], null);

let client: QueryClient;
let errors: unknown[];
const unsubscribers: (() => void)[] = [];

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

beforeEach(() => {
  vi.useFakeTimers();
  errors = [];
  client = createQueryClient((error) => errors.push(error));
  client.mount();
});

afterEach(() => {
  unsubscribers.splice(0).forEach((unsubscribe) => {
    unsubscribe();
  });
  client.unmount();
  client.clear();
  setConnection(undefined);
  vi.useRealTimers();
});

/** A page showing the query: an observer, as useQuery makes one. */
function show(queryFn: () => Promise<string>, key = 'thing') {
  const observer = new QueryObserver(client, { queryKey: [key], queryFn });
  unsubscribers.push(observer.subscribe(() => undefined));
  return observer;
}

/** A query function failing with `failures` in turn, then answering. */
function answering(...failures: Error[]) {
  return vi.fn(() => {
    const failure = failures.shift();
    return failure === undefined ? Promise.resolve('answer') : Promise.reject(failure);
  });
}

describe('the automatic retry (K-21, AMB-39)', () => {
  it('asks a query that failed with a 5xx answer again after 5 s', async () => {
    const queryFn = answering(serverError());
    const observer = show(queryFn);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isPending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('answer');
    expect(errors).toEqual([]);
  });

  it.each(['slow-2g', '2g'])('waits 10 s on a slow connection (%s)', async (effectiveType) => {
    setConnection({ effectiveType });
    const queryFn = answering(serverError());
    show(queryFn);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('counts the data saver as slow, 3g and 4g not', async () => {
    setConnection({ effectiveType: '4g', saveData: true });
    const saver = answering(serverError());
    show(saver, 'saver');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saver).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saver).toHaveBeenCalledTimes(2);

    setConnection({ effectiveType: '3g' });
    const threeG = answering(serverError());
    show(threeG, '3g');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(threeG).toHaveBeenCalledTimes(2);
  });

  it('asks once more, then shows the failure and reports it once', async () => {
    const queryFn = answering(serverError(), serverError(), serverError());
    const observer = show(queryFn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['no answer', new NetworkError(url)],
    ['a 503 breaking its schema', new ResponseDecodeError(url, 503, 'not JSON')],
  ])('retries %s', async (_name, failure) => {
    const queryFn = answering(failure);
    show(queryFn);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 404', new NotFoundError(url, 404, 'NotFoundError', [], null)],
    ['the payments maintenance (503)', new PaymentsMaintenanceError(url, 503, 'x', [], null)],
    ['a 200 breaking its schema', new ResponseDecodeError(url, 200, 'missing id')],
  ])('does not retry %s', async (_name, failure) => {
    const queryFn = answering(failure);
    const observer = show(queryFn);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(observer.getCurrentResult().isError).toBe(true);
  });

  it('never retries a mutation, even on a 5xx answer', async () => {
    const mutationFn = vi.fn(() => Promise.reject(serverError()));
    const mutation = new MutationObserver(client, { mutationFn });
    await expect(mutation.mutate()).rejects.toBeInstanceOf(InternalError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('the dedupe (K-21)', () => {
  it('shares an answer for 2 s, then asks again for a page that shows it', async () => {
    const queryFn = answering();
    show(queryFn);
    await vi.advanceTimersByTimeAsync(1_999);
    show(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    show(queryFn);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });
});

describe('the focus throttle (K-21)', () => {
  const focus = async () => {
    window.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
  };

  it('asks a query again on focus at most once in 5 s', async () => {
    const queryFn = answering();
    show(queryFn);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queryFn).toHaveBeenCalledTimes(1);

    await focus();
    expect(queryFn).toHaveBeenCalledTimes(2);
    // Stale again after 2 s, but focus asked it less than 5 s ago.
    await vi.advanceTimersByTimeAsync(4_999);
    await focus();
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await focus();
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it('throttles each query on its own', async () => {
    const first = answering();
    const second = answering();
    show(first, 'first');
    await vi.advanceTimersByTimeAsync(10_000);
    await focus();
    show(second, 'second');
    await vi.advanceTimersByTimeAsync(3_000);
    await focus();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
