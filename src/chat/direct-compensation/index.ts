// Direct compensation (Q-29… …R-42, NS-46, NS-49): the enabling modal for the
// patient or a chosen principal, and the front page's notice when enabling was left unfinished.
export {
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
} from './direct-compensation-pages.tsx';
export { DirectCompensationPrincipalSelectionPage } from './principal-selection-page.tsx';
export { DirectCompensationInterruptedNotice } from './interrupted-notice.tsx';
export {
  clearEnablingFlag,
  enablingFlagKey,
  interruptedEnabling,
  markEnablingOpen,
  markEnablingSaved,
  type EnablingFlow,
  type EnablingSaved,
  type InterruptedEnabling,
} from './enabling-flag.ts';
export {
  acceptedInsuranceProvider,
  enablingSaved,
  insurancesLeftOff,
  isAcceptedInsuranceProvider,
} from './enabling-rules.ts';
