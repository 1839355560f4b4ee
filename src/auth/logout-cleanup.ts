import {
  contactUpdateKey,
  onBehalfOfKey,
  patientKey,
  returnToKey,
  type KeyValueStorage,
} from './storage-keys.ts';

/** The tab's own entries that hold patient data or patient navigation (S-30). */
const perTabKeys = [patientKey, onBehalfOfKey, contactUpdateKey, returnToKey];

/**
 * S-30: leaves no patient data behind in this tab: the stored patient, the add-principal
 * transaction, the contact-update state, the return-to path, and every cached API answer.
 */
export function clearPatientData(sessionStorage: KeyValueStorage, clearQueryCache: () => void) {
  for (const key of perTabKeys) {
    sessionStorage.removeItem(key);
  }
  clearQueryCache();
}
