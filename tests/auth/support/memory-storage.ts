import type { KeyValueStorage } from '../../../src/auth/storage-keys.ts';

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
