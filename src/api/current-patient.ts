// The patient the HTTP layer acts for. The patient layer (src/patient) sets it when the user
// switches between acting for themselves and for a principal; the HTTP function takes the
// matching token, and query keys include it.

/** `main`, or `principal:<id>`. */
export type CurrentPatientKey = 'main' | `principal:${string}`;

let current: CurrentPatientKey = 'main';

export function currentPatientKey(): CurrentPatientKey {
  return current;
}

export function setCurrentPatientKey(key: CurrentPatientKey): void {
  current = key;
}
