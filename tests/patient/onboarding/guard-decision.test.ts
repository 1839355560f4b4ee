import { describe, expect, it } from 'vitest';
import { guardDecision, type GuardFacts } from '../../../src/patient/onboarding/guard-decision.ts';
import type { Load } from '../../../src/patient/onboarding/load.ts';
import { completeProfile, profileWithout } from './support/profiles.ts';

const loaded = <T>(value: T): Load<T> => ({ kind: 'Loaded', value });
const loading = { kind: 'Loading' } as const;
const failed = { kind: 'Failed' } as const;
const noBreak = loaded(false);

const facts = (overrides: Partial<GuardFacts>): GuardFacts => ({
  profile: loaded(completeProfile),
  termsAccepted: loaded(true),
  maintenanceBreak: noBreak,
  ...overrides,
});

describe('the redirect guard decides (P-33…P-35)', () => {
  it('stays for an onboarded main user', () => {
    expect(guardDecision(facts({}))).toBe('Stay');
  });

  it('redirects a new patient (404) without waiting for the terms', () => {
    expect(guardDecision(facts({ profile: loaded(null), termsAccepted: loading }))).toBe(
      'Redirect',
    );
  });

  it('redirects when a contact detail is missing', () => {
    expect(guardDecision(facts({ profile: loaded(profileWithout('email')) }))).toBe('Redirect');
  });

  it("stays for a main user whose existing profile lacks the register's names (F-19)", () => {
    expect(guardDecision(facts({ profile: loaded(profileWithout('givenNames')) }))).toBe('Stay');
    expect(guardDecision(facts({ profile: loaded(profileWithout('lastName')) }))).toBe('Stay');
  });

  it('redirects when the terms are not accepted', () => {
    expect(guardDecision(facts({ termsAccepted: loaded(false) }))).toBe('Redirect');
  });

  it('waits while the profile or the terms load', () => {
    expect(guardDecision(facts({ profile: loading }))).toBe('Wait');
    expect(guardDecision(facts({ termsAccepted: loading }))).toBe('Wait');
  });

  it('never redirects on a load failure', () => {
    expect(guardDecision(facts({ profile: failed, termsAccepted: loaded(false) }))).toBe('Stay');
    expect(guardDecision(facts({ termsAccepted: failed }))).toBe('Stay');
  });

  it('leaves everyone alone during a maintenance break, and waits for the check', () => {
    expect(guardDecision(facts({ profile: loaded(null), maintenanceBreak: loaded(true) }))).toBe(
      'Stay',
    );
    expect(guardDecision(facts({ profile: loaded(null), maintenanceBreak: loading }))).toBe('Wait');
  });

  it('treats a failed maintenance check as no break (AMB-35)', () => {
    expect(guardDecision(facts({ profile: loaded(null), maintenanceBreak: failed }))).toBe(
      'Redirect',
    );
  });
});
