// Where the library keeps the signed-in user. A module of its own: a visitor's tab checks the key
// without the lazy client's code in its first page (create-auth.ts, issue #14).
import type { SignInConfig } from './oidc-settings.ts';

/**
 * Where oidc-client-ts keeps the user: `WebStorageStateStore`'s prefix `oidc.` and the
 * UserManager's `user:<authority>:<client id>` (`userManagerSettings` puts the store in local
 * storage). Checked against the library in tests/auth/oidc/lazy-auth-client.test.ts.
 */
export function oidcUserKey(signIn: Pick<SignInConfig, 'authority' | 'clientId'>): string {
  return `oidc.user:${signIn.authority}:${signIn.clientId}`;
}
