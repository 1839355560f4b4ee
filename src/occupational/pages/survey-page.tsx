import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useGetSelfTriageUserData } from '../../../generated/self-triage/self-triage.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Button, Notice, Spinner } from '../../ui/index.ts';
import type { SelfTriageConsentState } from '../consent-rules.ts';
import { SurveyFrame, type SurveySettings } from '../survey/survey-frame.tsx';
import { SelfTriagePage } from './self-triage-guard.tsx';
import '../occupational.css';

export interface SurveyPageProps {
  survey: SurveySettings;
}

const consentGiven = (state: unknown): boolean =>
  (state as Partial<SelfTriageConsentState> | null)?.selfTriageConsent === true;

/**
 * R-50, O-06…O-16: the symptoms survey in its frame, after the consent given in this flow (a
 * patient without it goes back to the consent). Success opens the chat session with
 * `?selfTriageId=`; Close goes back to the chat's queue page (O-11, Proposal); a survey error, a
 * frame that fails to load or start, or start data that cannot be read shows the fallback (O-07).
 */
function Survey({ survey }: SurveyPageProps) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const chatId = useParams().chatId ?? '';
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // C-16: fetched afresh for every survey start, its metadata never kept (openapi/self-triage.yaml).
  const userData = useGetSelfTriageUserData(
    { language },
    {
      query: {
        gcTime: 0,
        staleTime: 0,
        refetchOnMount: 'always',
        // A new answer mid-survey would change nothing: Init has gone.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  );
  usePageTitle(
    t(failed ? 'occupational.selfTriage.failureTitle' : 'occupational.selfTriage.survey.title'),
  );
  const queuePage = pathFor(language, 'chat.onDemand', { chatId });

  if (failed || userData.isError) {
    return (
      <SurveyFailure
        back={queuePage}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
          void userData.refetch();
        }}
      />
    );
  }
  return (
    <div className="pre-questionnaire" data-column="l">
      <h1>{t('occupational.selfTriage.survey.title')}</h1>
      <p className="pre-questionnaire__lead">{t('occupational.selfTriage.survey.lead')}</p>
      {userData.data === undefined ? (
        <Spinner label={t('occupational.selfTriage.survey.loading')} showLabel />
      ) : (
        <SurveyFrame
          key={attempt}
          survey={survey}
          language={language}
          userData={userData.data}
          onSuccess={(sessionId) => {
            const session = pathFor(language, 'chat.onDemandSession', { chatId });
            const query = new URLSearchParams({ selfTriageId: sessionId });
            void navigate(`${session}?${query.toString()}`, {
              replace: true,
              // The chat's explicit start (chat/session/session-start.ts; no import across areas).
              state: { chatSessionStart: true },
            });
          }}
          onClose={() => {
            void navigate(queuePage);
          }}
          onFailure={() => {
            setFailed(true);
          }}
        />
      )}
      <p>
        <Link to={queuePage}>{t('occupational.selfTriage.survey.cancel')}</Link>
      </p>
    </div>
  );
}

/** O-05: the consent given in this flow (the consent page's router state), else back to it. */
function ConsentGiven({ children }: { children: ReactNode }) {
  const language = useRouteLanguage();
  const chatId = useParams().chatId ?? '';
  const state: unknown = useLocation().state;
  return consentGiven(state) ? (
    children
  ) : (
    <Navigate replace to={pathFor(language, 'chat.onDemandPreQuestionnaireConsent', { chatId })} />
  );
}

/** O-07, E-50: `occupational.selfTriage.failure` with try again and the way back. */
function SurveyFailure({ back, onRetry }: { back: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="pre-questionnaire" data-column="m">
      <h1 ref={heading} tabIndex={-1}>
        {t('occupational.selfTriage.failureTitle')}
      </h1>
      <Notice tone="error">
        <p>{t('occupational.selfTriage.failure')}</p>
      </Notice>
      <div className="pre-questionnaire__actions">
        <Button variant="primary" onClick={onRetry}>
          {t('occupational.selfTriage.tryAgain')}
        </Button>
        <Link to={back}>{t('occupational.selfTriage.backToQueue')}</Link>
      </div>
    </div>
  );
}

/** The page, for the patient themselves (AMB-28) with self-triage visible (O-02). */
export function SurveyPage({ survey }: SurveyPageProps) {
  return (
    <SelfTriagePage>
      <ConsentGiven>
        <Survey survey={survey} />
      </ConsentGiven>
    </SelfTriagePage>
  );
}
