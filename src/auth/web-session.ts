// The session in web mode: the auth state machine (auth-state.ts) plus its effects — the stored
// record, the idle time-out, renewals across tabs, the cross-tab bus, sign-in and sign-out.
import type { Language } from '../api/index.ts';
import type { AuthClient, SignedInUser } from './auth-client.ts';
import { authReducer, initialAuthState, type AuthEvent } from './auth-state.ts';
import {
  analyticsEventFor,
  loginErrorFrom,
  parseSigninResponse,
  type AuthAnalyticsEvent,
  type LoginError,
} from './callback.ts';
import type { Clock } from './clock.ts';
import { idleTimeoutMs, sessionRefreshIntervalMs, silentRenewRetryMs } from './constants.ts';
import {
  authMessageKeys,
  refreshFailedMessage,
  type AuthController,
  type AuthIntent,
  type AuthReport,
  type AuthSnapshot,
  type SessionUser,
} from './controller-types.ts';
import type { CrossTabBus, CrossTabEvent } from './cross-tab.ts';
import type { Locks } from './locks.ts';
import { clearPatientData } from './logout-cleanup.ts';
import { isFresh, renewAcrossTabs } from './renewal.ts';
import { rememberReturnTo, takeReturnTo } from './return-to.ts';
import { dialogState } from './session-dialog.ts';
import { createSessionStore, isLive, type SessionRecord } from './session-record.ts';
import { coordinateSignOut, raiseLoggingOutFlag, settleLoggingOutFlag } from './sign-out.ts';
import { createSnapshotStore, createEmitter } from './snapshot-store.ts';
import { loggingOutKey, type KeyValueStorage } from './storage-keys.ts';
import { createKeepAlive, createSingleTimer } from './timers.ts';

export interface WebSessionDeps {
  clock: Clock;
  /** A number in [0, 1) for the sign-out wait (S-26). */
  random: () => number;
  /** This tab's id on the cross-tab bus and in locks. */
  tabId: string;
  client: AuthClient;
  locks: Locks;
  bus: CrossTabBus;
  localStorage: KeyValueStorage;
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
  /** S-29: the page requires authentication. */
  authenticationRequired: boolean;
}

type SessionEnd = 'SessionTimedOut' | 'SessionCleared';

const sessionUser = (user: SignedInUser): SessionUser => ({
  subject: user.subject,
  givenName: user.givenName,
  familyName: user.familyName,
});

export function createWebSession(deps: WebSessionDeps): AuthController {
  const { clock, client, bus } = deps;
  const store = createSessionStore(deps.localStorage, clock);
  const intents = createEmitter<AuthIntent>();
  const snapshot = createSnapshotStore<AuthSnapshot>({
    mode: 'web',
    auth: initialAuthState({
      record: store.read(),
      nowMs: clock.now(),
      hasCodeInUrl: deps.hasCodeInUrl,
      authenticationRequired: deps.authenticationRequired,
    }),
    user: null,
    login: { kind: 'Idle' },
    continuation: { kind: 'Idle' },
  });
  const idleTimer = createSingleTimer(clock);
  const retryTimer = createSingleTimer(clock);
  const keepAlive = createKeepAlive(clock, () => {
    void renew();
  });

  let user: SignedInUser | null = null;
  /** S-23: whether this tab has seen a token of the current session. */
  let tokenSeen = false;
  let lastRenewalAt = 0;
  let renewing: Promise<boolean> | null = null;
  let signingOut: Promise<void> | null = null;
  let started: Promise<void> | null = null;
  /** The callback in progress, by URL: React may run the callback route's effect twice. */
  const callbacks = new Map<string, Promise<AuthIntent>>();

  const auth = () => snapshot.get().auth;
  const currentUser = () => user;
  const setUser = (next: SignedInUser | null) => {
    user = next;
    if (next) {
      tokenSeen = true;
    }
    snapshot.update((s) => ({ ...s, user: next ? sessionUser(next) : null }));
  };
  const dispatch = (event: AuthEvent) => {
    snapshot.update((s) => ({ ...s, auth: authReducer(s.auth, event) }));
  };

  /** Applies a (new or refreshed) record and re-arms the idle time-out at its `ttl`. */
  const applyRecord = (
    type: 'SessionStarted' | 'SessionRefreshed' | 'SessionRestored',
    record: SessionRecord,
  ) => {
    dispatch({ type, record });
    const state = auth();
    if (state.kind !== 'LoggedIn') {
      return;
    }
    snapshot.update((s) =>
      s.continuation.kind === 'Error' ? { ...s, continuation: { kind: 'Idle' } } : s,
    );
    idleTimer.after(state.timeoutAt.getTime() - clock.now(), onIdleTimeout);
  };

  const stopTimers = () => {
    idleTimer.cancel();
    retryTimer.cancel();
    keepAlive.stopAll();
  };

  /** S-21, S-30: a time-out or clear, here (`local`, told to the others) or in another tab. */
  const endSession = (type: SessionEnd, origin: 'local' | 'remote') => {
    stopTimers();
    store.remove();
    clearPatientData(deps.sessionStorage, deps.clearQueryCache);
    setUser(null);
    tokenSeen = false;
    void client.removeUser().catch((cause: unknown) => {
      deps.report({ message: 'Failed to remove the signed-in user', cause });
    });
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
      now: () => clock.now(),
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
      bus.publish({ type: 'SessionRefreshed', record });
      return true;
    }
    switch (result.failure) {
      case 'LoginRequired':
        endSession(tokenSeen ? 'SessionTimedOut' : 'SessionCleared', 'local');
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

  /** S-25, S-26: clear locally now; then one tab redirects to the end session, the rest stand by. */
  const followSignOut = (idTokenHint: string | undefined): Promise<void> => {
    signingOut ??= (async () => {
      stopTimers();
      store.remove();
      clearPatientData(deps.sessionStorage, deps.clearQueryCache);
      setUser(null);
      tokenSeen = false;
      dispatch({ type: 'LogoutStarted' });
      const role = await coordinateSignOut({
        clock,
        random: deps.random,
        isHidden: deps.isHidden,
        locks: deps.locks,
        storage: deps.localStorage,
        tabId: deps.tabId,
      });
      if (role === 'Redirect') {
        try {
          await client.signoutRedirect({ idTokenHint, language: deps.language() });
          return;
        } catch (cause) {
          deps.report({ message: 'Sign-out redirect failed', cause });
        }
      }
      await client.removeUser().catch(() => undefined);
      dispatch({ type: 'LoggedOut' });
      intents.emit({ kind: 'navigate', to: 'loggedOut' });
    })().finally(() => {
      signingOut = null;
    });
    return signingOut;
  };

  const onRemote = async (event: CrossTabEvent) => {
    switch (event.type) {
      case 'SessionStarted':
        setUser(await client.getUser());
        lastRenewalAt = clock.now();
        applyRecord('SessionStarted', event.record);
        return;
      case 'SessionRefreshed':
        if (auth().kind === 'LoggedIn') {
          setUser(await client.getUser());
          lastRenewalAt = clock.now();
          applyRecord('SessionRefreshed', event.record);
        }
        return;
      case 'SessionTimedOut':
      case 'SessionCleared':
        if (auth().kind === 'LoggedIn') {
          endSession(event.type, 'remote');
        }
        return;
      case 'LogoutStarted':
        if (auth().kind === 'LoggedIn') {
          await followSignOut(user?.idToken);
        }
        return;
    }
  };
  const unsubscribeBus = bus.subscribe((event) => {
    onRemote(event).catch((cause: unknown) => {
      deps.report({ message: 'Failed to follow another tab', cause });
    });
  });

  /** S-28, S-29: confirms the initial state from the stored record and user. */
  const confirm = async () => {
    settleLoggingOutFlag(deps.localStorage, clock.now());
    if (deps.hasCodeInUrl) {
      return; // The callback route completes it (handleCallback).
    }
    const record = store.read();
    const stored = await client.getUser();
    if (!record || !isLive(record, clock.now())) {
      if (record || stored) {
        store.remove();
        await client.removeUser();
      }
      clearPatientData(deps.sessionStorage, deps.clearQueryCache);
      dispatch({ type: record ? 'SessionTimedOut' : 'SessionNotFound' });
      return;
    }
    if (stored) {
      setUser(stored);
    }
    // The record tells when the last renewal in any tab was (ttl = then + idle, unless capped).
    lastRenewalAt = Math.min(record.ttl * 1000 - idleTimeoutMs, clock.now());
    if (stored && isFresh(stored, clock.now())) {
      applyRecord('SessionRestored', record);
      return;
    }
    if (!(await renew()) && auth().kind === 'LoggedIn') {
      // Not renewed but not ended either (a time-out or network failure): keep the session
      // until its ttl; the retry or the next activity renews.
      applyRecord('SessionRestored', store.read() ?? record);
    }
  };

  const start = (): Promise<void> => {
    started ??= confirm().catch((cause: unknown) => {
      deps.report({ message: refreshFailedMessage, cause });
      if (auth().stage === 'Pending') {
        dispatch({ type: 'SessionNotFound' });
      }
    });
    return started;
  };

  const failCallback = (error: LoginError): AuthIntent => {
    deps.track(analyticsEventFor(error));
    dispatch({ type: 'SessionNotFound' });
    snapshot.update((s) =>
      error.errorDescription === undefined
        ? { ...s, login: { kind: 'Error' } }
        : { ...s, login: { kind: 'Error', message: error.errorDescription } },
    );
    return { kind: 'navigate', to: 'login', error };
  };

  const completeCallback = async (url: string): Promise<AuthIntent> => {
    const response = parseSigninResponse(url);
    if (response.kind === 'Error') {
      return failCallback(response.error);
    }
    let signedIn: SignedInUser;
    try {
      signedIn = await client.signinCallback(url);
    } catch (thrown) {
      return failCallback(loginErrorFrom(thrown));
    }
    deps.localStorage.removeItem(loggingOutKey);
    setUser(signedIn);
    lastRenewalAt = clock.now();
    const record = store.start();
    applyRecord('SessionStarted', record);
    bus.publish({ type: 'SessionStarted', record });
    snapshot.update((s) => ({ ...s, login: { kind: 'Success' } }));
    void deps.sendLoginEvent().catch((cause: unknown) => {
      console.warn('[auth] Login app event failed', cause);
    });
    return { kind: 'navigate', to: 'path', path: takeReturnTo(deps.sessionStorage, deps.origin) };
  };

  return {
    getSnapshot: snapshot.get,
    subscribe: snapshot.subscribe,
    onIntent: intents.on,

    start,

    async login(returnTo) {
      snapshot.update((s) => ({ ...s, login: { kind: 'Loading' } }));
      rememberReturnTo(deps.sessionStorage, returnTo, deps.origin);
      deps.localStorage.removeItem(loggingOutKey);
      try {
        await client.signinRedirect(deps.language());
      } catch (cause) {
        deps.report({ message: 'Login failed', cause });
        snapshot.update((s) => ({ ...s, login: { kind: 'Error' } }));
      }
    },

    handleCallback(url) {
      let pending = callbacks.get(url);
      if (!pending) {
        pending = completeCallback(url);
        callbacks.set(url, pending);
      }
      return pending;
    },

    logout() {
      if (signingOut) {
        return signingOut;
      }
      const idTokenHint = user?.idToken;
      raiseLoggingOutFlag(deps.localStorage, clock.now());
      // Best effort, started before any tab removes the shared user (C-42).
      void client.revokeRefreshToken().catch((cause: unknown) => {
        console.warn('[auth] Refresh token revocation failed', cause);
      });
      bus.publish({ type: 'LogoutStarted' });
      return followSignOut(idTokenHint);
    },

    async continueSession() {
      if (snapshot.get().continuation.kind === 'Loading') {
        return;
      }
      snapshot.update((s) => ({ ...s, continuation: { kind: 'Loading' } }));
      const renewed = await renew();
      snapshot.update((s) => ({
        ...s,
        continuation: renewed
          ? { kind: 'Success' }
          : { kind: 'Error', messageKey: authMessageKeys.continueFailed },
      }));
    },

    keepSessionAlive() {
      if (auth().kind !== 'LoggedIn') {
        return () => undefined;
      }
      return keepAlive.add();
    },

    noteActivity() {
      const state = auth();
      if (state.kind !== 'LoggedIn' || state.stage !== 'Complete') {
        return;
      }
      const now = clock.now();
      if (now >= state.timeoutAt.getTime()) {
        // The timer was throttled or the machine slept: time out now.
        onIdleTimeout();
        return;
      }
      // While a session dialog is up, only its buttons decide (S-37, S-39).
      const dialog = dialogState(now, state.timeoutAt.getTime(), state.expiresAt.getTime());
      if (dialog.kind === 'NoDialog' && now - lastRenewalAt > sessionRefreshIntervalMs) {
        void renew();
      }
    },

    async accessToken() {
      await start();
      await Promise.all(callbacks.values());
      if (auth().kind !== 'LoggedIn' || !user) {
        return null;
      }
      if (!isFresh(user, clock.now())) {
        await renew();
      }
      // Read again: the renewal may have replaced the user, or ended the session.
      const latest = currentUser();
      return auth().kind === 'LoggedIn' && latest ? latest.accessToken : null;
    },

    dispose() {
      stopTimers();
      unsubscribeBus();
    },
  };
}
