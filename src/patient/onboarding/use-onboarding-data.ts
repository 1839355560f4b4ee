// The current patient's profile and terms acceptance as onboarding reads them (generated hooks).
import { useGetProfile, useGetTermsOfUseAcceptance } from '../../../generated/patient/patient.ts';
import type { Profile } from '../../../generated/patient/model/profile.zod.ts';
import { NotFoundError } from '../../api/index.ts';
import { loadOf, type Load } from './load.ts';

export interface Loaded<T> {
  state: Load<T>;
  retry: () => void;
}

/** `GET /profile`: the profile, or null when it is not found (a new patient, P-31, C-21). */
export function useProfileLookup(enabled = true): Loaded<Profile | null> {
  const query = useGetProfile({ query: { enabled } });
  return {
    state: loadOf<Profile, Profile | null>(
      query,
      (profile) => profile,
      (error) => (error instanceof NotFoundError ? { value: null } : undefined),
    ),
    retry: () => void query.refetch(),
  };
}

/** `GET /terms-of-use/acceptances` (C-24, main users only): whether the terms are accepted. */
export function useTermsAcceptance(enabled = true): Loaded<boolean> {
  const query = useGetTermsOfUseAcceptance({ query: { enabled } });
  return {
    state: loadOf(query, (acceptance) => acceptance.accepted),
    retry: () => void query.refetch(),
  };
}
