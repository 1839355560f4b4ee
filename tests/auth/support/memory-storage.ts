import type { KeyValueStorage } from '../../../src/auth/storage-keys.ts';
import type { Clock } from '../../../src/auth/session/clock.ts';

/** An in-memory Web Storage; `entries()` shows what is left behind. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: KeyValueStorage & { entries: () => Record<string, string> } = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    entries: () => Object.fromEntries(items),
  };
  return storage;
}
export type MemoryStorage = ReturnType<typeof createMemoryStorage>;

/**
 * Tab A's local storage as Chromium shows it to tab B: each write reaches `seenByB` `lagMs`
 * later, possibly after B was granted a lock that A released right after writing.
 */
export function createLaggingStorage(
  inA: MemoryStorage,
  seenByB: KeyValueStorage,
  clock: Pick<Clock, 'setTimeout'>,
  lagMs = 5,
): MemoryStorage {
  return {
    ...inA,
    setItem: (key, value) => {
      inA.setItem(key, value);
      clock.setTimeout(() => {
        seenByB.setItem(key, value);
      }, lagMs);
    },
  };
}
