// Where the library keeps the signed-in user, and whether anything of a session is stored. A
// module of its own: a visitor's tab checks it without the lazy client's code in its first page
// (create-auth.ts).
import { sessionRecordKey, type KeyValueStorage } from '../storage-keys.ts';
import type { SignInConfig } from './oidc-settings.ts';

/**
 * Where oidc-client-ts keeps the user: `WebStorageStateStore`'s prefix `oidc.` and the
 * UserManager's `user:<authority>:<client id>` (`userManagerSettings` puts the store in local
 * storage). Checked against the library in tests/auth/oidc/lazy-auth-client.test.ts.
 */
export function oidcUserKey(signIn: Pick<SignInConfig, 'authority' | 'clientId'>): string {
  return `oidc.user:${signIn.authority}:${signIn.clientId}`;
}

/**
 * Whether anything of a session may be stored: the library's user or the session record (even an
 * ended or broken one, which the web session's start removes).
 */
export function sessionMayBeStored(
  storage: Pick<KeyValueStorage, 'getItem'>,
  signIn: Pick<SignInConfig, 'authority' | 'clientId'>,
): boolean {
  return (
    storage.getItem(oidcUserKey(signIn)) !== null || storage.getItem(sessionRecordKey) !== null
  );
}
