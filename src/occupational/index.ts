// The occupational health area's public face: the chat front page's occupational
// section and the HTIA pre-questionnaire's pages.
export { OccupationalSection, type OccupationalSectionProps } from './occupational-section.tsx';
export { SymptomAssessmentPage } from './pages/symptom-assessment-page.tsx';
export { ConsentPage } from './pages/consent-page.tsx';
export { SurveyPage, type SurveyPageProps } from './pages/survey-page.tsx';
export type { SurveySettings } from './survey/survey-frame.tsx';
export { goToOccupationalChatListKey } from './go-to-occupational-chat-list.ts';
export type { SelfTriageConsentState } from './consent-rules.ts';
