// The session as the browser runs it: the embedded session in the native app (loaded only
// there); otherwise the web session (browser-web-session.ts), loaded at start when a session may
// be stored, and for a tab with nothing stored the visitor session, which loads it only when
// someone signs in (visitor-session.ts). oidc-client-ts loads only when it is needed
// (oidc/lazy-auth-client.ts).
import type { Language } from '../api/index.ts';
import type { AuthAnalyticsEvent } from './oidc/index.ts';
import { createCrossTabBus, realClock, type CrossTabBus } from './session/index.ts';
import type { AuthController, AuthReport } from './controller-types.ts';
import { isEmbedded, type HostWindow } from './embedded/index.ts';
import { sessionMayBeStored } from './oidc/index.ts';
import type { SignInConfig } from './oidc/index.ts';
import { noteEmbedded, startsLoggedOut } from './logged-out-start.ts';
import { forgetLeftDpopKey } from './left-dpop-key.ts';
import { receiveSessionHandover, sharedSessionStorage } from './shared-session-storage.ts';
import { createVisitorSession } from './visitor-session.ts';
import { reportError } from '../ui/telemetry/index.ts';

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
  /** E-07 and other problems; defaults to the console and the telemetry (`reportError`). */
  report?: AuthReport;
}

const defaultReport: AuthReport = ({ message, cause }) => {
  reportError(`[auth] ${message}`, cause);
};

function browserBus(win: Window, tabId: string): CrossTabBus {
  return createCrossTabBus({
    clock: realClock,
    tabId,
    openChannel:
      typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
    storage: win.localStorage,
    storageEvents: win,
  });
}

/** `sessionMayBeStored` in session storage; storage that cannot be read may hold a session. */
function storedSessionPossible(win: Window, options: AuthOptions): boolean {
  try {
    return sessionMayBeStored(win.sessionStorage, options.signIn);
  } catch {
    return true;
  }
}

const webSessionModule = () => import('./browser-web-session.ts');

/**
 * The app's session. In the native app (window.AsiointiHost set) the embedded session, which
 * rejects with 'No app auth token provided' when the host gave no token; otherwise the web
 * session. A tab that starts as `startsLoggedOut` says with nothing of a session stored gets the
 * visitor session, which loads the web session when someone signs in; any other tab waits for
 * the web session's chunk.
 */
export async function createAuth(options: AuthOptions): Promise<AuthController> {
  const win = window as Window & HostWindow;
  if (isEmbedded(win)) {
    noteEmbedded(win);
    // Only the native app runs the embedded session: a chunk of its own.
    const { createEmbeddedSession } = await import('./embedded/embedded-session.ts');
    return createEmbeddedSession({
      host: win,
      sessionStorage: win.sessionStorage,
      clearQueryCache: options.clearQueryCache,
    });
  }
  // A second tab takes the open tabs' session before it decides how it starts.
  await receiveSessionHandover(win);
  const tabId = crypto.randomUUID();
  const bus = browserBus(win, tabId);
  const report = options.report ?? defaultReport;
  if (startsLoggedOut(win) && !storedSessionPossible(win, options)) {
    // Without IndexedDB the library has kept no key.
    const indexedDb = (win as Partial<Window>).indexedDB as Partial<IDBFactory> | undefined;
    if (indexedDb) {
      const { clientId } = options.signIn;
      void forgetLeftDpopKey({
        startedAlone: () => sharedSessionStorage(win).startedAlone(),
        databases: indexedDb.databases?.bind(indexedDb),
        forget: async () => (await import('./oidc/dpop-key.ts')).forgetDpopKey(clientId),
      }).catch((cause: unknown) => {
        report({ message: 'Removing a DPoP key left by an earlier session failed', cause });
      });
    }
    return createVisitorSession({
      bus,
      clock: realClock,
      sharedStorage: sharedSessionStorage(win),
      sessionStorage: win.sessionStorage,
      report,
      load: async (handover) =>
        (await webSessionModule()).createBrowserWebSession(options, {
          tabId,
          bus: handover.bus,
          report,
          continueFrom: handover.snapshot(),
        }),
    });
  }
  return (await webSessionModule()).createBrowserWebSession(options, { tabId, bus, report });
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
  await createUserManager(config, options.language(), window.sessionStorage).signinCallback();
}
