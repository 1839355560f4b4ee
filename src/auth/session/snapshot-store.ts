/** A tiny observable value for useSyncExternalStore: get, set, subscribe. */
export interface SnapshotStore<T> {
  get: () => T;
  update: (change: (current: T) => T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createSnapshotStore<T>(initial: T): SnapshotStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    update: (change) => {
      const next = change(value);
      if (next !== value) {
        value = next;
        for (const listener of listeners) {
          listener();
        }
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Listeners of one-off events (intents). */
export interface Emitter<T> {
  emit: (value: T) => void;
  /** Adds a listener; returns its removal. */
  on: (listener: (value: T) => void) => () => void;
}

export function createEmitter<T>(): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit: (value: T) => {
      for (const listener of listeners) {
        listener(value);
      }
    },
    on: (listener: (value: T) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
