import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { ArrowRightIcon, buttonClassName } from '../../ui/index.ts';
import { SelfTriagePage } from './self-triage-guard.tsx';
import '../occupational.css';

/**
 * the first step of the occupational HTIA pre-questionnaire: what self-triage is,
 * then Next to the consent (O-05). The route table accepts numeric chat ids only.
 */
function SymptomAssessment() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const chatId = useParams().chatId ?? '';
  usePageTitle(t('occupational.selfTriage.intro.title'));
  return (
    <div className="pre-questionnaire" data-column="m">
      <h1>{t('occupational.selfTriage.intro.title')}</h1>
      <p className="pre-questionnaire__lead">{t('occupational.selfTriage.intro.lead')}</p>
      <h2>{t('occupational.selfTriage.intro.howTitle')}</h2>
      <ol className="pre-questionnaire__steps">
        <li>{t('occupational.selfTriage.intro.steps.consent')}</li>
        <li>{t('occupational.selfTriage.intro.steps.questions')}</li>
        <li>{t('occupational.selfTriage.intro.steps.chat')}</li>
      </ol>
      <p>{t('occupational.selfTriage.intro.emergency')}</p>
      <div className="pre-questionnaire__actions">
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={pathFor(language, 'chat.onDemandPreQuestionnaireConsent', { chatId })}
        >
          <span className="ds-button__label">{t('occupational.selfTriage.intro.next')}</span>
          <ArrowRightIcon />
        </Link>
        <Link to={pathFor(language, 'chat.main')}>{t('occupational.selfTriage.backToChat')}</Link>
      </div>
    </div>
  );
}

/** The page, for the patient themselves (AMB-28) with self-triage visible (O-02). */
export function SymptomAssessmentPage() {
  return (
    <SelfTriagePage>
      <SymptomAssessment />
    </SelfTriagePage>
  );
}
