import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Navigate,
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
import { useRegisterPrincipal } from '../../../generated/identity/identity.ts';
import { pathFor, useRouteLanguage, type RouteKey } from '../../i18n/index.ts';
import { Button, Notice, RemoteContent, Spinner, reportError } from '../../ui/index.ts';
import { ConsentForm, ContactForm } from '../forms/index.ts';
import { useActingFor } from '../acting-for.ts';
import { displayName } from '../display-name.ts';
import { useCurrentPatient, useSelectPatient } from '../patient-context.tsx';
import { trackOnboardingFinished } from './onboarding-finished.ts';
import { returnToParameter, safeReturnPath, withPatientConfirmation } from './onboarding-paths.ts';
import {
  onboardingStatus,
  principalOnboardingSteps,
  type PrincipalOnboardingStep,
} from './onboarding-status.ts';
import { OnboardingFrame, OnboardingStep } from './onboarding-step.tsx';
import { useLeaveOnboarding } from './use-leave-onboarding.ts';
import { useProfileLookup } from './use-onboarding-data.ts';

/** Where the flow is: in a step, on its way out, or stopped by a failed principal (NS-39). */
type Phase =
  | { kind: 'Onboarding' }
  | { kind: 'Registering' }
  | { kind: 'RegistrationFailed' }
  | { kind: 'Leaving' }
  /** P-32: the principal has no profile (reported, main selected again). */
  | { kind: 'ImpossibleState'; problem: string }
  /** The registered principal could not be selected (main selected again). */
  | { kind: 'PrincipalFailed' };

const stepRoutes = {
  contactInfo: 'onboarding.principalContactInfo',
  consents: 'onboarding.principalConsents',
} as const satisfies Record<PrincipalOnboardingStep, RouteKey>;

/**
 * Family-member onboarding's base route: on to its first step, with the query (P-28). The flow
 * enters here and keeps this entry behind the first step, so Back from that step comes here, not
 * to the authorization page before it: arrived at by Back (or a reload), it asks whether to go on
 * with the onboarding or leave it.
 */
export function PrincipalOnboardingStart() {
  const language = useRouteLanguage();
  const [query] = useSearchParams();
  const search = query.toString();
  const firstStep = `${pathFor(language, stepRoutes.contactInfo)}${search === '' ? '' : `?${search}`}`;
  const arrival = useNavigationType();
  // The page's first entry (a link opened, `key` "default") has nothing of the flow behind it.
  if (useLocation().key === 'default') {
    return <Navigate to={firstStep} replace />;
  }
  if (arrival !== NavigationType.Pop) {
    return <Navigate to={firstStep} />;
  }
  return <UnfinishedOnboarding firstStep={firstStep} />;
}

/** Back from the first step: the onboarding is not lost without a word; go on, or leave it. */
function UnfinishedOnboarding({ firstStep }: { firstStep: string }) {
  const { t } = useTranslation();
  const patient = useCurrentPatient();
  const actingFor = useActingFor();
  const selectPatient = useSelectPatient();
  const [query] = useSearchParams();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const leave = useLeaveOnboarding();
  const [leaving, setLeaving] = useState(false);
  if (patient.type !== 'register-principal' && patient.type !== 'principal') {
    return <Navigate to={pathFor(language, 'frontpage.main')} replace />;
  }
  const name = nameOf(actingFor);
  const abort = async () => {
    setLeaving(true);
    await selectPatient({ type: 'main' });
    leave(safeReturnPath(query.get(returnToParameter), window.location.origin, language));
  };
  return (
    <OnboardingFrame>
      <h1>{t('onboarding.principalOnboarding.unfinished.title')}</h1>
      <p>
        {name === null
          ? t('onboarding.principalOnboarding.unfinished.textSomeone')
          : t('onboarding.principalOnboarding.unfinished.text', { name })}
      </p>
      <div className="onboarding__navigation">
        <Button
          variant="primary"
          disabled={leaving}
          onClick={() => {
            void navigate(firstStep);
          }}
        >
          {t('onboarding.principalOnboarding.continue')}
        </Button>
        <Button variant="secondary" loading={leaving} onClick={() => void abort()}>
          {t('onboarding.principalOnboarding.abort')}
        </Button>
      </div>
    </OnboardingFrame>
  );
}

/**
 * A step of family-member onboarding (P-28…P-37): the contact details of the family member, then
 * their consents. Only for a current patient of type `register-principal` or `principal`; anyone
 * else goes to the front page (P-29). After the consents a register-principal is registered
 * (`POST /principals` with the registration token) and selected, `OnboardingFinished` is sent
 * (≤ 2 s), and the flow returns to `returnTo` with `showPatientConfirmation=1` (P-36). Back goes to
 * the previous step; Abort returns to the main patient and the return path (P-37).
 */
export function PrincipalOnboardingPage({ step }: { step: PrincipalOnboardingStep }) {
  const { t } = useTranslation();
  const patient = useCurrentPatient();
  const actingFor = useActingFor();
  const selectPatient = useSelectPatient();
  const [query] = useSearchParams();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const leave = useLeaveOnboarding();
  const queryClient = useQueryClient();
  const register = useRegisterPrincipal();
  const returnPath = safeReturnPath(query.get(returnToParameter), window.location.origin, language);
  const [phase, setPhase] = useState<Phase>({ kind: 'Onboarding' });
  const allowed = patient.type === 'register-principal' || patient.type === 'principal';
  const profile = useProfileLookup(allowed);
  const outcome =
    allowed && profile.state.kind === 'Loaded'
      ? onboardingStatus(patient.type, profile.state.value)
      : null;
  const problem =
    phase.kind === 'Onboarding' && outcome?.kind === 'Impossible' ? outcome.problem : null;

  // NS-39: a principal without a profile is reported, and the user acts for themselves again.
  if (problem !== null) {
    setPhase({ kind: 'ImpossibleState', problem });
  }
  useEffect(() => {
    if (phase.kind === 'ImpossibleState') {
      reportError(`[onboarding] ${phase.problem}`);
      void selectPatient({ type: 'main' });
    }
  }, [phase, selectPatient]);

  const abort = async () => {
    setPhase({ kind: 'Leaving' });
    await selectPatient({ type: 'main' });
    leave(returnPath);
  };

  const finish = async () => {
    let principalId: string | null = patient.type === 'principal' ? patient.id : null;
    if (patient.type === 'register-principal') {
      setPhase({ kind: 'Registering' });
      try {
        principalId = (await register.mutateAsync({ data: {} })).id;
      } catch {
        setPhase({ kind: 'RegistrationFailed' });
        return;
      }
    }
    setPhase({ kind: 'Leaving' });
    if (principalId !== null && patient.type === 'register-principal') {
      // A switch that throws (no main token, a failed exchange) is a failed switch too.
      const selected = await selectPatient({ type: 'principal', id: principalId }).catch(
        () => ({ kind: 'Failed' }) as const,
      );
      if (selected.kind !== 'Selected') {
        reportError(
          `[onboarding] The registered principal could not be selected: ${selected.kind}`,
        );
        setPhase({ kind: 'PrincipalFailed' });
        await selectPatient({ type: 'main' });
        return;
      }
    }
    // The principals list now has one more; every cached copy of it is old.
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[2] === '/principals',
    });
    await trackOnboardingFinished();
    leave(withPatientConfirmation(returnPath));
  };

  if (phase.kind === 'PrincipalFailed' || phase.kind === 'ImpossibleState') {
    return (
      <OnboardingFrame>
        <h1>{t('onboarding.principalOnboarding.title')}</h1>
        <Notice tone="error" role="alert">
          <p>{t('onBehalfOf.selectPrincipal.failedToSelectPrincipal')}</p>
        </Notice>
        <div className="onboarding__navigation">
          <Button
            variant="primary"
            onClick={() => {
              leave(returnPath);
            }}
          >
            {t('onboarding.principalOnboarding.continue')}
          </Button>
        </div>
      </OnboardingFrame>
    );
  }
  if (phase.kind === 'Leaving') {
    return (
      <OnboardingFrame>
        <Spinner label={t('onboarding.finishing')} showLabel />
      </OnboardingFrame>
    );
  }
  if (!allowed) {
    return <Navigate to={pathFor(language, 'frontpage.main')} replace />;
  }

  const index = principalOnboardingSteps.indexOf(step);
  const name = nameOf(actingFor);
  const abortButton = (
    <Button
      variant="secondary"
      disabled={phase.kind === 'Registering'}
      onClick={() => void abort()}
    >
      {t('onboarding.principalOnboarding.abort')}
    </Button>
  );
  const backButton = index > 0 && (
    <Button
      variant="secondary"
      disabled={phase.kind === 'Registering'}
      onClick={() => {
        void navigate(`${pathFor(language, stepRoutes.contactInfo)}?${query.toString()}`);
      }}
    >
      {t('onboarding.back')}
    </Button>
  );

  const content = () => {
    if (outcome?.kind !== 'Known') {
      return (
        <RemoteContent
          state={profile.state.kind === 'Failed' ? { kind: 'Failure' } : { kind: 'Loading' }}
          loadingLabel={t('onboarding.loading')}
          failureMessage={t('forms.loadError')}
          retryLabel={t('forms.retry')}
          onRetry={profile.retry}
        >
          {() => null}
        </RemoteContent>
      );
    }
    if (step === 'contactInfo') {
      const existing = profile.state.kind === 'Loaded' ? profile.state.value : null;
      return (
        <ContactForm
          mode={outcome.status === 'newPrincipalPatient' ? 'create' : 'update'}
          patientType="principal"
          defaultValues={existing ?? registerNames(patient)}
          onSaved={() => {
            void navigate(`${pathFor(language, stepRoutes.consents)}?${query.toString()}`);
          }}
          submitLabel={t('onboarding.saveAndContinue')}
        />
      );
    }
    return (
      <>
        <p className="onboarding__later">{t('onboarding.principalOnboarding.consents.later')}</p>
        {/* Valmis is the consent form's save: what was chosen is saved, then the flow ends. */}
        <ConsentForm
          headingLevel={2}
          submitLabel={t('onboarding.finish')}
          busy={phase.kind === 'Registering'}
          onSaved={() => void finish()}
        />
        {phase.kind === 'RegistrationFailed' && (
          <div className="onboarding__finish">
            <Notice tone="error">
              <p role="alert">{t('onboarding.principalOnboarding.registrationFailed')}</p>
              <Button variant="secondary" size="small" onClick={() => void finish()}>
                {t('forms.retry')}
              </Button>
            </Notice>
          </div>
        )}
      </>
    );
  };

  return (
    <OnboardingStep
      current={index + 1}
      total={principalOnboardingSteps.length}
      title={t(`onboarding.principalOnboarding.${step}.title`)}
      intro={
        <p>
          {name === null
            ? t(`onboarding.principalOnboarding.${step}.introSomeone`)
            : t(`onboarding.principalOnboarding.${step}.intro`, { name })}
        </p>
      }
      navigation={
        <>
          {backButton}
          {abortButton}
        </>
      }
    >
      {content()}
    </OnboardingStep>
  );
}

/** The family member's name for the texts, when known. */
function nameOf(actingFor: ReturnType<typeof useActingFor>): string | null {
  switch (actingFor.kind) {
    case 'registerPrincipal':
      return displayName(actingFor);
    case 'principal':
      return actingFor.principal ? displayName(actingFor.principal) : null;
    case 'self':
      return null;
  }
}

/** A new family member's names, from the register through the add-principal flow (F-17). */
function registerNames(patient: ReturnType<typeof useCurrentPatient>) {
  return patient.type === 'register-principal'
    ? { givenNames: patient.firstName, lastName: patient.lastName }
    : undefined;
}
