// A hand-driven clock for the survey's throttle and time limit.
import type { Timers } from '../../../src/occupational/survey/throttle.ts';

export interface FakeTimers extends Timers {
  advance: (ms: number) => void;
}

export function createFakeTimers(): FakeTimers {
  let now = 0;
  let nextId = 1;
  const due = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      due.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => {
      due.delete(handle as number);
    },
    advance: (ms) => {
      const until = now + ms;
      for (;;) {
        const next = [...due.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!next) {
          break;
        }
        due.delete(next[0]);
        now = next[1].at;
        next[1].run();
      }
      now = until;
    },
  };
}
