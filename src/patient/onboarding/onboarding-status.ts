// Onboarding status (portal-shell.md §4 "Onboarding status", P-30…P-34, AMB-07, NS-39): who is
// onboarded, and what a main user still has to do. Pure: the screens load, this decides.
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import type { PatientSelection } from '../current-patient.ts';

/** P-30: the five statuses of the spec. */
export type OnboardingStatus =
  | 'existingMainUser'
  | 'newPatient'
  | 'existingPrincipal'
  | 'existingPatientToPrincipal'
  | 'newPrincipalPatient';

export type PatientType = PatientSelection['type'];

export type StatusOutcome =
  | { kind: 'Known'; status: OnboardingStatus }
  /** P-32, NS-39: a principal without a profile; the caller reports it and returns to main. */
  | { kind: 'Impossible'; problem: string };

/** The text reported for P-32's impossible state (reportError; never shown to the patient). */
export const principalWithoutProfileProblem =
  'Impossible state (P-32): the selected principal has no profile; switching back to the main patient (NS-39).';

/** P-31, P-32: the status of the current patient, from its profile (null: 404 NotFoundError). */
export function onboardingStatus(patientType: PatientType, profile: Profile | null): StatusOutcome {
  const found = profile !== null;
  switch (patientType) {
    case 'main':
      return { kind: 'Known', status: found ? 'existingMainUser' : 'newPatient' };
    case 'register-principal':
      return {
        kind: 'Known',
        status: found ? 'existingPatientToPrincipal' : 'newPrincipalPatient',
      };
    case 'principal':
      return found
        ? { kind: 'Known', status: 'existingPrincipal' }
        : { kind: 'Impossible', problem: principalWithoutProfileProblem };
  }
}

/** P-33, AMB-07: the contact details a main user must have; email is required for main. */
export const requiredMainContactDetails = [
  'givenNames',
  'lastName',
  'phoneNumber',
  'streetAddress',
  'postOffice',
  'postCode',
  'email',
] as const satisfies readonly (keyof Profile)[];

export type MainContactDetail = (typeof requiredMainContactDetails)[number];

/**
 * The names come from the population register: a new patient gives them when the profile is
 * created, but an update cannot send them (F-19), so onboarding cannot fill them in later.
 */
const namesFromRegister: readonly MainContactDetail[] = ['givenNames', 'lastName'];

/**
 * The required details a main user still has to give (absent or blank): all seven without a
 * profile; of an existing profile, those an update can give. A profile whose register names are
 * missing is not sent to onboarding for them, which could never fill them in (docs/onboarding.md).
 */
export function missingContactDetails(profile: Profile | null): MainContactDetail[] {
  if (profile === null) {
    return [...requiredMainContactDetails];
  }
  return requiredMainContactDetails.filter((field) => {
    const value = profile[field];
    return !namesFromRegister.includes(field) && (value === undefined || value.trim() === '');
  });
}

/** What a main user's onboarding is judged from. */
export interface MainUserFacts {
  /** The profile, or null when `GET /profile` answered 404 (a new patient, P-31). */
  profile: Profile | null;
  /** `accepted` of `GET /terms-of-use/acceptances` (C-24). */
  termsAccepted: boolean;
}

/** P-33, P-34: a main user needs onboarding when any contact detail is missing or the terms are not accepted. */
export function mainUserNeedsOnboarding(facts: MainUserFacts): boolean {
  return missingContactDetails(facts.profile).length > 0 || !facts.termsAccepted;
}

/** The steps of a main user's onboarding, in this order. */
export type MainOnboardingStep = 'contactInfo' | 'termsOfUse' | 'consents';

export interface MainOnboardingPlan {
  steps: MainOnboardingStep[];
  /** `create` (POST) for a new patient, `update` (PUT) when a profile exists. */
  contactMode: 'create' | 'update';
}

/**
 * The steps a main user still has, done ones skipped: contact details when any is missing, the
 * terms when not accepted, and the consents for a new patient only (one with a profile has been
 * through them before and changes them in my information).
 */
export function mainOnboardingPlan(facts: MainUserFacts): MainOnboardingPlan {
  const isNew = facts.profile === null;
  const steps: MainOnboardingStep[] = [];
  if (missingContactDetails(facts.profile).length > 0) {
    steps.push('contactInfo');
  }
  if (!facts.termsAccepted) {
    steps.push('termsOfUse');
  }
  if (isNew) {
    steps.push('consents');
  }
  return { steps, contactMode: isNew ? 'create' : 'update' };
}

/** P-28: the steps of family-member onboarding, in this order. */
export const principalOnboardingSteps = ['contactInfo', 'consents'] as const;
export type PrincipalOnboardingStep = (typeof principalOnboardingSteps)[number];
