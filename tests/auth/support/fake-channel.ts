import type { ChannelLike } from '../../../src/auth/session/cross-tab.ts';

/** BroadcastChannels of several fake tabs: a message reaches every other open channel, async. */
export function createChannelHub() {
  const channels = new Set<{ name: string; listeners: ((event: MessageEvent) => void)[] }>();
  const sent: unknown[] = [];
  const open = (name: string): ChannelLike => {
    const self = { name, listeners: [] as ((event: MessageEvent) => void)[] };
    channels.add(self);
    return {
      postMessage: (message) => {
        sent.push(message);
        const data: unknown = structuredClone(message);
        for (const other of channels) {
          if (other !== self && other.name === name) {
            queueMicrotask(() => {
              for (const listener of other.listeners) {
                listener({ data } as MessageEvent);
              }
            });
          }
        }
      },
      addEventListener: (_type, listener) => {
        self.listeners.push(listener);
      },
      close: () => {
        channels.delete(self);
      },
    };
  };
  return { open, sent };
}

/** The `storage` events of several fake windows sharing one local storage. */
export function createStorageEventHub() {
  const windows = new Set<Set<(event: StorageEvent) => void>>();
  return {
    window() {
      const listeners = new Set<(event: StorageEvent) => void>();
      windows.add(listeners);
      return {
        addEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => {
          listeners.add(listener);
        },
        removeEventListener: (_type: 'storage', listener: (event: StorageEvent) => void) => {
          listeners.delete(listener);
        },
        /** Tells every other window that `key` changed (what the browser does). */
        changed(key: string, newValue: string | null) {
          for (const other of windows) {
            if (other !== listeners) {
              for (const listener of other) {
                listener({ key, newValue } as StorageEvent);
              }
            }
          }
        },
      };
    },
  };
}
