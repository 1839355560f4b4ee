import { useMemo } from 'react';
import { isLoggedIn, useAuth } from '../auth/index.ts';
import { useFeedbackOpener } from '../feedback/index.ts';
import {
  useActingFor,
  useCurrentPatient,
  usePrincipalSelection,
  useSelectPatient,
} from '../patient/index.ts';
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
  const patient = useCurrentPatient();
  const actingFor = useActingFor();
  const selection = usePrincipalSelection();
  const select = useSelectPatient();
  const feedback = useFeedbackOpener();
  const actingForName = (): string | null => {
    switch (actingFor.kind) {
      case 'self':
        return null;
      case 'principal':
        return actingFor.principal
          ? `${actingFor.principal.firstName} ${actingFor.principal.lastName}`
          : null;
      case 'registerPrincipal':
        return `${actingFor.firstName} ${actingFor.lastName}`;
    }
  };
  return {
    mode,
    environment: { name: environment.name, showTag: showsEnvironmentTag(environment) },
    links,
    customerServicePhone: environment.customerServicePhone,
    appStores: kaikuAppStores,
    auth: { state, login, logout, loginState },
    blockedAccess,
    // H-09, P-08: only logged in, and never in the native app, where the host decides.
    actOnBehalf: selection.canChange
      ? {
          currentPatientType: patient.type === 'main' ? 'main' : 'principal',
          open: () => {
            selection.open();
          },
        }
      : undefined,
    actingFor:
      state.kind === 'LoggedIn' && actingFor.kind !== 'self'
        ? {
            name: actingForName(),
            backToSelf: () => {
              void select({ type: 'main' });
            },
          }
        : undefined,
    // NS-50: the footer's feedback link opens the spontaneous (open) feedback.
    openFeedback: feedback
      ? () => {
          feedback.open('open', 'spontaneous');
        }
      : undefined,
  };
}
