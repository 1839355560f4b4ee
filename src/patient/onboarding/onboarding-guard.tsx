import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGetMaintenanceBreak } from '../../../generated/maintenance/maintenance.ts';
import { useAuth } from '../../auth/index.ts';
import { useRouteLanguage } from '../../i18n/index.ts';
import { Button, Dialog, reportError } from '../../ui/index.ts';
import { useCurrentPatient, useSelectPatient } from '../patient-context.tsx';
import { guardDecision } from './guard-decision.ts';
import { loadOf } from './load.ts';
import { isExemptFromOnboardingRedirect, onboardingRedirectPath } from './onboarding-paths.ts';
import { onboardingStatus } from './onboarding-status.ts';
import { useProfileLookup, useTermsAcceptance } from './use-onboarding-data.ts';

/**
 * The onboarding redirect (P-33…P-35, NS-38), mounted once inside the router, the auth and the
 * patient providers. For a signed-in web user acting as main, sends (replace) to onboarding with
 * `redirectTo` when a contact detail is missing or the terms are not accepted. Never in embedded
 * mode (the native app onboards its users itself), on onboarding or identification pages, during
 * a maintenance break, or on a load failure. While acting for a principal, a principal without a
 * profile (P-32) is reported, the main patient is selected again and the patient is told (NS-39).
 */
export function OnboardingGuard() {
  const { t } = useTranslation();
  const { mode, auth } = useAuth();
  const patient = useCurrentPatient();
  const selectPatient = useSelectPatient();
  const [principalFailed, setPrincipalFailed] = useState(false);

  const onImpossiblePrincipal = useCallback(
    (problem: string) => {
      reportError(`[onboarding] ${problem}`);
      setPrincipalFailed(true);
      void selectPatient({ type: 'main' });
    },
    [selectPatient],
  );

  const signedInOnWeb = mode === 'web' && auth.kind === 'LoggedIn' && auth.stage === 'Complete';
  const close = () => {
    setPrincipalFailed(false);
  };
  return (
    <>
      {signedInOnWeb && patient.type === 'main' && <MainUserCheck />}
      {signedInOnWeb && patient.type === 'principal' && (
        <PrincipalProfileCheck key={patient.id} onImpossible={onImpossiblePrincipal} />
      )}
      <Dialog
        open={principalFailed}
        onClose={close}
        size="small"
        role="alertdialog"
        title={t('onboarding.impossiblePrincipal.title')}
        description={t('onBehalfOf.selectPrincipal.failedToSelectPrincipal')}
        actions={
          <Button variant="primary" onClick={close}>
            {t('onBehalfOf.confirmation.ok')}
          </Button>
        }
      />
    </>
  );
}

/** The maintenance break as the shell last read it; this observer never fetches on its own. */
function useMaintenanceBreakLoad() {
  const query = useGetMaintenanceBreak({ query: { staleTime: Infinity } });
  return loadOf(query, (answer) => answer.maintenanceBreak);
}

function MainUserCheck() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const language = useRouteLanguage();
  const profile = useProfileLookup();
  const termsAccepted = useTermsAcceptance();
  const maintenanceBreak = useMaintenanceBreakLoad();
  const decision = guardDecision({
    profile: profile.state,
    termsAccepted: termsAccepted.state,
    maintenanceBreak,
  });
  const target =
    decision === 'Redirect' && !isExemptFromOnboardingRedirect(pathname)
      ? onboardingRedirectPath(language, `${pathname}${search}${hash}`)
      : null;

  useEffect(() => {
    if (target !== null) {
      void navigate(target, { replace: true });
    }
  }, [target, navigate]);
  return null;
}

function PrincipalProfileCheck({ onImpossible }: { onImpossible: (problem: string) => void }) {
  const { pathname } = useLocation();
  // Family-member onboarding handles its own patient (it shows the failure on the page).
  const checked = !isExemptFromOnboardingRedirect(pathname);
  const profile = useProfileLookup(checked);
  const outcome =
    checked && profile.state.kind === 'Loaded'
      ? onboardingStatus('principal', profile.state.value)
      : null;
  const problem = outcome?.kind === 'Impossible' ? outcome.problem : null;

  useEffect(() => {
    if (problem !== null) {
      onImpossible(problem);
    }
  }, [problem, onImpossible]);
  return null;
}
