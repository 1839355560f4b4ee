// O-05: the self-triage consent step. Pure.

/** What submitting the consent form does: on to the survey, or the required error. */
export type ConsentSubmit = { kind: 'Continue' } | { kind: 'Required' };

export function consentSubmitOf(consentGiven: boolean): ConsentSubmit {
  return consentGiven ? { kind: 'Continue' } : { kind: 'Required' };
}

/**
 * The router state the consent page hands to the survey page, so that page can send a
 * patient who skipped the consent back to it. Proposal: the consent is not stored anywhere else;
 * the survey service keeps its own record.
 */
export interface SelfTriageConsentState {
  selfTriageConsent: true;
}
