import { useActingFor } from '../patient/index.ts';

/** The name of the principal the patient acts for, or null when acting for themselves. */
export function usePrincipalName(): string | null {
  const actingFor = useActingFor();
  return actingFor.kind === 'principal' && actingFor.principal
    ? `${actingFor.principal.firstName} ${actingFor.principal.lastName}`
    : null;
}
