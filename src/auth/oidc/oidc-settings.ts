// oidc-client-ts settings and per-call arguments (C-37…C-44, S-02, S-27, S-42, NS-05, NS-37).
import {
  IndexedDbDPoPStore,
  WebStorageStateStore,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type SignoutRedirectArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';
import type { Language } from '../../api/index.ts';
import {
  interactiveMaxAge,
  requestTimeoutSeconds,
  silentMaxAge,
  silentRequestTimeoutSeconds,
  staleStateAgeSeconds,
} from '../constants.ts';
import { signInUris } from '../paths.ts';
import { disableFakeIdpKey, type KeyValueStorage } from '../storage-keys.ts';

/** The sign-in provider of the environment and where the app runs. */
export interface SignInConfig {
  authority: string;
  clientId: string;
  /** The app's origin, e.g. `http://localhost:5173`. */
  origin: string;
  /** Production never uses the fake bank identity provider (S-02). */
  production: boolean;
}

/** Where oidc-client-ts keeps the DPoP key pair (`IndexedDbDPoPStore` in the browser). */
export type DpopKeyStore = NonNullable<UserManagerSettings['dpop']>['store'];

/** The identification method that skips the provider's chooser in non-production (C-43). */
export const fakeBankIdp = 'fakebank';

/** S-02, NS-18: the fake bank in non-production unless `tap.disable_fake_idp` is `"true"`. */
export function usesFakeIdp(production: boolean, storage: KeyValueStorage): boolean {
  return !production && storage.getItem(disableFakeIdpKey) !== 'true';
}

/**
 * UserManager settings. Code + PKCE (S256, the library's default and only flow here, S-42);
 * the user in the tab's session storage, which the tabs share (shared-session-storage.ts) and
 * the browser drops when it closes; no automatic renewal (the session
 * drives it); no userinfo call (the ID token carries the claims, and the local provider's
 * userinfo refuses resource tokens). Never `max_age` here: it would break every silent renewal
 * (TOOLCHAIN.md); it goes on each call instead.
 *
 * DPoP (RFC 9449): every token request carries a proof signed with a key pair made
 * by the library in `dpopStore` (by default IndexedDB; the private key is non-extractable, so
 * no script can copy it out, only use it here), and the provider binds the refresh token to it:
 * a refresh token copied out of storage is refused anywhere else. Access tokens stay Bearer
 * (the contracts' scheme; the provider issues them unbound). The library deletes the key when it
 * removes the user, which every end of a session does. `bind_authorization_code` stays off: PKCE
 * already ties the code to this browser, and a code bound to the key would fail the sign-in if
 * another tab's end of session deleted the key during the round trip to the provider.
 */
export function userManagerSettings(
  config: SignInConfig,
  language: Language,
  storage: Storage,
  dpopStore: DpopKeyStore = new IndexedDbDPoPStore(),
): UserManagerSettings {
  const uris = signInUris(config.origin, language);
  return {
    authority: config.authority,
    client_id: config.clientId,
    response_type: 'code',
    scope: 'openid profile',
    redirect_uri: uris.redirectUri,
    // Users never see the silent page, so one language serves every renewal (NS-05).
    silent_redirect_uri: uris.silentRedirectUri,
    post_logout_redirect_uri: uris.postLogoutRedirectUri,
    ui_locales: language,
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    // A provider that never answers fails the sign-in (E-09) instead of spinning for ever.
    requestTimeoutInSeconds: requestTimeoutSeconds,
    silentRequestTimeoutInSeconds: silentRequestTimeoutSeconds,
    staleStateAgeInSeconds: staleStateAgeSeconds,
    // RFC 7009 revocation answers 200 with an empty body; oidc-provider labels it text/plain.
    revokeTokenAdditionalContentTypes: ['text/plain'],
    userStore: new WebStorageStateStore({ store: storage }),
    stateStore: new WebStorageStateStore({ store: storage }),
    dpop: { store: dpopStore, bind_authorization_code: false },
  };
}

const extraParams = (language: Language, fakeIdp: boolean): Record<string, string> =>
  fakeIdp ? { language, idp: fakeBankIdp } : { language };

/** S-27: the interactive sign-in forces fresh authentication (`max_age=0`), in the UI language. */
export function signinRedirectArgs(
  config: SignInConfig,
  language: Language,
  fakeIdp: boolean,
): SigninRedirectArgs {
  return {
    redirect_uri: signInUris(config.origin, language).redirectUri,
    ui_locales: language,
    max_age: interactiveMaxAge,
    extraQueryParams: extraParams(language, fakeIdp),
  };
}

/**
 * S-27: a silent sign-in allows `max_age=999999`. With a refresh token the library uses it
 * instead of the iframe and ignores these authorization parameters.
 */
export function signinSilentArgs(language: Language, fakeIdp: boolean): SigninSilentArgs {
  return {
    ui_locales: language,
    max_age: silentMaxAge,
    extraQueryParams: extraParams(language, fakeIdp),
    silentRequestTimeoutInSeconds: silentRequestTimeoutSeconds,
  };
}

/**
 * C-44, NS-37: the end session carries `id_token_hint`, `client_id`, `post_logout_redirect_uri`
 * (the "you logged out" page of the language) and `state`. The library adds `client_id` only
 * without a hint, so it goes in the query here when there is one. The library would store a
 * `state` it makes (an `oidc.*` key left after the session), and the page it returns to shows
 * the same text whatever comes back, so `state` is a fresh random value that is not kept.
 */
export function signoutRedirectArgs(
  config: SignInConfig,
  language: Language,
  idTokenHint: string | undefined,
  newState: () => string = () => crypto.randomUUID().replaceAll('-', ''),
): SignoutRedirectArgs {
  const args: SignoutRedirectArgs = {
    post_logout_redirect_uri: signInUris(config.origin, language).postLogoutRedirectUri,
    extraQueryParams: { state: newState() },
  };
  if (idTokenHint !== undefined) {
    args.id_token_hint = idTokenHint;
    args.extraQueryParams = { client_id: config.clientId, ...args.extraQueryParams };
  }
  return args;
}
