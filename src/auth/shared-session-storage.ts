// The browser's shared session storage: one per window, made before anything reads a session.
import { createSharedStorage, realClock, webLockPresence } from './session/index.ts';
import type { SharedStorage } from './session/index.ts';
import { loggingOutKey, sessionRecordKey, signedOutAtKey } from './storage-keys.ts';

/**
 * What the tabs share: the session record, the sign-out flag and time, and oidc-client-ts's user
 * (`oidc.user:<authority>:<client id>`). A sign-in's own state (`oidc.<state id>`) stays in the tab
 * that made the redirect.
 */
export function isSharedSessionKey(key: string): boolean {
  return (
    key === sessionRecordKey ||
    key === signedOutAtKey ||
    key === loggingOutKey ||
    key.startsWith('oidc.user:')
  );
}

const made = new WeakMap<Window, SharedStorage>();

/** The window's session storage with the shared keys mirrored to and from the other tabs. */
export function sharedSessionStorage(win: Window): SharedStorage {
  let storage = made.get(win);
  if (!storage) {
    const locks = (win.navigator as Partial<Navigator> | undefined)?.locks;
    storage = createSharedStorage({
      storage: win.sessionStorage,
      isShared: isSharedSessionKey,
      tabId: crypto.randomUUID(),
      openChannel:
        typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
      presence: locks ? webLockPresence(locks) : undefined,
      clock: realClock,
    });
    made.set(win, storage);
  }
  return storage;
}

/**
 * Before the page decides how it starts: a tab with nothing of a session takes the open tabs'
 * (a second tab opened later). A reload keeps its own; a browser closed and opened again has no
 * tab to ask, and nothing left.
 */
export function receiveSessionHandover(win: Window): Promise<void> {
  try {
    return sharedSessionStorage(win)
      .receiveHandover()
      .catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}
