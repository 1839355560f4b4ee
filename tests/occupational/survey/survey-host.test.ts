// O-07…O-16: the host side of the frame protocol: only the frame's window from the survey's
// origin, parsed by schema; messages queued and handled one at a time, in order; the handshake's
// time limit and the frame's error as load failures.
import { describe, expect, it, vi } from 'vitest';
import {
  createMessageQueue,
  isFromSurvey,
  type Handled,
} from '../../../src/occupational/survey/message-gate.ts';
import {
  startSurveyHost,
  surveyReadyTimeoutMs,
  type SurveyHostEffects,
} from '../../../src/occupational/survey/survey-host.ts';
import { createFakeTimers } from './fake-timers.ts';

const surveyOrigin = 'http://localhost:4020';
const frameWindow = { name: 'the survey frame' } as unknown as MessageEventSource;
const otherWindow = { name: 'another window' } as unknown as MessageEventSource;
const sessionId = '5b0f3c1e-2d4a-4f6b-9c8d-7e1a2b3c4d5e';

/** Resolves once every pending promise callback has run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(overrides: Partial<SurveyHostEffects> = {}) {
  let listener: ((event: MessageEvent) => void) | undefined;
  const window = {
    addEventListener: (_type: string, handler: (event: MessageEvent) => void) => {
      listener = handler;
    },
    removeEventListener: () => {
      listener = undefined;
    },
  } as unknown as Pick<Window, 'addEventListener' | 'removeEventListener'>;
  const events: string[] = [];
  const effects: SurveyHostEffects = {
    sendInit: () => {
      events.push('Init');
      return Promise.resolve();
    },
    started: () => events.push('started'),
    resize: (height) => events.push(`resize ${String(height)}`),
    scrollToTop: () => events.push('scrollToTop'),
    navigation: (step) => events.push(`navigation ${step ?? '-'}`),
    close: () => events.push('close'),
    succeed: (id) => events.push(`succeed ${id}`),
    fail: (failure) => events.push(`fail ${failure.kind}`),
    log: (line) => events.push(`log ${line}`),
    ...overrides,
  };
  const timers = createFakeTimers();
  const host = startSurveyHost({
    window,
    peer: { window: () => frameWindow, origin: surveyOrigin },
    effects,
    timers,
  });
  const post = (
    data: unknown,
    from: { source?: MessageEventSource | null; origin?: string } = {},
  ) => {
    listener?.({
      data,
      source: from.source === undefined ? frameWindow : from.source,
      origin: from.origin ?? surveyOrigin,
    } as MessageEvent);
  };
  return { host, post, events, timers, listening: () => listener !== undefined };
}

describe('the gate', () => {
  const peer = { window: () => frameWindow, origin: surveyOrigin };

  it('lets through only the frame window from the survey origin', () => {
    expect(isFromSurvey({ source: frameWindow, origin: surveyOrigin }, peer)).toBe(true);
    expect(isFromSurvey({ source: otherWindow, origin: surveyOrigin }, peer)).toBe(false);
    expect(isFromSurvey({ source: frameWindow, origin: 'http://localhost:4173' }, peer)).toBe(
      false,
    );
    expect(isFromSurvey({ source: frameWindow, origin: 'null' }, peer)).toBe(false);
    expect(isFromSurvey({ source: null, origin: surveyOrigin }, peer)).toBe(false);
  });

  it('lets nothing through before the frame has a window', () => {
    expect(
      isFromSurvey({ source: null, origin: surveyOrigin }, { ...peer, window: () => null }),
    ).toBe(false);
  });
});

describe('the queue (O-16)', () => {
  it('handles one message at a time, in order, waiting for each', async () => {
    const log: string[] = [];
    let release = (): void => undefined;
    const queue = createMessageQueue<string>(async (message): Promise<Handled> => {
      log.push(`start ${message}`);
      if (message === 'a') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      log.push(`end ${message}`);
      return 'Continue';
    }, vi.fn());
    queue.push('a');
    queue.push('b');
    queue.push('c');
    await settle();
    expect(log).toEqual(['start a']);
    release();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('drops what follows a message that ends it, and whatever comes later', async () => {
    const handled: string[] = [];
    const queue = createMessageQueue<string>((message) => {
      handled.push(message);
      return message === 'end' ? 'Done' : 'Continue';
    }, vi.fn());
    queue.push('a');
    queue.push('end');
    queue.push('b');
    await settle();
    queue.push('c');
    await settle();
    expect(handled).toEqual(['a', 'end']);
  });

  it('reports a handler that throws and goes on', async () => {
    const report = vi.fn();
    const handled: string[] = [];
    const queue = createMessageQueue<string>((message) => {
      if (message === 'bad') {
        throw new Error('boom');
      }
      handled.push(message);
      return 'Continue';
    }, report);
    queue.push('bad');
    queue.push('good');
    await settle();
    expect(handled).toEqual(['good']);
    expect(report).toHaveBeenCalledOnce();
  });
});

describe('the survey host', () => {
  it('answers Ready with Init, then follows the survey to Success (O-09, O-10)', async () => {
    const { post, events } = setUp();
    post({ type: 'Ready' });
    post({ type: 'Navigation', payload: { step: 'duration' } });
    post({ type: 'ScrollToTop' });
    post({ type: 'Success', payload: { sessionId } });
    await settle();
    expect(events).toEqual([
      'Init',
      'started',
      'navigation duration',
      'scrollToTop',
      `succeed ${sessionId}`,
    ]);
  });

  it('holds later messages back while Init is being sent', async () => {
    let sent = (): void => undefined;
    const { post, events } = setUp({
      sendInit: () =>
        new Promise<void>((resolve) => {
          events.push('Init…');
          sent = resolve;
        }),
    });
    post({ type: 'Ready' });
    post({ type: 'Close' });
    await settle();
    expect(events).toEqual(['Init…']);
    sent();
    await settle();
    expect(events).toEqual(['Init…', 'started', 'close']);
  });

  it('ignores a foreign window, a wrong origin and malformed data; logs unknown types (O-15)', async () => {
    const { post, events } = setUp();
    post({ type: 'Success', payload: { sessionId } }, { source: otherWindow });
    post({ type: 'Success', payload: { sessionId } }, { origin: 'http://localhost:4173' });
    post({ type: 'Success', payload: { sessionId } }, { source: null });
    post({ type: 'Success', payload: { sessionId: 'a/b' } });
    post(JSON.stringify({ type: 'Close' }), { origin: 'http://localhost:4173' });
    post('{"type":');
    post({ type: 'Telemetry', payload: { token: 'should not be logged' } });
    await settle();
    expect(events).toEqual([
      'log [survey] malformed message ignored: Success',
      'log [survey] malformed message ignored: (no type)',
      'log [survey] unknown message type: Telemetry',
    ]);
    expect(events.join(' ')).not.toContain('should not be logged');
  });

  it('follows a survey that posts JSON strings, and takes its own id format', async () => {
    const { post, events } = setUp();
    post(JSON.stringify({ type: 'Ready' }));
    post(JSON.stringify({ type: 'Layout', payload: { height: 640 } }));
    post(JSON.stringify({ type: 'Success', payload: { sessionId: 'abc_123' } }));
    await settle();
    expect(events).toEqual(['Init', 'started', 'resize 640', 'succeed abc_123']);
  });

  it('sends Init when the frame has loaded, without waiting for Ready', async () => {
    const { host, post, events, timers } = setUp();
    host.frameLoaded();
    await settle();
    expect(events).toEqual(['Init', 'started']);
    timers.advance(surveyReadyTimeoutMs * 2);
    post({ type: 'Close' });
    await settle();
    expect(events).toEqual(['Init', 'started', 'close']);
  });

  it('sends Init (and its token) once: a Ready after the load gets nothing', async () => {
    const { host, post, events } = setUp();
    host.frameLoaded();
    post({ type: 'Ready' });
    post({ type: 'Ready' });
    host.frameLoaded();
    await settle();
    expect(events).toEqual([
      'Init',
      'started',
      'log [survey] Ready after Init: Init is not sent again',
      'log [survey] Ready after Init: Init is not sent again',
    ]);
  });

  it('sends no second Init on a Ready after a Ready', async () => {
    const { post, events } = setUp();
    post({ type: 'Ready' });
    post({ type: 'Ready' });
    await settle();
    expect(events).toEqual([
      'Init',
      'started',
      'log [survey] Ready after Init: Init is not sent again',
    ]);
  });

  it('sends no second Init at the load when Ready came first', async () => {
    const { host, post, events } = setUp();
    post({ type: 'Ready' });
    host.frameLoaded();
    await settle();
    expect(events).toEqual(['Init', 'started']);
  });

  it('fails on Error (O-07) and handles nothing after it', async () => {
    const { post, events } = setUp();
    post({ type: 'Ready' });
    post({ type: 'Error', payload: { code: 'SURVEY_DOWN' } });
    post({ type: 'Success', payload: { sessionId } });
    await settle();
    expect(events).toEqual([
      'Init',
      'started',
      'log [survey] failed: SurveyError',
      'fail SurveyError',
    ]);
  });

  it('fails when the frame has neither loaded nor said Ready in time, and ignores a late Ready', async () => {
    const { post, events, timers } = setUp();
    timers.advance(surveyReadyTimeoutMs - 1);
    expect(events).toEqual([]);
    timers.advance(1);
    expect(events).toEqual(['log [survey] failed: NotReady', 'fail NotReady']);
    post({ type: 'Ready' });
    await settle();
    expect(events).toHaveLength(2);
  });

  it('does not time out once Ready has come', async () => {
    const { post, events, timers } = setUp();
    post({ type: 'Ready' });
    await settle();
    timers.advance(surveyReadyTimeoutMs * 2);
    expect(events).toEqual(['Init', 'started']);
  });

  it('fails when Init cannot be sent (no token)', async () => {
    const { post, events } = setUp({ sendInit: () => Promise.reject(new Error('Logged out')) });
    post({ type: 'Ready' });
    await settle();
    expect(events).toEqual(['log [survey] failed: InitFailed', 'fail InitFailed']);
  });

  it('fails on the frame error event', () => {
    const { host, events } = setUp();
    host.frameError();
    expect(events).toEqual(['log [survey] failed: FrameError', 'fail FrameError']);
  });

  it('resizes at most once per 32 ms, to the latest height (O-12)', async () => {
    const { post, events, timers } = setUp();
    post({ type: 'Layout', payload: { height: 500 } });
    post({ type: 'Layout', payload: { height: 600 } });
    post({ type: 'Layout', payload: { height: 700 } });
    await settle();
    expect(events).toEqual(['resize 500']);
    timers.advance(32);
    expect(events).toEqual(['resize 500', 'resize 700']);
  });

  it('stops listening when disposed', () => {
    const { host, listening, timers, events } = setUp();
    host.dispose();
    expect(listening()).toBe(false);
    timers.advance(surveyReadyTimeoutMs);
    expect(events).toEqual([]);
  });
});
