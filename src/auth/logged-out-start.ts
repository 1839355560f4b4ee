// Prerendered public pages: the session a tab with no session starts with, for
// rendering at build time, and whether a tab starts that way (then it may hydrate that markup).
import type { AuthController, AuthSnapshot } from './controller-types.ts';
import { isEmbedded, type HostWindow } from './embedded/index.ts';
import { isCallbackPath } from './paths.ts';
import { decodeSessionRecord, initialAuthState } from './session/index.ts';
import { sessionRecordKey } from './storage-keys.ts';

/** S-28: the page is the sign-in callback with a `code`. */
export function hasCodeInUrl(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return isCallbackPath(location.pathname) && new URLSearchParams(location.search).has('code');
}

/** Windows whose `AsiointiHost` `createAuth` took (and deleted): they stay embedded. */
const embeddedWindows = new WeakSet<object>();

/** Notes that `createAuth` in `win` runs the embedded session (it took the host). */
export function noteEmbedded(win: Window): void {
  embeddedWindows.add(win);
}

/** Whether `createAuth` in `win` runs (or ran) the embedded session. */
export function runsEmbedded(win: Window): boolean {
  return isEmbedded(win as Window & HostWindow) || embeddedWindows.has(win);
}

/** The first snapshot of a web tab with no session stored (LoggedOut/Pending/NoSession). */
export function loggedOutSnapshot(): AuthSnapshot {
  return {
    mode: 'web',
    auth: initialAuthState({
      record: null,
      nowMs: 0,
      hasCodeInUrl: false,
    }),
    user: null,
    login: { kind: 'Idle' },
    continuation: { kind: 'Idle' },
  };
}

const never = new Promise<never>(() => undefined);

/**
 * A controller for rendering in Node at build time (no window, no storage): its snapshot is
 * what `createAuth` starts with in a tab with no session, and never changes; its actions do
 * nothing (`start` resolves, `handleCallback` never settles, `accessToken` is null).
 */
export function createLoggedOutAuth(): AuthController {
  const snapshot = loggedOutSnapshot();
  const nothing = () => undefined;
  return {
    getSnapshot: () => snapshot,
    subscribe: () => nothing,
    onIntent: () => nothing,
    start: () => Promise.resolve(),
    login: () => Promise.resolve(),
    pageRestored: nothing,
    handleCallback: () => never,
    logout: () => Promise.resolve(),
    continueSession: () => Promise.resolve(),
    keepSessionAlive: () => nothing,
    noteActivity: nothing,
    accessToken: () => Promise.resolve(null),
    dispose: nothing,
  };
}

/**
 * True exactly when `createAuth` in `win` starts as `createLoggedOutAuth` does: web mode (no
 * native app host, now or taken by an earlier `createAuth`), no live session record and no
 * sign-in `code` in the URL. Storage that cannot be read is not that start.
 */
export function startsLoggedOut(win: Window): boolean {
  if (runsEmbedded(win)) {
    return false;
  }
  try {
    // The only logged-out state it starts in is the one `createLoggedOutAuth` has.
    const auth = initialAuthState({
      record: decodeSessionRecord(win.sessionStorage.getItem(sessionRecordKey)),
      nowMs: Date.now(),
      hasCodeInUrl: hasCodeInUrl(win.location),
    });
    return auth.kind === 'LoggedOut';
  } catch {
    return false;
  }
}
