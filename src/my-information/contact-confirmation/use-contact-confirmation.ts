import { useGetProfile, useGetTermsOfUseAcceptance } from '../../../generated/patient/patient.ts';
import { mainUserNeedsOnboarding, useCurrentPatient } from '../../patient/index.ts';
import {
  contactConfirmationDue,
  type ContactInfoUpdateRequestFrequency,
} from './confirmation-rule.ts';

/** Whether the current patient is asked to confirm the contact information now (NS-24). */
export type ContactConfirmation =
  | { kind: 'NotAsked' }
  /** `lastConfirmed` is the `contactInfoVerifiedAt` time, absent when never confirmed. */
  | { kind: 'Due'; lastConfirmed: Date | undefined };

/**
 * NS-24: a main user whose `contactInfoVerifiedAt` is older than the environment's frequency is
 * asked to confirm it. Nobody else is: a principal, a profile still loading or failing, or one
 * that onboarding will complete first (a missing detail, terms not accepted, P-33, P-34). The
 * queries are the onboarding guard's, so this asks the API nothing new.
 */
export function useContactConfirmation(
  frequency: ContactInfoUpdateRequestFrequency,
  now: () => Date = () => new Date(),
  enabled = true,
): ContactConfirmation {
  const patient = useCurrentPatient();
  const asked = enabled && patient.type === 'main';
  const profile = useGetProfile({ query: { enabled: asked } });
  const terms = useGetTermsOfUseAcceptance({ query: { enabled: asked } });
  // P-33, P-34: one that onboarding will complete first (a missing detail, terms not accepted).
  if (
    !asked ||
    !profile.data ||
    terms.data === undefined ||
    mainUserNeedsOnboarding({ profile: profile.data, termsAccepted: terms.data.accepted })
  ) {
    return { kind: 'NotAsked' };
  }
  const verifiedAt = profile.data.contactInfoVerifiedAt;
  if (!contactConfirmationDue(verifiedAt, now(), frequency)) {
    return { kind: 'NotAsked' };
  }
  return {
    kind: 'Due',
    lastConfirmed: verifiedAt === undefined ? undefined : new Date(verifiedAt),
  };
}
