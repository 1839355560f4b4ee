// The session as the browser runs it: picks web or embedded mode and wires the real clock,
// storage, BroadcastChannel, Web Locks and oidc-client-ts into the session controller. The
// library loads only when it is needed (oidc/lazy-auth-client.ts, issue #14).
import type { Language } from '../api/index.ts';
import type { AuthAnalyticsEvent } from './oidc/index.ts';
import { realClock } from './session/index.ts';
import type { AuthController, AuthReport } from './controller-types.ts';
import { createCrossTabBus } from './session/index.ts';
import { isEmbedded, type HostWindow } from './embedded/index.ts';
import { createEmbeddedSession } from './embedded/index.ts';
import { createStorageLeaseLocks, settledLocks, webLocks, type Locks } from './session/index.ts';
import { createBrowserAuthClient } from './oidc/index.ts';
import type { SignInConfig } from './oidc/index.ts';
import { isCallbackPath } from './paths.ts';
import { createWebSession } from './web-session.ts';

export interface AuthOptions {
  /** The environment's sign-in provider (`EnvironmentConfig.auth`). */
  signIn: { authority: string; clientId: string };
  /** `true` in prod: no fake bank identity provider (S-02). */
  production: boolean;
  /** The current UI language (sent as `ui_locales`, picks the callback pages). */
  language: () => Language;
  /** S-30: `() => queryClient.clear()`. */
  clearQueryCache: () => void;
  /** E-18: canceled and failed sign-ins. */
  track?: (event: AuthAnalyticsEvent) => void;
  /** E-07 and other problems; defaults to `console.error`. */
  report?: AuthReport;
  /** S-29: the first page requires authentication. */
  authenticationRequired?: boolean;
}

/** NS-21's `Login` event, with its API client loaded only when someone has signed in (#14). */
async function sendLoginEvent(): Promise<void> {
  const { sendLoginEvent: send } = await import('./login-event.ts');
  await send();
}

const defaultReport: AuthReport = ({ message, cause }) => {
  console.error(`[auth] ${message}`, cause);
};

function browserLocks(tabId: string): Locks {
  const manager = (globalThis.navigator as Partial<Navigator> | undefined)?.locks;
  const locks = manager
    ? webLocks(manager)
    : createStorageLeaseLocks({ storage: localStorage, clock: realClock, tabId });
  return settledLocks(locks, realClock);
}

/** S-28: the page is the sign-in callback with a `code`. */
export function hasCodeInUrl(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return isCallbackPath(location.pathname) && new URLSearchParams(location.search).has('code');
}

/** Windows whose `AsiointiHost` `createAuth` took (and deleted): they stay embedded. */
const embeddedWindows = new WeakSet<object>();

/** Whether `createAuth` in `win` runs (or ran) the embedded session. */
export function runsEmbedded(win: Window): boolean {
  return isEmbedded(win as Window & HostWindow) || embeddedWindows.has(win);
}

/**
 * The app's session. In the native app (window.AsiointiHost set) the embedded session, which
 * throws 'No app auth token provided' when the host gave no token; otherwise the web session.
 */
export function createAuth(options: AuthOptions): AuthController {
  const win = window as Window & HostWindow;
  if (isEmbedded(win)) {
    embeddedWindows.add(win);
    return createEmbeddedSession({
      host: win,
      sessionStorage: win.sessionStorage,
      clearQueryCache: options.clearQueryCache,
    });
  }
  const tabId = crypto.randomUUID();
  const config: SignInConfig = {
    ...options.signIn,
    origin: win.location.origin,
    production: options.production,
  };
  return createWebSession({
    clock: realClock,
    random: Math.random,
    tabId,
    client: createBrowserAuthClient(config, options.language, win.localStorage),
    locks: browserLocks(tabId),
    bus: createCrossTabBus({
      clock: realClock,
      tabId,
      openChannel:
        typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
      storage: win.localStorage,
      storageEvents: win,
    }),
    localStorage: win.localStorage,
    sessionStorage: win.sessionStorage,
    origin: win.location.origin,
    language: options.language,
    isHidden: () => document.visibilityState === 'hidden',
    clearQueryCache: options.clearQueryCache,
    sendLoginEvent,
    track: options.track ?? (() => undefined),
    report: options.report ?? defaultReport,
    hasCodeInUrl: hasCodeInUrl(win.location),
    authenticationRequired: options.authenticationRequired ?? false,
  });
}

/**
 * The silent-renew page (loaded in the renewal iframe): hands the response to the parent
 * window and nothing else. Call it instead of starting the app when `isSilentRenewPath`.
 */
export async function completeSilentRenew(
  options: Pick<AuthOptions, 'signIn' | 'production' | 'language'>,
): Promise<void> {
  const config: SignInConfig = {
    ...options.signIn,
    origin: window.location.origin,
    production: options.production,
  };
  const { createUserManager } = await import('./oidc/oidc-auth-client.ts');
  await createUserManager(config, options.language(), window.localStorage).signinCallback();
}
