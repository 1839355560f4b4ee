import type { Clock, TimerId } from '../../../src/auth/session/clock.ts';

interface Timer {
  at: number;
  callback: () => void;
  every: number | undefined;
}

/** Lets every pending promise chain settle (a real macrotask turn). */
export const settle = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

/** A clock the test moves by hand; `advance` runs due timers in order and lets promises settle. */
export function createFakeClock(start = Date.UTC(2026, 10, 2, 8, 0, 0)) {
  let now = start;
  let sequence = 0;
  const timers = new Map<number, Timer>();
  const schedule = (callback: () => void, ms: number, every: number | undefined): TimerId => {
    sequence += 1;
    timers.set(sequence, { at: now + Math.max(0, ms), callback, every });
    return sequence;
  };
  const cancel = (id: TimerId) => {
    timers.delete(id as number);
  };
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => schedule(callback, ms, undefined),
    clearTimeout: cancel,
    setInterval: (callback, ms) => schedule(callback, ms, ms),
    clearInterval: cancel,
  };
  const nextDue = (until: number): [number, Timer] | undefined => {
    let found: [number, Timer] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= until && (!found || entry[1].at < found[1].at)) {
        found = entry;
      }
    }
    return found;
  };
  return {
    clock,
    /** Moves time forward by `ms`, firing every timer that falls due on the way. */
    async advance(ms: number) {
      const target = now + ms;
      await settle();
      for (let due = nextDue(target); due; due = nextDue(target)) {
        const [id, timer] = due;
        now = Math.max(now, timer.at);
        if (timer.every === undefined) {
          timers.delete(id);
        } else {
          timer.at += timer.every;
        }
        timer.callback();
        await settle();
      }
      now = target;
      await settle();
    },
    pendingTimers: () => timers.size,
  };
}
export type FakeClock = ReturnType<typeof createFakeClock>;
