// The web session as the browser runs it: the real clock, storage, Web Locks and oidc-client-ts
// wired into the session controller. Its own chunk: `createAuth` loads it at start
// for a tab with a session, and a visitor's tab once it signs in or follows another tab's
// sign-in (visitor-session.ts).
import type { AuthOptions } from './create-auth.ts';
import type { AuthController, AuthReport, AuthSnapshot } from './controller-types.ts';
import { createBrowserAuthClient, type SignInConfig } from './oidc/index.ts';
import { hasCodeInUrl } from './logged-out-start.ts';
import {
  createStorageLeaseLocks,
  realClock,
  settledLocks,
  webLocks,
  type CrossTabBus,
  type Locks,
} from './session/index.ts';
import { sharedSessionStorage } from './shared-session-storage.ts';
import { createWebSession } from './web-session.ts';

/** NS-21's `Login` event, with its API client loaded only when someone has signed in. */
async function sendLoginEvent(): Promise<void> {
  const { sendLoginEvent: send } = await import('./login-event.ts');
  await send();
}

function browserLocks(tabId: string): Locks {
  const manager = (globalThis.navigator as Partial<Navigator> | undefined)?.locks;
  const locks = manager
    ? webLocks(manager)
    : createStorageLeaseLocks({ storage: localStorage, clock: realClock, tabId });
  return settledLocks(locks, realClock);
}

/** What the tab already has when the web session is made: its id and bus, perhaps a start. */
export interface WebSessionTab {
  tabId: string;
  bus: CrossTabBus;
  report: AuthReport;
  /** The visitor session's snapshot when it hands over (`WebSessionDeps.continueFrom`). */
  continueFrom?: AuthSnapshot;
}

export function createBrowserWebSession(options: AuthOptions, tab: WebSessionTab): AuthController {
  const win = window;
  const shared = sharedSessionStorage(win);
  const config: SignInConfig = {
    ...options.signIn,
    origin: win.location.origin,
    production: options.production,
  };
  return createWebSession({
    clock: realClock,
    random: Math.random,
    tabId: tab.tabId,
    client: createBrowserAuthClient(config, options.language, {
      shared,
      settings: win.localStorage,
    }),
    locks: browserLocks(tab.tabId),
    bus: tab.bus,
    sharedStorage: shared,
    sessionStorage: win.sessionStorage,
    origin: win.location.origin,
    language: options.language,
    isHidden: () => document.visibilityState === 'hidden',
    clearQueryCache: options.clearQueryCache,
    sendLoginEvent,
    track: options.track ?? (() => undefined),
    report: tab.report,
    hasCodeInUrl: hasCodeInUrl(win.location),
    continueFrom: tab.continueFrom,
  });
}
