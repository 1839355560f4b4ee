import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../auth/index.ts';
import { useRouteLanguage } from '../../i18n/index.ts';
import { Button, RemoteContent, Spinner, type RemoteContentState } from '../../ui/index.ts';
import { ConsentForm, ContactForm } from '../forms/index.ts';
import { useCurrentPatient } from '../patient-context.tsx';
import { trackOnboardingFinished } from './onboarding-finished.ts';
import { redirectToParameter, safeReturnPath } from './onboarding-paths.ts';
import {
  mainOnboardingPlan,
  type MainOnboardingPlan,
  type MainOnboardingStep,
} from './onboarding-status.ts';
import { OnboardingFrame, OnboardingStep } from './onboarding-step.tsx';
import { TermsOfUseStep } from './terms-of-use-step.tsx';
import { useLeaveOnboarding } from './use-leave-onboarding.ts';
import { useProfileLookup, useTermsAcceptance } from './use-onboarding-data.ts';

export interface MainOnboardingPageProps {
  /** The full terms of use on the provider's website, in the page's language. */
  termsOfUseUrl: string;
}

/**
 * The main user's onboarding (`onboarding.main`, P-33, P-34, NS-38): contact details, terms of
 * use and consents, each only when not done yet; then `OnboardingFinished` (≤ 2 s, K-15) and on
 * to `redirectTo` (same-origin only, else the front page). The plan is fixed when the data first
 * loads, so a step does not vanish from the count once it is done. Needs sign-in (RequireAuth
 * around it). A user acting for someone else has nothing to do here and goes on at once.
 */
export function MainOnboardingPage({ termsOfUseUrl }: MainOnboardingPageProps) {
  const { t } = useTranslation();
  const patient = useCurrentPatient();
  const [query] = useSearchParams();
  const language = useRouteLanguage();
  const leave = useLeaveOnboarding();
  const { user } = useAuth();
  const returnPath = safeReturnPath(
    query.get(redirectToParameter),
    window.location.origin,
    language,
  );
  const isMain = patient.type === 'main';
  const profile = useProfileLookup(isMain);
  const terms = useTermsAcceptance(isMain);
  const [plan, setPlan] = useState<MainOnboardingPlan | null>(null);
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);

  if (plan === null && profile.state.kind === 'Loaded' && terms.state.kind === 'Loaded') {
    setPlan(mainOnboardingPlan({ profile: profile.state.value, termsAccepted: terms.state.value }));
  }
  const nothingToDo = !isMain || plan?.steps.length === 0;
  useEffect(() => {
    if (nothingToDo) {
      leave(returnPath);
    }
  }, [nothingToDo, leave, returnPath]);

  if (nothingToDo) {
    return (
      <OnboardingFrame>
        <Spinner label={t('common.loading')} />
      </OnboardingFrame>
    );
  }
  if (plan === null) {
    const failed = profile.state.kind === 'Failed' || terms.state.kind === 'Failed';
    const state: RemoteContentState<null> = failed ? { kind: 'Failure' } : { kind: 'Loading' };
    return (
      <OnboardingFrame>
        <h1>{t('onboarding.main.title')}</h1>
        <RemoteContent
          state={state}
          loadingLabel={t('onboarding.loading')}
          failureMessage={t('forms.loadError')}
          retryLabel={t('forms.retry')}
          onRetry={() => {
            if (profile.state.kind === 'Failed') {
              profile.retry();
            }
            if (terms.state.kind === 'Failed') {
              terms.retry();
            }
          }}
        >
          {() => null}
        </RemoteContent>
      </OnboardingFrame>
    );
  }

  const step = plan.steps[index] ?? 'consents';
  const finish = async () => {
    setFinishing(true);
    await trackOnboardingFinished();
    leave(returnPath);
  };
  const advance = () => {
    if (index + 1 < plan.steps.length) {
      setIndex(index + 1);
    } else {
      void finish();
    }
  };
  const isLast = index === plan.steps.length - 1;
  const existing = profile.state.kind === 'Loaded' ? profile.state.value : null;
  const identified = identifiedNames(user);

  return (
    <OnboardingStep
      current={index + 1}
      total={plan.steps.length}
      title={t(`onboarding.main.${step}.title`)}
      intro={<p>{introOf(step, plan, t)}</p>}
      navigation={
        index > 0 ? (
          <Button
            variant="secondary"
            disabled={finishing}
            onClick={() => {
              setIndex(index - 1);
            }}
          >
            {t('onboarding.back')}
          </Button>
        ) : undefined
      }
    >
      {step === 'contactInfo' && (
        <ContactForm
          key={existing === null ? 'create' : 'update'}
          mode={existing === null ? 'create' : 'update'}
          patientType="main"
          namesFromIdentification={existing === null && identified !== null}
          defaultValues={existing ?? identified ?? undefined}
          onSaved={advance}
          submitLabel={t(isLast ? 'onboarding.finish' : 'onboarding.saveAndContinue')}
        />
      )}
      {step === 'termsOfUse' && (
        <TermsOfUseStep termsOfUseUrl={termsOfUseUrl} onAccepted={advance} />
      )}
      {step === 'consents' && (
        <>
          <p className="onboarding__later">{t('onboarding.main.consents.later')}</p>
          {/* Valmis is the consent form's save: what was chosen is saved, then the flow ends. */}
          <ConsentForm
            headingLevel={2}
            submitLabel={t('onboarding.finish')}
            busy={finishing}
            onSaved={advance}
          />
        </>
      )}
      {finishing && step !== 'consents' && <Spinner label={t('onboarding.finishing')} showLabel />}
    </OnboardingStep>
  );
}

/** The names the strong identification gave, when it gave both; a new patient does not type them. */
function identifiedNames(
  user: { givenName: string | undefined; familyName: string | undefined } | null,
): { givenNames: string; lastName: string } | null {
  const givenNames = user?.givenName?.trim() ?? '';
  const lastName = user?.familyName?.trim() ?? '';
  return givenNames === '' || lastName === '' ? null : { givenNames, lastName };
}

function introOf(
  step: MainOnboardingStep,
  plan: MainOnboardingPlan,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  switch (step) {
    case 'contactInfo':
      return plan.contactMode === 'create'
        ? t('onboarding.main.contactInfo.introNew')
        : t('onboarding.main.contactInfo.introMissing');
    case 'termsOfUse':
      return t('onboarding.main.termsOfUse.intro');
    case 'consents':
      return t('onboarding.main.consents.intro');
  }
}
