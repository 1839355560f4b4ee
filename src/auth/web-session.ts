// The session in web mode: the core (session-core.ts) plus start-up, following other tabs,
// activity, the keep-alive marker, the continue action and the token for API calls.
import type { AuthController } from './controller-types.ts';
import { refreshFailedMessage } from './controller-types.ts';
import type { SignedInUser } from './session/index.ts';
import { sleep } from './session/index.ts';
import {
  announcedUserRetryMs,
  announcedUserWaitMs,
  idleTimeoutMs,
  sessionRefreshIntervalMs,
} from './constants.ts';
import type { CrossTabEvent } from './session/index.ts';
import { clearPatientData } from './session/index.ts';
import { isFresh } from './session/index.ts';
import { createSessionCore, type WebSessionDeps } from './session/index.ts';
import { dialogState } from './session/index.ts';
import { isLive } from './session/index.ts';
import { createSignInFlow } from './oidc/index.ts';
import { createSignOutFlow } from './oidc/index.ts';
import { settleLoggingOutFlag } from './session/index.ts';

export type { WebSessionDeps } from './session/index.ts';

export function createWebSession(deps: WebSessionDeps): AuthController {
  const { clock, client } = deps;
  const core = createSessionCore(deps);
  const { auth, snapshot, store } = core;
  const signIn = createSignInFlow(core, () => restoreStored());
  const signOut = createSignOutFlow(core);
  // Handed over by the visitor session, which started the tab: nothing left to confirm.
  let started: Promise<void> | null = deps.continueFrom ? Promise.resolve() : null;

  /**
   * The stored user once it is the one another tab announced. Its message may arrive before its
   * local-storage write reaches this tab; meanwhile the stored user is still the previous one,
   * perhaps another person. Null when it never arrives.
   */
  const announcedUser = async (subject: string): Promise<SignedInUser | null> => {
    const deadline = clock.now() + announcedUserWaitMs;
    for (;;) {
      const stored = await client.getUser();
      if (stored?.subject === subject) {
        return stored;
      }
      if (clock.now() >= deadline) {
        return null;
      }
      await sleep(clock, announcedUserRetryMs);
    }
  };

  /**
   * The announced user never reached this tab: rather than go on with whoever is stored, this
   * tab lets go of the session (its caches and patient too) without touching what the tabs
   * share; a reload restores whatever session is stored then.
   */
  const letGo = () => {
    deps.report({
      message: 'Failed to follow another tab',
      cause: new Error('The user another tab signed in was not found in storage'),
    });
    core.stopTimers();
    clearPatientData(deps.sessionStorage, deps.clearQueryCache);
    core.setUser(null);
    core.dispatch({ type: 'SessionCleared' });
  };

  /** S-21: follow what another tab did. */
  const onRemote = async (event: CrossTabEvent) => {
    switch (event.type) {
      case 'SessionStarted': {
        const next = await announcedUser(event.subject);
        if (!next) {
          letGo();
          return;
        }
        core.setUser(next);
        core.markRenewed();
        core.applyRecord('SessionStarted', event.record);
        return;
      }
      case 'SessionRefreshed': {
        if (auth().kind !== 'LoggedIn') {
          return;
        }
        const next = await announcedUser(event.subject);
        if (auth().kind !== 'LoggedIn') {
          return;
        }
        if (!next) {
          letGo();
          return;
        }
        core.setUser(next);
        core.markRenewed();
        core.applyRecord('SessionRefreshed', event.record);
        return;
      }
      case 'SessionTimedOut':
      case 'SessionCleared':
        if (auth().kind === 'LoggedIn') {
          core.endSession(event.type, 'remote');
        }
        return;
      case 'LogoutStarted':
        if (auth().kind === 'LoggedIn') {
          await signOut.follow(core.user()?.idToken);
        }
        return;
    }
  };
  const unsubscribeBus = deps.bus.subscribe((event) => {
    onRemote(event).catch((cause: unknown) => {
      deps.report({ message: 'Failed to follow another tab', cause });
    });
  });

  /** S-28, S-29: confirms the initial state from the stored record and user. */
  const confirm = async () => {
    settleLoggingOutFlag(deps.sharedStorage, clock.now());
    if (deps.hasCodeInUrl) {
      return; // The callback route completes it (handleCallback).
    }
    await restoreStored();
  };

  /** The tab from the stored record and user: restored, renewed, or ended when not live. */
  async function restoreStored(): Promise<void> {
    const record = store.read();
    const stored = await client.getUser();
    if (!record || !isLive(record, clock.now())) {
      if (record || stored) {
        store.remove();
        await client.removeUser();
      }
      // A visitor with no session stored has nobody's answers in this page's fresh cache (a
      // patient's queries wait for a session): clearing it would only cancel the public ones
      // under way (the maintenance check, the chat topics) and fetch them again.
      clearPatientData(
        deps.sessionStorage,
        record || stored ? deps.clearQueryCache : () => undefined,
      );
      core.dispatch({ type: record ? 'SessionTimedOut' : 'SessionNotFound' });
      return;
    }
    core.setUser(stored);
    // The record tells when the last renewal in any tab was (ttl = then + idle, unless capped).
    core.setLastRenewalAt(Math.min(record.ttl * 1000 - idleTimeoutMs, clock.now()));
    if (stored && isFresh(stored, clock.now())) {
      core.applyRecord('SessionRestored', record);
      return;
    }
    if (!(await core.renew()) && auth().kind === 'LoggedIn') {
      // Not renewed but not ended either (a time-out or network failure): keep the session
      // until its ttl; the retry or the next activity renews.
      core.applyRecord('SessionRestored', store.read() ?? record);
    }
  }

  const start = (): Promise<void> => {
    started ??= confirm().catch((cause: unknown) => {
      deps.report({ message: refreshFailedMessage, cause });
      if (auth().stage === 'Pending') {
        core.dispatch({ type: 'SessionNotFound' });
      }
    });
    return started;
  };

  return {
    getSnapshot: snapshot.get,
    subscribe: snapshot.subscribe,
    onIntent: core.intents.on,
    start,
    login: signIn.login,
    pageRestored: () => {
      core.dispatch({ type: 'PageRestored' });
    },
    handleCallback: signIn.handleCallback,
    logout: signOut.logout,

    async continueSession() {
      if (snapshot.get().continuation.kind === 'Loading') {
        return;
      }
      core.dispatch({ type: 'ContinueStarted' });
      core.dispatch({ type: 'ContinueFinished', renewed: await core.renew() });
    },

    keepSessionAlive() {
      return auth().kind === 'LoggedIn' ? core.keepAlive.add() : () => undefined;
    },

    noteActivity() {
      const state = auth();
      if (state.kind !== 'LoggedIn' || state.stage !== 'Complete') {
        return;
      }
      const now = clock.now();
      if (now >= state.timeoutAt.getTime()) {
        // The timer was throttled or the machine slept: time out now.
        core.onIdleTimeout();
        return;
      }
      // While a session dialog is up, only its buttons decide (S-37, S-39).
      const dialog = dialogState(now, state.timeoutAt.getTime(), state.expiresAt.getTime());
      if (dialog.kind === 'NoDialog' && now - core.lastRenewalAt() > sessionRefreshIntervalMs) {
        void core.renew();
      }
    },

    async accessToken() {
      await start();
      await signIn.settled();
      const user = core.user();
      if (auth().kind !== 'LoggedIn' || !user) {
        return null;
      }
      if (!isFresh(user, clock.now())) {
        await core.renew();
      }
      // Read again: the renewal may have replaced the user, or ended the session.
      const latest = core.user();
      return auth().kind === 'LoggedIn' && latest ? latest.accessToken : null;
    },

    dispose() {
      core.stopTimers();
      unsubscribeBus();
    },
  };
}
