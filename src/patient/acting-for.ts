// Whom the user acts for, with the principal's details from the principals list (C-29). A module
// of its own: the list's hook and schemas stay out of a visitor's first page, which names the
// principal acted for through `useActingForName` (patient-context.tsx).
import { useListPrincipals } from '../../generated/identity/identity.ts';
import type { Principal } from '../../generated/identity/model/index.ts';
import { displayName } from './display-name.ts';
import { useCurrentPatient } from './patient-context.tsx';

/** Whom the pages show the user is acting for, with the principal's details when known. */
export type ActingFor =
  | { kind: 'self' }
  | {
      kind: 'principal';
      id: string;
      principal: Principal | undefined;
      /** The principals list is still loading (false once it answered or failed). */
      loading: boolean;
    }
  | { kind: 'registerPrincipal'; firstName: string; lastName: string };

/** The principals (C-29, always with the main token) and whom the user acts for now. */
export function useActingFor(): ActingFor {
  const selection = useCurrentPatient();
  const principals = useListPrincipals({
    query: { enabled: selection.type === 'principal', staleTime: 60_000 },
  });
  switch (selection.type) {
    case 'main':
      return { kind: 'self' };
    case 'principal':
      return {
        kind: 'principal',
        id: selection.id,
        principal: principals.data?.find((principal) => principal.id === selection.id),
        loading: principals.isPending,
      };
    case 'register-principal':
      return {
        kind: 'registerPrincipal',
        firstName: selection.firstName,
        lastName: selection.lastName,
      };
  }
}

/** The name of the principal acted for, or null when acting for oneself or until the list says. */
export function usePrincipalName(): string | null {
  const actingFor = useActingFor();
  return actingFor.kind === 'principal' && actingFor.principal
    ? displayName(actingFor.principal)
    : null;
}
