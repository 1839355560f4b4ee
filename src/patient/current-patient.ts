// The current patient (P-02, P-09, NS-19): whom the signed-in user acts for.
import { z } from 'zod/mini';
import { Principal } from '../../generated/identity/model/principal.zod.ts';
import type { CurrentPatientKey } from '../api/index.ts';

/**
 * `main`, or a principal with the id of the principals list (C-29), as the identity contract
 * accepts it (any non-empty string, not only a UUID). Persisted per tab.
 */
export const CurrentPatient = z.discriminatedUnion('type', [
  z.object({ type: z.literal('main') }),
  z.object({ type: z.literal('principal'), id: Principal.shape.id }),
]);
export type CurrentPatient = z.infer<typeof CurrentPatient>;

/**
 * The transient patient of family-member onboarding (P-20): the person chosen in the add-principal
 * flow who has no profile yet, acted for with the registration (on-behalf-of) token. Never
 * persisted or told to other tabs (P-05).
 */
export interface RegisterPrincipal {
  type: 'register-principal';
  id: string;
  firstName: string;
  lastName: string;
}

/** P-02: what the patient selection can hold. */
export type PatientSelection = CurrentPatient | RegisterPrincipal;

export const mainPatient: CurrentPatient = { type: 'main' };

/** P-09: a stored value that is missing, unparsable or invalid is the main patient. */
export function decodeStoredPatient(stored: string | null): CurrentPatient {
  if (stored === null) {
    return mainPatient;
  }
  try {
    const parsed = CurrentPatient.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : mainPatient;
  } catch {
    return mainPatient;
  }
}

export function encodePatient(patient: CurrentPatient): string {
  return JSON.stringify(patient);
}

/** The key of the HTTP layer's scope and of every query. */
export function patientKeyOf(selection: PatientSelection): CurrentPatientKey {
  switch (selection.type) {
    case 'main':
      return 'main';
    case 'principal':
      return `principal:${selection.id}`;
    case 'register-principal':
      return `register-principal:${selection.id}`;
  }
}

/** The persisted patient a key names; a register-principal key is not one (P-05). */
export function patientOfKey(key: CurrentPatientKey): CurrentPatient | null {
  if (key === 'main') {
    return mainPatient;
  }
  if (key.startsWith('principal:')) {
    const parsed = CurrentPatient.safeParse({
      type: 'principal',
      id: key.slice('principal:'.length),
    });
    return parsed.success ? parsed.data : null;
  }
  return null;
}
