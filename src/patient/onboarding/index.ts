// Onboarding: the status rules, the redirect guard the portal frame mounts, the main
// user's onboarding page and family-member onboarding. Re-exported by src/patient/index.ts.
export { OnboardingGuard } from './onboarding-guard.tsx';
export { MainOnboardingPage, type MainOnboardingPageProps } from './main-onboarding-page.tsx';
export { PrincipalOnboardingPage, PrincipalOnboardingStart } from './principal-onboarding-page.tsx';
export {
  mainOnboardingPlan,
  mainUserNeedsOnboarding,
  missingContactDetails,
  onboardingStatus,
  principalOnboardingSteps,
  principalWithoutProfileProblem,
  requiredMainContactDetails,
  type MainContactDetail,
  type MainOnboardingPlan,
  type MainOnboardingStep,
  type MainUserFacts,
  type OnboardingStatus,
  type PrincipalOnboardingStep,
  type StatusOutcome,
} from './onboarding-status.ts';
export { guardDecision, type GuardDecision, type GuardFacts } from './guard-decision.ts';
export {
  isExemptFromOnboardingRedirect,
  onboardingRedirectPath,
  redirectToParameter,
  returnToParameter,
  safeReturnPath,
  showPatientConfirmationParameter,
  withPatientConfirmation,
} from './onboarding-paths.ts';
export {
  sendOnboardingFinishedEvent,
  trackOnboardingFinished,
  type FinishClock,
  type FinishTracking,
  type TrackFinishedDeps,
} from './onboarding-finished.ts';
export { ONBOARDING_FINISHED_WAIT_MS } from './constants.ts';
