// The session of a tab that starts with nothing of a session stored: a visitor's
// first page carries none of the web session's machinery (its state handling, renewal, locks,
// sign-in and sign-out flows). It starts as the web session would with nothing stored, and hands
// over to the web session, loaded then, when there is something to do: a sign-in here, its
// callback, or another tab's sign-in to follow (S-21).
import type { AuthController, AuthIntent, AuthReport, AuthSnapshot } from './controller-types.ts';
import { loggedOutSnapshot } from './logged-out-start.ts';
import {
  clearPatientData,
  createSnapshotStore,
  sessionReducer,
  settleLoggingOutFlag,
  type Clock,
  type CrossTabBus,
  type CrossTabEvent,
  type SessionEvent,
} from './session/index.ts';
import type { KeyValueStorage } from './storage-keys.ts';
import { nextTask } from '../ui/scheduling/index.ts';

/** What the web session is made with when the visitor session hands over to it. */
export interface Handover {
  /** The tab's bus; the web session gets first the messages that came during the handover. */
  bus: CrossTabBus;
  /** The visitor session's snapshot to go on from (`WebSessionDeps.continueFrom`). */
  snapshot: () => AuthSnapshot;
}

export interface VisitorSessionDeps {
  bus: CrossTabBus;
  clock: Pick<Clock, 'now'>;
  sharedStorage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  report: AuthReport;
  /** Loads the web session and makes it (browser-web-session.ts). */
  load: (handover: Handover) => Promise<AuthController>;
}

const nothing = () => undefined;

/**
 * A tab's session while nobody is signed in. Until it hands over, only what a tab with nothing
 * stored does: `start` settles a finished sign-out's flag, leaves no patient data behind and
 * goes to LoggedOut/Complete (S-28), as the web session's start does with nothing stored; the
 * token is null; activity, keep-alive and continue have nothing to renew. `login`,
 * `handleCallback`, `logout` and a `SessionStarted` message of another tab load the web session,
 * which goes on from this snapshot without reading the storage again, and from then on every
 * call, subscription and intent listener is the web session's. Another tab's other messages
 * change nothing while nobody is signed in here, as in the web session; those that come while it
 * loads reach it first. A failed load is reported; a sign-in then shows its error (E-02), and
 * the next attempt loads again.
 */
export function createVisitorSession(deps: VisitorSessionDeps): AuthController {
  const store = createSnapshotStore<AuthSnapshot>(loggedOutSnapshot());
  const dispatch = (event: SessionEvent) => {
    store.update((snapshot) => sessionReducer(snapshot, event));
  };
  const intentListeners = new Set<{ listener: (intent: AuthIntent) => void; off: () => void }>();
  let session: AuthController | null = null;
  let handing: Promise<AuthController> | null = null;
  let started: Promise<void> | null = null;
  /** Messages of other tabs since the handover began, for the web session to get first. */
  let missed: CrossTabEvent[] = [];

  const start = (): Promise<void> => {
    // In a task of its own: the page's first render starts the session in its effects, and the
    // settled session re-renders the shell, which would lengthen that task.
    started ??= nextTask().then(() => {
      settleLoggingOutFlag(deps.sharedStorage, deps.clock.now());
      // The page's cache holds nobody's answers yet: nothing to clear there.
      clearPatientData(deps.sessionStorage, nothing);
      dispatch({ type: 'SessionNotFound' });
    });
    return started;
  };

  const handoverBus: CrossTabBus = {
    publish: (event) => {
      deps.bus.publish(event);
    },
    close: () => {
      deps.bus.close();
    },
    subscribe: (listener) => {
      const off = deps.bus.subscribe(listener);
      const replay = missed;
      missed = [];
      // After the web session is made (it subscribes while it is being made), in order, before
      // any message that comes later.
      void Promise.resolve().then(() => {
        for (const event of replay) {
          listener(event);
        }
      });
      return off;
    },
  };

  const handOver = (): Promise<AuthController> => {
    handing ??= (async () => {
      await start();
      const made = await deps.load({ bus: handoverBus, snapshot: store.get });
      session = made;
      missed = [];
      stopListening();
      made.subscribe(() => {
        store.update(() => made.getSnapshot());
      });
      store.update(() => made.getSnapshot());
      for (const entry of intentListeners) {
        entry.off = made.onIntent(entry.listener);
      }
      return made;
    })().catch((cause: unknown) => {
      handing = null;
      missed = [];
      throw cause;
    });
    return handing;
  };

  // Until the handover, which ends it.
  const stopListening = deps.bus.subscribe((event) => {
    if (handing) {
      missed.push(event);
      return;
    }
    if (event.type === 'SessionStarted') {
      missed.push(event);
      handOver().catch((cause: unknown) => {
        deps.report({ message: 'Failed to follow another tab', cause });
      });
    }
  });

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    onIntent: (listener) => {
      const entry = { listener, off: session ? session.onIntent(listener) : nothing };
      intentListeners.add(entry);
      return () => {
        entry.off();
        intentListeners.delete(entry);
      };
    },
    start,
    async login(returnTo) {
      if (session) {
        await session.login(returnTo);
        return;
      }
      // The button turns busy at once, while the web session loads.
      dispatch({ type: 'LoginStarted' });
      let made: AuthController;
      try {
        made = await handOver();
      } catch (cause) {
        deps.report({ message: 'Login failed', cause });
        dispatch({ type: 'LoginFailed' });
        return;
      }
      await made.login(returnTo);
    },
    pageRestored: () => {
      if (session) {
        session.pageRestored();
      } else {
        dispatch({ type: 'PageRestored' });
      }
    },
    handleCallback: async (url) => (await handOver()).handleCallback(url),
    logout: async () => {
      await (await handOver()).logout();
    },
    continueSession: () => session?.continueSession() ?? Promise.resolve(),
    keepSessionAlive: () => session?.keepSessionAlive() ?? nothing,
    noteActivity: () => {
      session?.noteActivity();
    },
    async accessToken() {
      await start();
      const current = session ?? (handing ? await handing.catch(() => null) : null);
      return current ? current.accessToken() : null;
    },
    dispose: () => {
      stopListening();
      session?.dispose();
    },
  };
}
