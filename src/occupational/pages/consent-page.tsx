import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Button } from '../../ui/index.ts';
import { consentSubmitOf, type SelfTriageConsentState } from '../consent-rules.ts';
import { SelfTriagePage } from './self-triage-guard.tsx';
import '../occupational.css';

/**
 * R-49, O-05: the self-triage consent. The checkbox is required: submitting without it shows
 * `selfTriage.consent.error`, announced, and moves focus to the checkbox. Continue leads to the
 * survey of the same chat, with the consent in the router state (the survey page sends a
 * patient without it back here).
 */
function Consent() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const chatId = useParams().chatId ?? '';
  const checkboxId = useId();
  const errorId = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const [given, setGiven] = useState(false);
  const [missing, setMissing] = useState(false);
  usePageTitle(t('occupational.selfTriage.consent.title'));
  const showError = missing && !given;
  return (
    <div className="pre-questionnaire" data-column="m">
      <h1>{t('occupational.selfTriage.consent.title')}</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const outcome = consentSubmitOf(given);
          switch (outcome.kind) {
            case 'Required':
              setMissing(true);
              checkbox.current?.focus();
              return;
            case 'Continue': {
              const state: SelfTriageConsentState = { selfTriageConsent: true };
              void navigate(pathFor(language, 'chat.onDemandPreQuestionnaireSurvey', { chatId }), {
                state,
              });
            }
          }
        }}
      >
        <p>{t('occupational.selfTriage.consent.text')}</p>
        <p>{t('occupational.selfTriage.consent.withdraw')}</p>
        <label className="pre-questionnaire__checkbox" htmlFor={checkboxId}>
          <input
            ref={checkbox}
            id={checkboxId}
            type="checkbox"
            required
            checked={given}
            aria-invalid={showError}
            aria-describedby={showError ? errorId : undefined}
            onChange={(event) => {
              setGiven(event.target.checked);
            }}
          />
          <span>{t('occupational.selfTriage.consent.checkbox')}</span>
        </label>
        <div aria-live="assertive">
          {showError && (
            <p id={errorId} className="pre-questionnaire__error">
              {t('occupational.selfTriage.consent.error')}
            </p>
          )}
        </div>
        <div className="pre-questionnaire__actions">
          <Button type="submit" variant="primary">
            {t('occupational.selfTriage.consent.continue')}
          </Button>
          <Link to={pathFor(language, 'chat.onDemandPreQuestionnaire', { chatId })}>
            {t('occupational.selfTriage.consent.back')}
          </Link>
        </div>
      </form>
    </div>
  );
}

/** The page, for the patient themselves (AMB-28) with self-triage visible (O-02). */
export function ConsentPage() {
  return (
    <SelfTriagePage>
      <Consent />
    </SelfTriagePage>
  );
}
