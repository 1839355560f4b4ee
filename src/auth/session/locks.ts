// Mutual exclusion across tabs: Web Locks where the browser has them, else a lease in local
// storage ("atomic enough": write, wait, read back). Within a tab, tasks of one name queue.
import { sleep, type Clock } from './clock.ts';
import { fallbackLockLeaseMs, storageSettleMs } from '../constants.ts';
import { lockKeyPrefix, type KeyValueStorage } from '../storage-keys.ts';

export interface Locks {
  /** Runs `task` while holding the lock `name` in every tab of this origin. */
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
}

/** The part of `navigator.locks` we use. */
export interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export function webLocks(manager: WebLockManager): Locks {
  return { request: (name, task) => manager.request(name, task) };
}

/**
 * Locks whose holder starts `settleMs` after it is granted the lock. Chromium may grant a Web Lock
 * a moment before the previous holder's last local-storage write reaches this tab, so a holder
 * that decides by what another tab stored (a renewed token, a sign-out claim) would read the old
 * value: two refresh requests (the second revokes the grant) or two end-session redirects. The
 * session's locks are always settled (`createAuth`).
 */
export function settledLocks(locks: Locks, clock: Clock, settleMs = storageSettleMs): Locks {
  return {
    request: (name, task) =>
      locks.request(name, async () => {
        await sleep(clock, settleMs);
        return task();
      }),
  };
}

/** A queue per lock name inside one tab (also what tests share between fake tabs). */
export function createInTabLocks(): Locks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: <T>(name: string, task: () => Promise<T>): Promise<T> => {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(task, task);
      const tail = run.catch(() => undefined);
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) {
          tails.delete(name);
        }
      });
      return run;
    },
  };
}

/** Not spec numbers: how long a writer waits before reading its lease back, and how often others look. */
const leaseSettleMs = 50;
const leasePollMs = 100;

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: KeyValueStorage, key: string): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'owner' in value &&
      'until' in value &&
      typeof value.owner === 'string' &&
      typeof value.until === 'number'
    ) {
      return { owner: value.owner, until: value.until };
    }
  } catch {
    // A broken lease is no lease.
  }
  return null;
}

/** The fallback for browsers without Web Locks: a lease in shared local storage. */
export function createStorageLeaseLocks(options: {
  storage: KeyValueStorage;
  clock: Clock;
  tabId: string;
}): Locks {
  const { storage, clock, tabId } = options;
  const inTab = createInTabLocks();
  let acquisitions = 0;

  const acquire = async (key: string, owner: string) => {
    for (;;) {
      const lease = readLease(storage, key);
      if (!lease || lease.until <= clock.now()) {
        storage.setItem(key, JSON.stringify({ owner, until: clock.now() + fallbackLockLeaseMs }));
        await sleep(clock, leaseSettleMs);
        if (readLease(storage, key)?.owner === owner) {
          return;
        }
      } else {
        await sleep(clock, leasePollMs);
      }
    }
  };

  return {
    request: (name, task) =>
      inTab.request(name, async () => {
        const key = `${lockKeyPrefix}${name}`;
        acquisitions += 1;
        const owner = `${tabId}:${acquisitions}`;
        await acquire(key, owner);
        try {
          return await task();
        } finally {
          if (readLease(storage, key)?.owner === owner) {
            storage.removeItem(key);
          }
        }
      }),
  };
}
