import { useCurrentPatient } from './patient-context.tsx';

/**
 * The i18next context of the texts that speak of the current patient: `principal` while acting
 * for someone, so that they say "their Kela card" (the `_principal` variants), not "your". Every
 * area that speaks of the current patient's own details chooses its texts with it.
 */
export function usePatientTextContext(): { context?: 'principal' } {
  return useCurrentPatient().type === 'principal' ? { context: 'principal' } : {};
}
