import { OidcClient, UserManager, type User } from 'oidc-client-ts';
import type { Language } from '../../api/index.ts';
import type { AuthClient, SignedInUser } from '../session/index.ts';
import type { KeyValueStorage } from '../storage-keys.ts';
import { noIdTokenMessage, verifyIdToken } from './id-token.ts';
import {
  signinRedirectArgs,
  signinSilentArgs,
  signoutRedirectArgs,
  usesFakeIdp,
  userManagerSettings,
  type DpopKeyStore,
  type SignInConfig,
} from './oidc-settings.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** S-18: the fields the session keeps of an oidc-client-ts user. */
export function signedInUser(user: User): SignedInUser {
  return {
    accessToken: user.access_token,
    idToken: user.id_token,
    expiresAt: user.expires_at,
    subject: user.profile.sub,
    givenName: text(user.profile.given_name),
    familyName: text(user.profile.family_name),
  };
}

/**
 * A UserManager on the environment's provider, with the user store in `storage` (session storage)
 * and the DPoP key in `dpopStore` (IndexedDB unless given).
 */
export function createUserManager(
  config: SignInConfig,
  language: Language,
  storage: Storage,
  dpopStore?: DpopKeyStore,
): UserManager {
  return new UserManager(userManagerSettings(config, language, storage, dpopStore));
}

/** The AuthClient over oidc-client-ts. */
export function createOidcAuthClient(
  config: SignInConfig,
  manager: UserManager,
  settings: KeyValueStorage,
): AuthClient {
  const fakeIdp = () => usesFakeIdp(config.production, settings);
  // The revocation call of the library's UserManager stores the user again once it is answered
  // (without the refresh token, but with the access and ID tokens), so a revocation that ends
  // after the user was removed would bring them back. A plain client revokes without storing.
  const revoker = new OidcClient(manager.settings, manager.metadataService);
  /**
   * C-38: a new ID token is checked before the user is used (signature, `iss`, `aud`, `exp`);
   * one that fails is forgotten and the sign-in or renewal fails. A renewal that brings no new
   * ID token keeps the checked one (the library carries it over). E-15: a user with no ID token
   * at all is refused, as the library itself accepts one.
   */
  const validated = async (user: User, previousIdToken?: string): Promise<User> => {
    if (user.id_token === undefined) {
      await manager.removeUser();
      throw new Error(noIdTokenMessage);
    }
    if (user.id_token === previousIdToken) {
      return user;
    }
    try {
      const metadata = manager.metadataService;
      const [issuer, keys] = await Promise.all([metadata.getIssuer(), metadata.getSigningKeys()]);
      await verifyIdToken(user.id_token, {
        issuer,
        audience: manager.settings.client_id,
        keys: keys ?? [],
      });
    } catch (cause) {
      await manager.removeUser();
      throw new Error('The ID token did not validate', { cause });
    }
    return user;
  };
  return {
    getUser: async () => {
      const user = await manager.getUser();
      return user ? signedInUser(user) : null;
    },
    signinRedirect: async (language) => {
      // The provider's endpoint is asked for first: once oidc-client-ts has prepared its redirect,
      // it answers a failure with `window.stop()`, which cancels every load of the page in flight,
      // the app's own chunks among them when the sign-in was pressed before the app ran. A
      // provider out of reach fails here, and the page goes on loading.
      await manager.metadataService.getAuthorizationEndpoint();
      await manager.signinRedirect(signinRedirectArgs(config, language, fakeIdp()));
    },
    signinCallback: async (url) => {
      const user = await manager.signinCallback(url);
      if (!user) {
        throw new Error('The sign-in response was not for an interactive sign-in');
      }
      return signedInUser(await validated(user));
    },
    signinSilent: async (language) => {
      const previous = (await manager.getUser())?.id_token;
      const user = await manager.signinSilent(signinSilentArgs(language, fakeIdp()));
      if (!user) {
        throw new Error('The silent sign-in returned no user');
      }
      return signedInUser(await validated(user, previous));
    },
    signoutRedirect: ({ idTokenHint, language }) =>
      manager.signoutRedirect(signoutRedirectArgs(config, language, idTokenHint)),
    removeUserAndRevoke: async () => {
      const user = await manager.getUser();
      await manager.removeUser();
      if (user?.refresh_token) {
        await revoker.revokeToken(user.refresh_token, 'refresh_token');
      }
    },
    removeUser: () => manager.removeUser(),
  };
}
