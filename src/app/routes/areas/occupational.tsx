// The occupational health area (chat-service.md "Occupational health"): the HTIA
// pre-questionnaire's pages, one lazily loaded chunk, signed-in only (the self-triage service
// needs the patient's main-type token, C-15).
import type { ComponentType } from 'react';
import { RequireAuth } from '../../../auth/index.ts';
import { ConsentPage, SurveyPage, SymptomAssessmentPage } from '../../../occupational/index.ts';
import { currentEnvironment } from '../../config/index.ts';

const signedInPage = (Page: ComponentType) =>
  function SignedInOccupationalPage() {
    return (
      <RequireAuth>
        <Page />
      </RequireAuth>
    );
  };

export const OccupationalSymptomAssessment = signedInPage(SymptomAssessmentPage);
export const OccupationalConsent = signedInPage(ConsentPage);
// The survey (R-30, O-08) from the environment: the local mock stack serves one on its own origin.
export const OccupationalSurvey = signedInPage(function OccupationalSurveyPage() {
  return <SurveyPage survey={currentEnvironment().selfTriageSurvey} />;
});
