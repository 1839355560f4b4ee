// O-12: the frame's resizes, at most one per 32 ms. Pure, with injectable timers.

/** The spec's resize throttle (001 §9). */
export const layoutThrottleMs = 32;

export interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

export interface Throttled<A> {
  call: (value: A) => void;
  cancel: () => void;
}

/**
 * The first call runs at once; calls within `ms` of the last run are folded into one trailing
 * run with the latest value, `ms` after that run.
 */
export function throttle<A>(run: (value: A) => void, ms: number, timers: Timers): Throttled<A> {
  let lastRun = -Infinity;
  let pending: { value: A } | undefined;
  let timer: unknown;

  const flush = () => {
    timer = undefined;
    if (pending) {
      const { value } = pending;
      pending = undefined;
      lastRun = timers.now();
      run(value);
    }
  };

  return {
    call: (value) => {
      const wait = lastRun + ms - timers.now();
      if (wait <= 0 && timer === undefined) {
        lastRun = timers.now();
        run(value);
        return;
      }
      pending = { value };
      timer ??= timers.setTimeout(flush, Math.max(wait, 0));
    },
    cancel: () => {
      if (timer !== undefined) {
        timers.clearTimeout(timer);
      }
      timer = undefined;
      pending = undefined;
    },
  };
}
