// The heart of the web session: the auth state machine (auth-state.ts) with the effects every
// flow shares — the stored record, the idle time-out, renewal with its retry, and the end of a
// session here or in another tab. Sign-in, sign-out and tab-following build on it.
import type { Language } from '../../api/index.ts';
import type { AuthClient, SignedInUser } from './auth-client.ts';
import { initialAuthState, type AuthState } from './auth-state.ts';
import type { AuthAnalyticsEvent } from '../oidc/index.ts';
import type { Clock } from './clock.ts';
import { silentRenewRetryMs } from '../constants.ts';
import {
  refreshFailedMessage,
  type AuthIntent,
  type AuthReport,
  type AuthSnapshot,
  type SessionUser,
} from '../controller-types.ts';
import type { CrossTabBus } from './cross-tab.ts';
import type { Locks } from './locks.ts';
import { adoptSubject, clearPatientData } from './logout-cleanup.ts';
import { renewAcrossTabs } from './renewal.ts';
import type { SessionRecord } from './session-record.ts';
import { createSessionStore, type SessionStore } from './session-store.ts';
import { sessionReducer, type SessionEvent } from './session-state.ts';
import {
  createEmitter,
  createSnapshotStore,
  type Emitter,
  type SnapshotStore,
} from './snapshot-store.ts';
import type { KeyValueStorage } from '../storage-keys.ts';
import { createKeepAlive, createSingleTimer, type KeepAlive } from './timers.ts';
import { reportError } from '../../ui/telemetry/index.ts';

export interface WebSessionDeps {
  clock: Clock;
  /** A number in [0, 1) for the sign-out wait (S-26). */
  random: () => number;
  /** This tab's id on the cross-tab bus and in locks. */
  tabId: string;
  client: AuthClient;
  locks: Locks;
  bus: CrossTabBus;
  sharedStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  origin: string;
  language: () => Language;
  isHidden: () => boolean;
  /** S-30: the app passes `queryClient.clear()`. */
  clearQueryCache: () => void;
  /** NS-21: the `Login` app event; failures only warn (E-06). */
  sendLoginEvent: () => Promise<void>;
  /** E-18 analytics seam. */
  track: (event: AuthAnalyticsEvent) => void;
  report: AuthReport;
  /** S-28: the page is the sign-in callback with a `code`. */
  hasCodeInUrl: boolean;
  /**
   * The snapshot of the tab's visitor session (`visitor-session.ts`) when it hands over to this
   * session: already started, with nothing of a session stored at its start. This session goes
   * on from it, and its `start` confirms nothing again (reading the storage now, in the middle of
   * another tab's sign-in, could find that tab's user without its record and remove it).
   */
  continueFrom?: AuthSnapshot | undefined;
}

/** How a session ends other than by sign-out (S-21). */
export type SessionEnd = 'SessionTimedOut' | 'SessionCleared';

/** How a new or refreshed record is applied. */
export type RecordEvent = 'SessionStarted' | 'SessionRefreshed' | 'SessionRestored';

/**
 * The session core as the web session and the sign-in and sign-out flows drive it: the state
 * (one reducer), the stored record, the timers, renewal and every end of a session.
 */
export interface SessionCore {
  readonly deps: WebSessionDeps;
  readonly store: SessionStore;
  /** What the UI reads; changed only through `dispatch`. */
  readonly snapshot: Pick<SnapshotStore<AuthSnapshot>, 'get' | 'subscribe'>;
  readonly intents: Emitter<AuthIntent>;
  readonly keepAlive: KeepAlive;
  auth: () => AuthState;
  dispatch: (event: SessionEvent) => void;
  /** Applies a (new or refreshed) record and re-arms the idle time-out at its `ttl`. */
  applyRecord: (type: RecordEvent, record: SessionRecord) => void;
  /** S-21, S-30: what every end of a session does in this tab. */
  clearLocally: () => void;
  /** S-21: a time-out or clear, here (`local`, told to the others) or in another tab. */
  endSession: (type: SessionEnd, origin: 'local' | 'remote') => void;
  /** S-22: when `ttl` passes, sign out locally and show the time-out page. */
  onIdleTimeout: () => void;
  /** One renewal at a time in this tab; true when renewed. */
  renew: () => Promise<boolean>;
  stopTimers: () => void;
  /** The signed-in user with its tokens (never in the snapshot), or null. */
  user: () => SignedInUser | null;
  setUser: (next: SignedInUser | null) => void;
  lastRenewalAt: () => number;
  /** Another tab or a sign-in renewed just now (S-31 counts from here). */
  markRenewed: () => void;
  /** From the stored record at start: ttl = last renewal + idle, unless capped by exp. */
  setLastRenewalAt: (ms: number) => void;
}

const sessionUser = (user: SignedInUser): SessionUser => ({
  subject: user.subject,
  givenName: user.givenName,
  familyName: user.familyName,
});

export function createSessionCore(deps: WebSessionDeps): SessionCore {
  const { clock, client, bus } = deps;
  const store: SessionStore = createSessionStore(deps.sharedStorage, clock);
  const intents = createEmitter<AuthIntent>();
  const snapshot: SnapshotStore<AuthSnapshot> = createSnapshotStore<AuthSnapshot>(
    deps.continueFrom ?? {
      mode: 'web',
      auth: initialAuthState({
        record: store.read(),
        nowMs: clock.now(),
        hasCodeInUrl: deps.hasCodeInUrl,
      }),
      user: null,
      login: { kind: 'Idle' },
      continuation: { kind: 'Idle' },
    },
  );
  const idleTimer = createSingleTimer(clock);
  const retryTimer = createSingleTimer(clock);
  const keepAlive = createKeepAlive(clock, () => {
    void renew();
  });

  /** The user with its tokens; S-23: non-null when this tab has seen a token of the session. */
  let user: SignedInUser | null = null;
  let lastRenewalAt = 0;
  let renewing: Promise<boolean> | null = null;

  const auth = (): AuthState => snapshot.get().auth;
  const setUser = (next: SignedInUser | null) => {
    if (next) {
      adoptSubject(next.subject, deps.sessionStorage, deps.clearQueryCache);
    }
    user = next;
    dispatch({ type: 'UserChanged', user: next ? sessionUser(next) : null });
  };
  function dispatch(event: SessionEvent): void {
    snapshot.update((s) => sessionReducer(s, event));
  }

  const applyRecord = (type: RecordEvent, record: SessionRecord) => {
    dispatch({ type, record });
    const state = auth();
    if (state.kind !== 'LoggedIn') {
      return;
    }
    idleTimer.after(state.timeoutAt.getTime() - clock.now(), onIdleTimeout);
  };

  const stopTimers = () => {
    idleTimer.cancel();
    retryTimer.cancel();
    keepAlive.stopAll();
  };

  /** S-21, S-30: what every end of a session does in this tab: nothing of it is left behind. */
  const clearLocally = () => {
    stopTimers();
    store.remove();
    clearPatientData(deps.sessionStorage, deps.clearQueryCache);
    setUser(null);
  };

  /** S-21: a time-out or clear, here (`local`, told to the others) or in another tab. */
  const endSession = (type: SessionEnd, origin: 'local' | 'remote') => {
    clearLocally();
    if (origin === 'local') {
      // The stored user goes at once; then its refresh token is revoked (best effort, C-42),
      // refused from now on wherever it was copied. No second removal once it is answered: by
      // then another tab may have stored a new sign-in.
      void client.removeUserAndRevoke().catch((cause: unknown) => {
        reportError('[auth] Refresh token revocation failed', cause, 'warning');
      });
    } else {
      void client.removeUser().catch((cause: unknown) => {
        deps.report({ message: 'Failed to remove the signed-in user', cause });
      });
    }
    dispatch({ type });
    if (origin === 'local') {
      bus.publish({ type });
    }
    if (type === 'SessionTimedOut') {
      intents.emit({ kind: 'navigate', to: 'timeout' });
    }
  };

  /** S-22: when `ttl` passes, sign out locally and show the time-out page. */
  function onIdleTimeout() {
    const stored = store.read();
    if (stored && stored.ttl * 1000 > clock.now()) {
      // Another tab refreshed and its message has not arrived (or was lost): follow the record.
      applyRecord('SessionRefreshed', stored);
      return;
    }
    endSession('SessionTimedOut', 'local');
  }

  const renewNow = async (): Promise<boolean> => {
    if (auth().kind !== 'LoggedIn') {
      return false;
    }
    const result = await renewAcrossTabs({
      client,
      locks: deps.locks,
      language: deps.language(),
      clock,
    });
    if (auth().kind !== 'LoggedIn') {
      return false;
    }
    if (result.kind === 'Renewed') {
      retryTimer.cancel();
      setUser(result.user);
      lastRenewalAt = clock.now();
      const record = store.refresh();
      if (!record) {
        return false;
      }
      applyRecord('SessionRefreshed', record);
      bus.publish({ type: 'SessionRefreshed', record, subject: result.user.subject });
      return true;
    }
    switch (result.failure) {
      case 'LoginRequired':
        endSession(user ? 'SessionTimedOut' : 'SessionCleared', 'local');
        return false;
      case 'TimedOut':
        deps.report({ message: refreshFailedMessage, cause: result.error });
        retryTimer.after(silentRenewRetryMs, () => {
          void renew();
        });
        return false;
      case 'Failed':
        deps.report({ message: refreshFailedMessage, cause: result.error });
        return false;
    }
  };

  /** One renewal at a time in this tab; across tabs the lock in renewal.ts takes over. */
  function renew(): Promise<boolean> {
    renewing ??= renewNow().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  return {
    deps,
    store,
    snapshot: { get: snapshot.get, subscribe: snapshot.subscribe },
    intents,
    keepAlive,
    auth,
    dispatch,
    applyRecord,
    clearLocally,
    endSession,
    onIdleTimeout,
    renew,
    stopTimers,
    user: () => user,
    setUser,
    lastRenewalAt: () => lastRenewalAt,
    markRenewed: () => {
      lastRenewalAt = clock.now();
    },
    setLastRenewalAt: (ms: number) => {
      lastRenewalAt = ms;
    },
  };
}
