import { patientScope, setPatientScope } from '../../api/index.ts';
import {
  chatCodeKey,
  contactUpdateKey,
  directCompensationEnablingKey,
  onBehalfOfKey,
  patientKey,
  registrationKey,
  returnToKey,
  subjectKey,
  type KeyValueStorage,
} from '../storage-keys.ts';

/** The tab's own entries that hold one person's patient data. */
const patientScopedKeys = [
  patientKey,
  registrationKey,
  onBehalfOfKey,
  contactUpdateKey,
  directCompensationEnablingKey,
  chatCodeKey,
  subjectKey,
];

function clearPatientScope(sessionStorage: KeyValueStorage, clearQueryCache: () => void) {
  for (const key of patientScopedKeys) {
    sessionStorage.removeItem(key);
  }
  clearQueryCache();
  setPatientScope({ subject: null, patient: 'main' });
}

/**
 * S-30: leaves no patient data behind in this tab: the stored patient, the add-principal
 * transaction, the contact-update state, a direct compensation enabling under way, the chat codes,
 * the return-to path, every cached API answer, and the current patient in memory (back to nobody's
 * `main`).
 */
export function clearPatientData(
  sessionStorage: KeyValueStorage,
  clearQueryCache: () => void,
): void {
  sessionStorage.removeItem(returnToKey);
  clearPatientScope(sessionStorage, clearQueryCache);
}

/**
 * Never the wrong person's data: called with the subject of every user the session takes on (a
 * sign-in here, one announced by another tab, a restored session), before the new user is shown.
 * When the tab holds another person's data (its cache, stored patient, add-principal and
 * contact-update state), all of it goes and the current patient is `main` again; the same
 * person keeps what they had (a reload keeps acting for the chosen principal).
 */
export function adoptSubject(
  subject: string,
  sessionStorage: KeyValueStorage,
  clearQueryCache: () => void,
): void {
  if (sessionStorage.getItem(subjectKey) !== subject) {
    // The return-to path stays: it is where this very sign-in was asked to go.
    clearPatientScope(sessionStorage, clearQueryCache);
    sessionStorage.setItem(subjectKey, subject);
    setPatientScope({ subject, patient: 'main' });
  } else if (patientScope().subject !== subject) {
    setPatientScope({ ...patientScope(), subject });
  }
}
