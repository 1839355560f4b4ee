// oidc-client-ts only when it is needed: the first page of a visitor with no session
// loads none of it. `oidc-auth-client.ts` (the only module that imports the library at run time,
// through `oidc-settings.ts`) is imported dynamically, at most once.
import type { Language } from '../../api/index.ts';
import type { AuthClient } from '../session/index.ts';
import type { KeyValueStorage } from '../storage-keys.ts';
import type { SignInConfig } from './oidc-settings.ts';
import { sessionMayBeStored } from './user-key.ts';

/** The message of the error a failed load of the library rejects with (its `cause` says why). */
export const clientLoadFailedMessage = 'The sign-in client failed to load';

export interface LazyAuthClientOptions {
  /** Imports the library and makes the client; called at most once unless it fails. */
  load: () => Promise<AuthClient>;
  /**
   * Whether anything of a session may be stored (the library's user or the session record).
   * While nothing is, `getUser` is null and the removals have nothing to remove, so neither
   * loads the library.
   */
  mayHoldSession: () => boolean;
}

/**
 * An `AuthClient` that loads the real one on first need. Sign-in, its callback, renewal and
 * sign-out always load it; `getUser`, `removeUser` and `removeUserAndRevoke` only when
 * `mayHoldSession()` (or once it is loaded). The library deletes the DPoP key when it removes
 * the user, so the key goes whenever a user or record does; one a closed browser left behind goes
 * at the next start that finds no session (left-dpop-key.ts). A failed load rejects that call (the
 * callers' usual error path: login failed, renewal failed, start reported) and the next call
 * tries again.
 */
export function createLazyAuthClient(options: LazyAuthClientOptions): AuthClient {
  let client: AuthClient | null = null;
  let loading: Promise<AuthClient> | null = null;

  const loaded = (): Promise<AuthClient> => {
    loading ??= options.load().then(
      (made) => {
        client = made;
        return made;
      },
      (cause: unknown) => {
        loading = null;
        throw new Error(clientLoadFailedMessage, { cause });
      },
    );
    return loading;
  };
  /** The loaded client if a session may be stored, else null (nothing to read or remove). */
  const ifStored = async (): Promise<AuthClient | null> =>
    client ?? (options.mayHoldSession() ? loaded() : null);

  return {
    getUser: async () => (await ifStored())?.getUser() ?? null,
    signinRedirect: async (language) => (await loaded()).signinRedirect(language),
    signinCallback: async (url) => (await loaded()).signinCallback(url),
    signinSilent: async (language) => (await loaded()).signinSilent(language),
    signoutRedirect: async (args) => (await loaded()).signoutRedirect(args),
    removeUserAndRevoke: async () => {
      await (await ifStored())?.removeUserAndRevoke();
    },
    removeUser: async () => {
      await (await ifStored())?.removeUser();
    },
  };
}

/**
 * The browser's client: oidc-client-ts on `config`, its user and sign-in states in `shared` (the
 * tab's session storage, the user shared with the other tabs), the developer switches in
 * `settings` (local storage).
 */
export function createBrowserAuthClient(
  config: SignInConfig,
  language: () => Language,
  storage: { shared: Storage; settings: KeyValueStorage },
): AuthClient {
  return createLazyAuthClient({
    load: async () => {
      const oidc = await import('./oidc-auth-client.ts');
      return oidc.createOidcAuthClient(
        config,
        oidc.createUserManager(config, language(), storage.shared),
        storage.settings,
      );
    },
    mayHoldSession: () => sessionMayBeStored(storage.shared, config),
  });
}
