// Time as a dependency: every module that reads the time or waits takes a Clock, so tests
// drive twenty minutes of idle time in milliseconds.

/** An opaque handle of a scheduled callback (a number in browsers, an object in Node). */
export type TimerId = number | object;

export interface Clock {
  /** Milliseconds since the epoch. */
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId) => void;
  setInterval: (callback: () => void, ms: number) => TimerId;
  clearInterval: (id: TimerId) => void;
}

/** The browser's (or Node's) clock, read at call time so fake timers apply too. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => {
    globalThis.clearTimeout(id as Parameters<typeof globalThis.clearTimeout>[0]);
  },
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (id) => {
    globalThis.clearInterval(id as Parameters<typeof globalThis.clearInterval>[0]);
  },
};

/** Resolves after `ms` on the given clock. */
export function sleep(clock: Clock, ms: number): Promise<void> {
  return new Promise((resolve) => {
    clock.setTimeout(resolve, ms);
  });
}
