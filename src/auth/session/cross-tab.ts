// S-21: what happens to the session in one tab is told to the others. BroadcastChannel where
// the browser has it; otherwise a local-storage entry, whose `storage` event reaches the other
// tabs. Messages older than the K-10 time-to-live are ignored (a tab waking from sleep).
import { z } from 'zod/mini';
import type { Clock } from './clock.ts';
import { crossTabMessageTtlMs } from '../constants.ts';
import { SessionRecord } from './session-record.ts';
import { crossTabStorageKey, type KeyValueStorage } from '../storage-keys.ts';

export const crossTabChannelName = 'asiointi-session';

/**
 * What a tab tells the others. This file's schemas are built when the first message arrives
 * (`z.lazy`), not while the page starts: building schemas is most of zod's cost.
 */
export const CrossTabEvent = z.lazy(() =>
  z.discriminatedUnion('type', [
    // `subject`: whose tokens the sending tab stored. Local storage reaches another tab's process
    // later than a BroadcastChannel message may, so the receiver waits until the stored user is
    // this subject before taking it, and never shows the previous person's user meanwhile.
    z.object({ type: z.literal('SessionStarted'), record: SessionRecord, subject: z.string() }),
    z.object({ type: z.literal('SessionRefreshed'), record: SessionRecord, subject: z.string() }),
    z.object({ type: z.literal('SessionTimedOut') }),
    z.object({ type: z.literal('SessionCleared') }),
    z.object({ type: z.literal('LogoutStarted') }),
  ]),
);
export type CrossTabEvent = z.infer<typeof CrossTabEvent>;

const CrossTabMessage = z.lazy(() =>
  z.object({ id: z.string(), from: z.string(), sentAt: z.number(), event: CrossTabEvent }),
);
type CrossTabMessage = z.infer<typeof CrossTabMessage>;

export interface CrossTabBus {
  publish(event: CrossTabEvent): void;
  subscribe(listener: (event: CrossTabEvent) => void): () => void;
  close(): void;
}

/** The part of BroadcastChannel the bus uses. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** Where `storage` events arrive (the window). */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

export interface CrossTabBusOptions {
  clock: Clock;
  tabId: string;
  /** Opens the BroadcastChannel; undefined when the browser has none. */
  openChannel: ((name: string) => ChannelLike) | undefined;
  /** The fallback transport. */
  storage: KeyValueStorage;
  storageEvents: StorageEventSource;
}

export function createCrossTabBus(options: CrossTabBusOptions): CrossTabBus {
  const { clock, tabId } = options;
  const listeners = new Set<(event: CrossTabEvent) => void>();
  let sequence = 0;

  const receive = (data: unknown) => {
    const parsed = CrossTabMessage.safeParse(data);
    if (!parsed.success || parsed.data.from === tabId) {
      return;
    }
    if (clock.now() - parsed.data.sentAt > crossTabMessageTtlMs) {
      return;
    }
    for (const listener of listeners) {
      listener(parsed.data.event);
    }
  };

  const message = (event: CrossTabEvent): CrossTabMessage => {
    sequence += 1;
    return { id: `${tabId}:${sequence}`, from: tabId, sentAt: clock.now(), event };
  };

  const channel = options.openChannel?.(crossTabChannelName);
  if (channel) {
    channel.addEventListener('message', (event) => {
      receive(event.data);
    });
    return {
      publish: (event) => {
        channel.postMessage(message(event));
      },
      subscribe: (listener) => subscribe(listeners, listener),
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== crossTabStorageKey || event.newValue === null) {
      return;
    }
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // Not ours or half-written: nothing to follow.
    }
  };
  options.storageEvents.addEventListener('storage', onStorage);
  return {
    publish: (event) => {
      // Every message has its own id, so the value always changes and the event always fires.
      options.storage.setItem(crossTabStorageKey, JSON.stringify(message(event)));
    },
    subscribe: (listener) => subscribe(listeners, listener),
    close: () => {
      listeners.clear();
      options.storageEvents.removeEventListener('storage', onStorage);
    },
  };
}

function subscribe<T>(listeners: Set<T>, listener: T): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
