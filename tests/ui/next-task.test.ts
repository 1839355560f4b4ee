// nextTask: the app's start and the visitor session wait with it for a later task, so that the
// browser may paint and handle input in between.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/ui/scheduling/index.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it('resolves in a later task, not in the microtasks of this one', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    await vi.advanceTimersByTimeAsync(0);
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('waits for the timer: no task run, no resolve', async () => {
    vi.useFakeTimers();
    let resolved = false;
    void nextTask().then(() => {
      resolved = true;
    });
    for (let i = 0; i < 10; i += 1) {
      await Promise.resolve();
    }
    expect(resolved).toBe(false);
    vi.runOnlyPendingTimers();
    await Promise.resolve();
    expect(resolved).toBe(true);
  });
});
