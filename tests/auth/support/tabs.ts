import type { AuthIntent } from '../../../src/auth/controller-types.ts';
import type { AuthAnalyticsEvent } from '../../../src/auth/oidc/callback.ts';
import { createCrossTabBus } from '../../../src/auth/session/cross-tab.ts';
import { createInTabLocks, settledLocks, type Locks } from '../../../src/auth/session/locks.ts';
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

  const openTab = (
    tabId: string,
    overrides: Partial<WebSessionDeps> & { hidden?: boolean; session?: MemoryStorage } = {},
  ) => {
    const session = overrides.session ?? createMemoryStorage();
    const intents: AuthIntent[] = [];
    const reports: string[] = [];
    const tracked: AuthAnalyticsEvent[] = [];
    const counts = { cacheClears: 0, loginEvents: 0 };
    const controller = createWebSession({
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
      localStorage: local,
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
      authenticationRequired: false,
      ...overrides,
    });
    controller.onIntent((intent) => intents.push(intent));
    return { controller, session, intents, reports, tracked, counts };
  };

  return { ...fake, local, hub, locks, provider, openTab };
}
export type Browser = ReturnType<typeof createBrowser>;
export type Tab = ReturnType<Browser['openTab']>;

/** Signs a tab in through the callback, as after the bank's identification. */
export async function signIn(tab: Tab): Promise<AuthIntent> {
  return tab.controller.handleCallback(
    `${origin}/fi/asiointi/tunnistaminen/callback?code=abc&state=xyz`,
  );
}
