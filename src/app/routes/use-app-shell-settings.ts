import { useMemo } from 'react';
import { isLoggedIn, useAuth } from '../../auth/index.ts';
import { useFeedbackOpener } from '../../feedback/index.ts';
import {
  useActingForName,
  useCurrentPatient,
  usePrincipalSelection,
  useSelectPatient,
} from '../../patient/index.ts';
import {
  kaikuAppStores,
  type BlockedAccess,
  type HeaderAuth,
  type ShellSettings,
} from '../../shell/index.ts';
import { portalAnalytics } from '../start/analytics-seam.ts';
import { showsEnvironmentTag, type EnvironmentConfig } from '../config/index.ts';
import { siteLinksOf } from './site-links.ts';

/**
 * The shell's settings: this environment's links and phone, and the session as it is now. The
 * same object while nothing the shell shows changes, so that a change of the session it does not
 * show (a logged-out start going from Pending to Complete, a renewal) re-renders no part of the
 * header, the page or the footer (that re-render was the first page's longest task).
 */
export function useAppShellSettings(
  environment: EnvironmentConfig,
  blockedAccess: BlockedAccess,
): ShellSettings {
  const { user, auth, loginState, login, logout, mode } = useAuth();
  const links = useMemo(() => siteLinksOf(environment), [environment]);
  const loggedIn = isLoggedIn(auth) && user !== null;
  const givenNames = loggedIn ? (user.givenName ?? '') : null;
  const lastName = loggedIn ? (user.familyName ?? '') : null;
  const patient = useCurrentPatient();
  const actingFor = useActingForName();
  const selection = usePrincipalSelection();
  const select = useSelectPatient();
  const feedback = useFeedbackOpener();
  const actingForKind = actingFor.kind;
  const principalName = actingFor.name;
  const patientType = patient.type === 'main' ? 'main' : 'principal';
  const { canChange, open: openSelection } = selection;
  return useMemo((): ShellSettings => {
    const state: HeaderAuth =
      givenNames !== null && lastName !== null
        ? { kind: 'LoggedIn', givenNames, lastName }
        : { kind: 'LoggedOut' };
    return {
      mode,
      environment: { name: environment.name, showTag: showsEnvironmentTag(environment) },
      links,
      customerServicePhone: environment.customerServicePhone,
      appStores: kaikuAppStores,
      auth: { state, login, logout, loginState },
      blockedAccess,
      // H-09, P-08: only logged in, and never in the native app, where the host decides.
      actOnBehalf: canChange
        ? {
            currentPatientType: patientType,
            open: () => {
              openSelection();
            },
          }
        : undefined,
      actingFor:
        state.kind === 'LoggedIn' && actingForKind !== 'self'
          ? {
              name: principalName,
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
      // The web's consent platform; in the native app the app asks (and there is no footer).
      cookieSettings: environment.cookieConsent ? portalAnalytics.renewConsent : undefined,
    };
  }, [
    mode,
    environment,
    links,
    givenNames,
    lastName,
    login,
    logout,
    loginState,
    blockedAccess,
    canChange,
    patientType,
    openSelection,
    actingForKind,
    principalName,
    select,
    feedback,
  ]);
}
