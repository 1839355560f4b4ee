import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  firstPaintTimeout,
  inSteps,
  type PaintingWindow,
} from '../../src/app/start/first-paint.ts';

/** A window whose paint timing the test reports by hand. */
function paintingWindow(
  options: { visibility?: DocumentVisibilityState; paintTiming?: boolean } = {},
) {
  const observers: {
    callback: PerformanceObserverCallback;
    options?: PerformanceObserverInit | undefined;
    connected: boolean;
  }[] = [];
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['mark', 'paint'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe(init?: PerformanceObserverInit) {
      this.record.options = init;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const win: PaintingWindow = {
    document: { visibilityState: options.visibility ?? 'visible' },
    PerformanceObserver: FakeObserver,
    setTimeout: (handler, timeout) => setTimeout(handler, timeout),
  };
  const paint = (name: string) => {
    for (const observer of observers.filter((candidate) => candidate.connected)) {
      const list = {
        getEntriesByName: (entryName: string) => (entryName === name ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      observer.callback(list, observer as unknown as PerformanceObserver);
    }
  };
  return { win, observers, paint };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('afterFirstPaint: the app loads once the prerendered page has painted', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first contentful paint, reported or buffered, and stops observing', async () => {
    vi.useFakeTimers();
    const { win, observers, paint } = paintingWindow();
    const painted = afterFirstPaint(win);
    expect(observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(await settled(painted)).toBe(false);
    paint('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.connected).toBe(false);
  });

  it('starts the app after the time-out when no paint is reported', async () => {
    vi.useFakeTimers();
    const { win, observers } = paintingWindow();
    const painted = afterFirstPaint(win);
    await vi.advanceTimersByTimeAsync(firstPaintTimeout - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
    expect(observers[0]?.connected).toBe(false);
  });

  it('does not wait in a tab that is not visible, which paints nothing', async () => {
    vi.useFakeTimers();
    const { win, observers } = paintingWindow({ visibility: 'hidden' });
    expect(await settled(afterFirstPaint(win))).toBe(true);
    expect(observers).toHaveLength(0);
  });

  it('does not wait in a browser without paint timing', async () => {
    vi.useFakeTimers();
    const { win, observers } = paintingWindow({ paintTiming: false });
    expect(await settled(afterFirstPaint(win))).toBe(true);
    expect(observers).toHaveLength(0);
    const { PerformanceObserver: _omitted, ...withoutObserver } = win;
    expect(await settled(afterFirstPaint(withoutObserver))).toBe(true);
  });
});

describe('inSteps: modules loaded one after the other, each in a task of its own', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads each step once the one before has loaded and a task has passed', async () => {
    const events: string[] = [];
    // Each step, as it loads, queues a task of its own: that task runs before the next step
    // only if the next step waits for a task.
    const step = (name: string) => () => {
      events.push(name);
      setTimeout(() => events.push(`a task after ${name}`), 0);
      return Promise.resolve(name);
    };
    await expect(inSteps([step('react'), step('libraries')], step('app'))()).resolves.toBe('app');
    expect(events).toEqual([
      'react',
      'a task after react',
      'libraries',
      'a task after libraries',
      'app',
    ]);
  });

  it('stops at a step that fails to load, with its error', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const later = vi.fn(() => Promise.resolve('app'));
    const load = inSteps([() => Promise.reject(failure)], later);
    await expect(load()).rejects.toBe(failure);
    expect(later).not.toHaveBeenCalled();
  });
});
