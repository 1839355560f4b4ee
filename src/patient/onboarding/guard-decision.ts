// P-33…P-35: whether the redirect guard sends a main user to onboarding now. Pure.
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import type { Load } from './load.ts';
import { missingContactDetails } from './onboarding-status.ts';

export type GuardDecision = 'Wait' | 'Stay' | 'Redirect';

export interface GuardFacts {
  /** The profile, null when not found (404). */
  profile: Load<Profile | null>;
  termsAccepted: Load<boolean>;
  /** The maintenance break: its page replaces every page, so nobody is sent anywhere. */
  maintenanceBreak: Load<boolean>;
}

/**
 * Redirect when a contact detail is missing (a new patient has none) or the terms are not
 * accepted; wait while that is unknown. A load failure never redirects: the page stays usable
 * and the next check decides. A failed maintenance check counts as no break (AMB-35).
 */
export function guardDecision({
  profile,
  termsAccepted,
  maintenanceBreak,
}: GuardFacts): GuardDecision {
  if (maintenanceBreak.kind === 'Loading') {
    return 'Wait';
  }
  if (maintenanceBreak.kind === 'Loaded' && maintenanceBreak.value) {
    return 'Stay';
  }
  switch (profile.kind) {
    case 'Loading':
      return 'Wait';
    case 'Failed':
      return 'Stay';
    case 'Loaded':
      if (missingContactDetails(profile.value).length > 0) {
        return 'Redirect';
      }
  }
  switch (termsAccepted.kind) {
    case 'Loading':
      return 'Wait';
    case 'Failed':
      return 'Stay';
    case 'Loaded':
      return termsAccepted.value ? 'Stay' : 'Redirect';
  }
}
