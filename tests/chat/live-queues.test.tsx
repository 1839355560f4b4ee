// @vitest-environment jsdom
// Q-57…Q-59, C-05: the registered queues' statuses, one request for all of them every 15 s while
// the page is visible, none while hidden, again at once when visible; a failed poll reported and
// otherwise ignored.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { configureHttp, operationTables } from '../../src/api/index.ts';
import { statusPollIntervalMs, useLiveQueues } from '../../src/chat/use-chat-queues.ts';
import { sendReportsTo, type Report } from '../../src/ui/index.ts';

const queue = (id: number, open: boolean): ChatQueueOutput => ({
  id,
  open,
  length: 2,
  estimatedWaitPeriod: 600,
  ninchatRealmId: 'realm',
  ninchatId: `q${id}`,
  siteConfig: 'asiointi',
  category: 'ORDERABLE',
  name: `Chat ${id}`,
  description: 'Kuvaus',
  openingHours: [],
  topic: 10,
  icon: { name: 'stethoscope' },
  kind: 'Bot',
});

const registered = [queue(2950, true), queue(2948, false)];
let statusRequests: URL[] = [];
let answers: { status: number; body: unknown }[] = [];

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

// The contract's table is a real import on its first call, which a fake clock does not wait for:
// loaded before, the first poll is asked when the clock says, however busy the machine.
beforeAll(async () => {
  await operationTables['chat-v4']();
});

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  setVisibility('visible');
  statusRequests = [];
  answers = [];
  configureHttp({
    baseUrl: (contract) => `http://api.test/${contract}`,
    report: () => undefined,
  });
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    statusRequests.push(new URL(request.url));
    const answer = answers.shift() ?? {
      status: 200,
      body: [
        { queueId: 2948, open: true, length: 0, estimatedWaitPeriod: 0 },
        { queueId: 2950, open: true, length: -1, estimatedWaitPeriod: null },
      ],
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: {
          'Content-Type': answer.status < 300 ? 'application/json' : 'application/problem+json',
        },
      }),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  configureHttp({});
  sendReportsTo(undefined);
});

function renderLive(queues: readonly ChatQueueOutput[] = registered) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLiveQueues(queues), { wrapper });
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('queue status polling', () => {
  it('asks nothing at first: the queues came with their statuses', async () => {
    const { result } = renderLive();
    await advance(statusPollIntervalMs - 1);
    expect(statusRequests).toHaveLength(0);
    expect(result.current.map((q) => q.open)).toEqual([true, false]);
  });

  it('polls every 15000 ms, the spec’s number (K-30)', async () => {
    renderLive();
    await advance(14_999);
    expect(statusRequests).toHaveLength(0);
    await advance(1);
    expect(statusRequests).toHaveLength(1);
    await advance(14_999);
    expect(statusRequests).toHaveLength(1);
    await advance(1);
    expect(statusRequests).toHaveLength(2);
  });

  it('asks once every 15 s for all the registered queues in one comma list', async () => {
    renderLive();
    await advance(statusPollIntervalMs);
    expect(statusRequests).toHaveLength(1);
    expect(statusRequests[0]?.pathname).toBe('/chat-v4/chat-queues-status');
    expect(statusRequests[0]?.searchParams.get('queueIds')).toBe('2948,2950');
    await advance(statusPollIntervalMs * 3);
    expect(statusRequests).toHaveLength(4);
  });

  it('merges the answer, skipping an entry of length -1', async () => {
    const { result } = renderLive();
    await advance(statusPollIntervalMs);
    await vi.waitFor(
      () => {
        expect(result.current[1]).toMatchObject({
          id: 2948,
          open: true,
          length: 0,
          estimatedWaitPeriod: 0,
        });
      },
      { timeout: 5_000 },
    );
    // 2950 answered -1: it keeps what it had.
    expect(result.current[0]).toMatchObject({
      id: 2950,
      open: true,
      length: 2,
      estimatedWaitPeriod: 600,
    });
  });

  it('asks nothing while the page is hidden, and at once when it is visible again', async () => {
    renderLive();
    await advance(statusPollIntervalMs);
    expect(statusRequests).toHaveLength(1);
    setVisibility('hidden');
    await advance(statusPollIntervalMs * 4);
    expect(statusRequests).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(statusRequests).toHaveLength(2);
    await advance(statusPollIntervalMs);
    expect(statusRequests).toHaveLength(3);
  });

  it('keeps the last statuses after a failed poll, reports it and goes on polling', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sendReportsTo(() => undefined); // what other tests left held is not this test's
    const reports: Report[] = [];
    sendReportsTo((report) => reports.push(report));
    const { result } = renderLive();
    await advance(statusPollIntervalMs);
    await vi.waitFor(
      () => {
        expect(result.current[1]).toMatchObject({ id: 2948, open: true });
      },
      { timeout: 5_000 },
    );
    answers.push({
      status: 500,
      body: {
        type: 'about:blank',
        title: 'Internal Server Error',
        status: 500,
        code: 'InternalError',
      },
    });
    await advance(statusPollIntervalMs);
    expect(statusRequests).toHaveLength(2);
    expect(result.current[1]).toMatchObject({ id: 2948, open: true, length: 0 });
    expect(reports).toEqual([
      {
        type: 'exception',
        message: '[chat] The queue statuses could not be polled.',
        errorName: 'InternalError',
        severity: 'warning',
      },
    ]);
    await advance(statusPollIntervalMs);
    expect(statusRequests).toHaveLength(3);
  });

  it('asks nothing when no queue is registered', async () => {
    renderLive([]);
    await advance(statusPollIntervalMs * 2);
    expect(statusRequests).toHaveLength(0);
  });
});
