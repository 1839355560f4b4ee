import type { AuthIntent } from '../../../src/auth/controller-types.ts';
import type { AuthAnalyticsEvent } from '../../../src/auth/oidc/callback.ts';
import { createCrossTabBus } from '../../../src/auth/session/cross-tab.ts';
import { createInTabLocks, settledLocks, type Locks } from '../../../src/auth/session/locks.ts';
import type { AuthController } from '../../../src/auth/controller-types.ts';
import { createVisitorSession, type Handover } from '../../../src/auth/visitor-session.ts';
import { createWebSession, type WebSessionDeps } from '../../../src/auth/web-session.ts';
import { createFakeAuthClient, createFakeProvider } from './fake-auth-client.ts';
import { createChannelHub, createStorageEventHub } from './fake-channel.ts';
import { createFakeClock } from './fake-clock.ts';
import { createMemoryStorage, type MemoryStorage } from './memory-storage.ts';

export const origin = 'http://localhost:5173';

/**
 * A browser with tabs: one clock, one shared local storage, one BroadcastChannel hub, one lock
 * manager (what navigator.locks is across tabs), settled as `createAuth` settles it, and one
 * sign-in provider.
 */
export function createBrowser(options: { locks?: Locks } = {}) {
  const fake = createFakeClock();
  const local = createMemoryStorage();
  const hub = createChannelHub();
  const storageEvents = createStorageEventHub();
  const locks = settledLocks(options.locks ?? createInTabLocks(), fake.clock);
  const provider = createFakeProvider(fake.clock);

  type TabOverrides = Partial<WebSessionDeps> & { hidden?: boolean; session?: MemoryStorage };

  /** A tab's web-session dependencies and what the test reads of them. */
  const tabParts = (tabId: string, overrides: TabOverrides) => {
    const session = overrides.session ?? createMemoryStorage();
    const intents: AuthIntent[] = [];
    const reports: string[] = [];
    const tracked: AuthAnalyticsEvent[] = [];
    const counts = { cacheClears: 0, loginEvents: 0 };
    const deps: WebSessionDeps = {
      clock: fake.clock,
      random: () => 0.5,
      tabId,
      client: createFakeAuthClient(provider, fake.clock, local),
      locks,
      bus: createCrossTabBus({
        clock: fake.clock,
        tabId,
        openChannel: hub.open,
        storage: local,
        storageEvents: storageEvents.window(),
      }),
      sharedStorage: local,
      sessionStorage: session,
      origin,
      language: () => 'fi',
      isHidden: () => overrides.hidden ?? false,
      clearQueryCache: () => {
        counts.cacheClears += 1;
      },
      sendLoginEvent: () => {
        counts.loginEvents += 1;
        return Promise.resolve();
      },
      track: (event) => tracked.push(event),
      report: ({ message }) => reports.push(message),
      hasCodeInUrl: false,
      ...overrides,
    };
    return { deps, session, intents, reports, tracked, counts };
  };

  const openTab = (tabId: string, overrides: TabOverrides = {}) => {
    const { deps, ...parts } = tabParts(tabId, overrides);
    const controller = createWebSession(deps);
    controller.onIntent((intent) => parts.intents.push(intent));
    return { controller, ...parts };
  };

  /**
   * A tab that started with nothing stored: the visitor session, whose `load` makes the web
   * session on the same fakes as `openTab`'s. `load` waits for `gate` when one is set, and fails
   * while `failures` is above zero (a chunk the network lost).
   */
  const openVisitorTab = (tabId: string, overrides: TabOverrides = {}) => {
    const { deps, ...parts } = tabParts(tabId, overrides);
    const loading = { count: 0, failures: 0, gate: null as Promise<void> | null };
    const controller: AuthController = createVisitorSession({
      bus: deps.bus,
      clock: fake.clock,
      sharedStorage: local,
      sessionStorage: parts.session,
      report: deps.report,
      load: async (handover: Handover) => {
        loading.count += 1;
        await loading.gate;
        if (loading.failures > 0) {
          loading.failures -= 1;
          throw new Error('Failed to fetch dynamically imported module');
        }
        return createWebSession({
          ...deps,
          bus: handover.bus,
          continueFrom: handover.snapshot(),
        });
      },
    });
    controller.onIntent((intent) => parts.intents.push(intent));
    return { controller, loading, ...parts };
  };

  return { ...fake, local, hub, locks, provider, openTab, openVisitorTab };
}
export type Browser = ReturnType<typeof createBrowser>;
export type Tab = ReturnType<Browser['openTab']>;

/** Signs a tab in through the callback, as after the bank's identification. */
export async function signIn(tab: Tab): Promise<AuthIntent> {
  return tab.controller.handleCallback(
    `${origin}/fi/asiointi/tunnistaminen/callback?code=abc&state=xyz`,
  );
}
