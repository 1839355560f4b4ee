import { useCurrentPatient } from '../patient/index.ts';

/**
 * The i18next context of the texts that speak of the current patient: `principal` while acting
 * for someone, so that they say "their Kela card" (the `_principal` variants), not "your".
 */
export function usePatientTextContext(): { context?: 'principal' } {
  return useCurrentPatient().type === 'principal' ? { context: 'principal' } : {};
}
