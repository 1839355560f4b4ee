// Direct compensation (Q-29… ). Being built.
export function DirectCompensationPage() {
  return null;
}
export function DirectCompensationPrincipalSelectionPage() {
  return null;
}
export function DirectCompensationPrincipalEnablingPage() {
  return null;
}
export function DirectCompensationInterruptedNotice() {
  return null;
}
