import type { Clock, TimerId } from './clock.ts';
import { sessionRefreshIntervalMs } from '../constants.ts';

/** One pending callback at a time (the idle time-out, the renewal retry). */
export interface SingleTimer {
  /** Replaces any pending callback with `callback` after `ms`. */
  after: (ms: number, callback: () => void) => void;
  pending: () => boolean;
  cancel: () => void;
}

export function createSingleTimer(clock: Clock): SingleTimer {
  let id: TimerId | null = null;
  const cancel = () => {
    if (id !== null) {
      clock.clearTimeout(id);
      id = null;
    }
  };
  return {
    after(ms: number, callback: () => void) {
      cancel();
      id = clock.setTimeout(
        () => {
          id = null;
          callback();
        },
        Math.max(0, ms),
      );
    },
    pending: () => id !== null,
    cancel,
  };
}

/** S-32 session-keeping markers: `add` returns the marker's stop. */
export interface KeepAlive {
  add: () => () => void;
  active: () => boolean;
  stopAll: () => void;
}

/**
 * S-32 session-keeping markers: each new marker renews at once; while any is active the session
 * is renewed every 5 minutes (K-07). `stopAll` is the logout trigger.
 */
export function createKeepAlive(clock: Clock, renew: () => void): KeepAlive {
  const markers = new Set<symbol>();
  let interval: TimerId | null = null;
  const stopInterval = () => {
    if (interval !== null) {
      clock.clearInterval(interval);
      interval = null;
    }
  };
  return {
    add(): () => void {
      const marker = Symbol('keep-alive');
      markers.add(marker);
      renew();
      interval ??= clock.setInterval(renew, sessionRefreshIntervalMs);
      return () => {
        if (markers.delete(marker) && markers.size === 0) {
          stopInterval();
        }
      };
    },
    active: () => markers.size > 0,
    stopAll() {
      markers.clear();
      stopInterval();
    },
  };
}
