import { useMemo } from 'react';
import { isLoggedIn, useAuth } from '../auth/index.ts';
import {
  kaikuAppStores,
  type BlockedAccess,
  type HeaderAuth,
  type ShellSettings,
} from '../shell/index.ts';
import { showsEnvironmentTag, type EnvironmentConfig } from './config/index.ts';
import { siteLinksOf } from './site-links.ts';

/** The shell's settings: this environment's links and phone, and the session as it is now. */
export function useAppShellSettings(
  environment: EnvironmentConfig,
  blockedAccess: BlockedAccess,
): ShellSettings {
  const session = useAuth();
  const { user, auth, loginState, login, logout, mode } = session;
  const links = useMemo(() => siteLinksOf(environment), [environment]);
  const state: HeaderAuth =
    isLoggedIn(auth) && user
      ? { kind: 'LoggedIn', givenNames: user.givenName ?? '', lastName: user.familyName ?? '' }
      : { kind: 'LoggedOut' };
  return {
    mode,
    environment: { name: environment.name, showTag: showsEnvironmentTag(environment) },
    links,
    customerServicePhone: environment.customerServicePhone,
    appStores: kaikuAppStores,
    auth: { state, login, logout, loginState },
    blockedAccess,
  };
}
