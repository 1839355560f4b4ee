// What the tabs share of a session (the session record, the library's user, the sign-out flag
// and time) lives in each tab's session storage, which the browser drops when it closes: every
// write of a shared key is mirrored to the other open tabs, and a tab that starts with none of
// it asks the open tabs for theirs (the handover). Nothing of a session outlives the browser.
import type { ChannelLike } from './cross-tab.ts';
import type { Clock } from './clock.ts';
import { sessionHandoverWaitMs } from '../constants.ts';

export const sharedStorageChannelName = 'asiointi-session-storage';
/** The Web Lock every open tab of the portal holds (shared), so a new tab knows whom to ask. */
export const openTabLockName = 'asiointi-open-tab';

/** Who else has the portal open; `hold` marks this tab open until it closes. */
export interface TabPresence {
  others(): Promise<number>;
  hold(): void;
}

/** The part of `navigator.locks` the presence uses. */
export interface PresenceLockManager {
  request(name: string, options: { mode: 'shared' }, callback: () => Promise<unknown>): unknown;
  query(): Promise<{ held?: { name?: string }[] }>;
}

/** Tab presence through a shared Web Lock that each tab holds until it closes. */
export function webLockPresence(manager: PresenceLockManager): TabPresence {
  return {
    others: async () =>
      ((await manager.query()).held ?? []).filter((lock) => lock.name === openTabLockName).length,
    hold: () => {
      void manager.request(openTabLockName, { mode: 'shared' }, () => new Promise(() => undefined));
    },
  };
}

type Message =
  | { kind: 'set'; from: string; key: string; value: string | null }
  | { kind: 'ask'; from: string }
  | { kind: 'answer'; from: string; to: string; entries: [string, string][] };

const isEntry = (entry: unknown): entry is [string, string] =>
  Array.isArray(entry) &&
  entry.length === 2 &&
  typeof entry[0] === 'string' &&
  typeof entry[1] === 'string';

function decode(data: unknown): Message | null {
  if (typeof data !== 'object' || data === null) {
    return null;
  }
  const message = data as Record<string, unknown>;
  if (typeof message.from !== 'string') {
    return null;
  }
  switch (message.kind) {
    case 'set':
      return typeof message.key === 'string' &&
        (typeof message.value === 'string' || message.value === null)
        ? (message as Message)
        : null;
    case 'ask':
      return message as Message;
    case 'answer':
      return typeof message.to === 'string' &&
        Array.isArray(message.entries) &&
        message.entries.every(isEntry)
        ? (message as Message)
        : null;
    default:
      return null;
  }
}

/** The Web Storage calls oidc-client-ts's `WebStorageStateStore` makes. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface SharedStorageOptions {
  /** The tab's own session storage. */
  storage: StorageLike;
  /** Which keys the tabs share. */
  isShared: (key: string) => boolean;
  tabId: string;
  /** Opens the BroadcastChannel; undefined when the browser has none (then no tab shares). */
  openChannel: ((name: string) => ChannelLike) | undefined;
  /** Undefined when the browser cannot tell (then a new tab asks nobody). */
  presence: TabPresence | undefined;
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}

/** Session storage whose shared keys every open tab of the portal holds alike. */
export interface SharedStorage extends StorageLike {
  /** Removes every entry of this tab; the shared ones in every tab. */
  clear(): void;
  /**
   * At start, once: a tab holding none of the shared keys takes the first open tab's. Resolves
   * when they are here, or at once when no tab is open, or after `sessionHandoverWaitMs`.
   */
  receiveHandover(): Promise<void>;
  /**
   * After the handover: whether this tab started as the portal's only open tab (false when the
   * browser cannot tell). Then no other tab holds or is completing a session in this browser.
   */
  startedAlone(): Promise<boolean>;
}

export function createSharedStorage(options: SharedStorageOptions): SharedStorage {
  const { storage, isShared, tabId, clock } = options;
  const channel = options.openChannel?.(sharedStorageChannelName);
  let awaiting: ((entries: [string, string][] | null) => void) | null = null;
  let handover: Promise<void> | null = null;

  const sharedEntries = (): [string, string][] => {
    const entries: [string, string][] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      const value = key === null ? null : storage.getItem(key);
      if (key !== null && value !== null && isShared(key)) {
        entries.push([key, value]);
      }
    }
    return entries;
  };
  const post = (message: Message) => {
    channel?.postMessage(message);
  };

  channel?.addEventListener('message', (event) => {
    const message = decode(event.data);
    if (!message || message.from === tabId) {
      return;
    }
    switch (message.kind) {
      case 'set':
        if (!isShared(message.key)) {
          return;
        }
        if (message.value === null) {
          storage.removeItem(message.key);
        } else {
          storage.setItem(message.key, message.value);
        }
        return;
      case 'ask':
        post({ kind: 'answer', from: tabId, to: message.from, entries: sharedEntries() });
        return;
      case 'answer':
        if (message.to === tabId) {
          awaiting?.(message.entries);
        }
        return;
    }
  });

  let alone = false;
  const ask = async (): Promise<void> => {
    const others = channel ? ((await options.presence?.others()) ?? 0) : 0;
    alone = channel !== undefined && options.presence !== undefined && others === 0;
    options.presence?.hold();
    if (others === 0 || sharedEntries().length > 0) {
      return;
    }
    let answers = 0;
    const entries = await new Promise<[string, string][] | null>((resolve) => {
      const timer = clock.setTimeout(() => {
        resolve(null);
      }, sessionHandoverWaitMs);
      awaiting = (received) => {
        answers += 1;
        // The first tab holding a session hands it over; a tab without one only counts.
        if (received && (received.length > 0 || answers >= others)) {
          clock.clearTimeout(timer);
          resolve(received);
        }
      };
      post({ kind: 'ask', from: tabId });
    });
    awaiting = null;
    // Writes mirrored while this tab waited are newer than nothing: keep them.
    if (entries && sharedEntries().length === 0) {
      for (const [key, value] of entries) {
        storage.setItem(key, value);
      }
    }
  };

  const shared: SharedStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      if (isShared(key)) {
        post({ kind: 'set', from: tabId, key, value });
      }
    },
    removeItem: (key) => {
      storage.removeItem(key);
      if (isShared(key)) {
        post({ kind: 'set', from: tabId, key, value: null });
      }
    },
    clear: () => {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
      for (const key of keys) {
        if (key !== null) {
          shared.removeItem(key);
        }
      }
    },
    key: (index) => storage.key(index),
    get length() {
      return storage.length;
    },
    receiveHandover: () => {
      handover ??= ask();
      return handover;
    },
    startedAlone: async () => {
      await shared.receiveHandover();
      return alone;
    },
  };
  return shared;
}
