// The patient layer's public face (ARCHITECTURE.md): whom the user acts for, principals, the
// principal-selection modal, add-principal and the forms shared with my information.
export {
  CurrentPatient,
  decodeStoredPatient,
  mainPatient,
  type PatientSelection,
  type RegisterPrincipal,
} from './current-patient.ts';
export { createPatientStore, type PatientStore, type PatientStoreDeps } from './patient-store.ts';
export {
  createPrincipalTokens,
  type PrincipalTokens,
  type PrincipalReadiness,
} from './principal-tokens.ts';
// The identity service's calls load on their first use: `./add-principal/index.ts`.
export type {
  AddPrincipalActions,
  AddPrincipalActionsDeps,
  AddPrincipalOutcome,
} from './add-principal/index.ts';
export { PatientProvider } from './patient-provider.tsx';
export { PatientSessionParts } from './patient-session-parts.tsx';
export { selectChildForParameter } from './select-child-for.ts';
export {
  useActingForName,
  useCurrentPatient,
  usePrincipalSelection,
  useSelectPatient,
  type SelectOutcome,
} from './patient-context.tsx';
export { useActingFor, usePrincipalName, type ActingFor } from './acting-for.ts';
export { usePatientTextContext } from './patient-text-context.ts';
export { displayName } from './display-name.ts';
export { forgetPreviousPatient } from './forget-previous-patient.ts';
export { OnboardingGuard } from './onboarding/onboarding-guard.tsx';
export { mainUserNeedsOnboarding } from './onboarding/onboarding-status.ts';
export { paymentSettingOf, type PaymentQuery, type PaymentSetting } from './payment-setting.ts';
export { useOnlinePaymentAllowed } from './online-payment-allowed.ts';
