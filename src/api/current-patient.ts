// Whose data the HTTP layer fetches: the signed-in person (the token's subject) and the patient
// they act for. The session layer sets the subject when someone signs in; the patient layer
// (src/patient) sets the patient when the user switches between themselves and a principal. Query
// keys start with both, and a call whose scope changed while it was in flight is discarded.

/** `main`, `principal:<id>`, or the transient `register-principal:<id>` of onboarding (P-20). */
export type CurrentPatientKey = 'main' | `principal:${string}` | `register-principal:${string}`;

export interface PatientScope {
  /** The signed-in person's subject (user GUID); null when nobody is signed in. */
  subject: string | null;
  patient: CurrentPatientKey;
}

let scope: PatientScope = { subject: null, patient: 'main' };
const listeners = new Set<(next: PatientScope, previous: PatientScope) => void>();

export function patientScope(): PatientScope {
  return scope;
}

export const sameScope = (a: PatientScope, b: PatientScope): boolean =>
  a.subject === b.subject && a.patient === b.patient;

/** Changes the scope and tells every listener, synchronously, before anything renders again. */
export function setPatientScope(next: PatientScope): void {
  if (sameScope(next, scope)) {
    return;
  }
  const previous = scope;
  scope = { ...next };
  for (const listener of listeners) {
    listener(scope, previous);
  }
}

/** Called on every change of the scope with the new and the previous one. */
export function subscribePatientScope(
  listener: (next: PatientScope, previous: PatientScope) => void,
): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentPatientKey(): CurrentPatientKey {
  return scope.patient;
}

export function setCurrentPatientKey(key: CurrentPatientKey): void {
  setPatientScope({ ...scope, patient: key });
}
