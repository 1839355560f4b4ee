import { describe, expect, it } from 'vitest';
import {
  mainOnboardingPlan,
  mainUserNeedsOnboarding,
  missingContactDetails,
  onboardingStatus,
  principalWithoutProfileProblem,
  requiredMainContactDetails,
  type PatientType,
  type StatusOutcome,
} from '../../../src/patient/onboarding/onboarding-status.ts';
import { completeProfile, profileWithout } from './support/profiles.ts';

describe('onboarding status (P-30…P-32)', () => {
  const table: [PatientType, 'profile' | 'notFound', StatusOutcome][] = [
    ['main', 'profile', { kind: 'Known', status: 'existingMainUser' }],
    ['main', 'notFound', { kind: 'Known', status: 'newPatient' }],
    ['principal', 'profile', { kind: 'Known', status: 'existingPrincipal' }],
    ['principal', 'notFound', { kind: 'Impossible', problem: principalWithoutProfileProblem }],
    ['register-principal', 'profile', { kind: 'Known', status: 'existingPatientToPrincipal' }],
    ['register-principal', 'notFound', { kind: 'Known', status: 'newPrincipalPatient' }],
  ];

  it.each(table)('%s with %s is %j', (type, profile, expected) => {
    expect(onboardingStatus(type, profile === 'profile' ? completeProfile : null)).toEqual(
      expected,
    );
  });

  it('names the impossible state clearly for the report (NS-39)', () => {
    expect(principalWithoutProfileProblem).toMatch(/principal has no profile/);
    expect(principalWithoutProfileProblem).toMatch(/P-32/);
  });
});

describe('contact details a main user must have (P-33, AMB-07)', () => {
  it('are the seven of the spec, email included', () => {
    expect([...requiredMainContactDetails].sort()).toEqual(
      [
        'email',
        'givenNames',
        'lastName',
        'phoneNumber',
        'postCode',
        'postOffice',
        'streetAddress',
      ].sort(),
    );
  });

  it('are all missing without a profile', () => {
    expect(missingContactDetails(null)).toEqual([...requiredMainContactDetails]);
  });

  it('none is missing from a complete profile', () => {
    expect(missingContactDetails(completeProfile)).toEqual([]);
    expect(mainUserNeedsOnboarding({ profile: completeProfile, termsAccepted: true })).toBe(false);
  });

  const updatable = ['phoneNumber', 'streetAddress', 'postOffice', 'postCode', 'email'] as const;

  it.each(updatable)('an absent %s needs onboarding', (field) => {
    const profile = profileWithout(field);
    expect(missingContactDetails(profile)).toEqual([field]);
    expect(mainUserNeedsOnboarding({ profile, termsAccepted: true })).toBe(true);
  });

  it.each(updatable)('a blank %s counts as absent', (field) => {
    const profile = { ...completeProfile, [field]: '  ' };
    expect(missingContactDetails(profile)).toEqual([field]);
    expect(mainUserNeedsOnboarding({ profile, termsAccepted: true })).toBe(true);
  });

  // An update cannot send the register's names (F-19): asking for them would never end.
  it.each(['givenNames', 'lastName'] as const)(
    'an existing profile without %s is not sent to onboarding for it',
    (field) => {
      expect(missingContactDetails(profileWithout(field))).toEqual([]);
      expect(missingContactDetails({ ...completeProfile, [field]: ' ' })).toEqual([]);
      expect(mainUserNeedsOnboarding({ profile: profileWithout(field), termsAccepted: true })).toBe(
        false,
      );
    },
  );

  it('asks for what an update can give of a profile that also lacks its names', () => {
    const { givenNames: _g, phoneNumber: _p, ...profile } = completeProfile;
    expect(missingContactDetails(profile)).toEqual(['phoneNumber']);
    expect(mainOnboardingPlan({ profile, termsAccepted: true })).toEqual({
      steps: ['contactInfo'],
      contactMode: 'update',
    });
  });

  it('fields beyond the seven do not matter', () => {
    const { firstName: _f, gender: _g, dateOfBirth: _d, ...rest } = completeProfile;
    expect(mainUserNeedsOnboarding({ profile: rest, termsAccepted: true })).toBe(false);
  });
});

describe('terms of use (P-34)', () => {
  it('not accepted needs onboarding even with every contact detail', () => {
    expect(mainUserNeedsOnboarding({ profile: completeProfile, termsAccepted: false })).toBe(true);
  });

  it('a new patient needs onboarding whatever the terms say', () => {
    expect(mainUserNeedsOnboarding({ profile: null, termsAccepted: true })).toBe(true);
    expect(mainUserNeedsOnboarding({ profile: null, termsAccepted: false })).toBe(true);
  });
});

describe('the steps of a main user (done steps skipped)', () => {
  it('a new patient: contact details (create), terms, consents', () => {
    expect(mainOnboardingPlan({ profile: null, termsAccepted: false })).toEqual({
      steps: ['contactInfo', 'termsOfUse', 'consents'],
      contactMode: 'create',
    });
  });

  it('a new patient who accepted the terms already: no terms step', () => {
    expect(mainOnboardingPlan({ profile: null, termsAccepted: true }).steps).toEqual([
      'contactInfo',
      'consents',
    ]);
  });

  it('missing details only: the contact step, in update mode', () => {
    expect(mainOnboardingPlan({ profile: profileWithout('email'), termsAccepted: true })).toEqual({
      steps: ['contactInfo'],
      contactMode: 'update',
    });
  });

  it('terms only (Pekka): the terms step alone', () => {
    expect(mainOnboardingPlan({ profile: completeProfile, termsAccepted: false }).steps).toEqual([
      'termsOfUse',
    ]);
  });

  it('missing details and terms: both, in order', () => {
    expect(
      mainOnboardingPlan({ profile: profileWithout('phoneNumber'), termsAccepted: false }).steps,
    ).toEqual(['contactInfo', 'termsOfUse']);
  });

  it('nothing to do for an onboarded user', () => {
    expect(mainOnboardingPlan({ profile: completeProfile, termsAccepted: true }).steps).toEqual([]);
  });
});
