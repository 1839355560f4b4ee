import {
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { displayName } from './display-name.ts';
import type { CurrentPatient, PatientSelection } from './current-patient.ts';
import type { PatientStore } from './patient-store.ts';
import type { PrincipalTokens } from './principal-tokens.ts';

/** The outcome of choosing whom to act for. */
export type SelectOutcome =
  | { kind: 'Selected' }
  /** P-18, E-28: the principal's registry record is too old. */
  | { kind: 'TooOld' }
  | { kind: 'Failed' };

/** Why the principal-selection modal opened: the header button, or before a chat (P-14). */
export interface SelectionRequest {
  /** An add-principal failure to show in the modal (E-25…E-29). */
  errorKey?: 'interupted' | 'connectionError' | 'overAgeLimit';
  /** What follows a choice that took effect (a chat goes on to its start for that person). */
  onSelected?: (patient: CurrentPatient) => void;
  /**
   * Nothing preselected: the choice decides whom something new is for (a chat, P-14), so one
   * press of the confirm button must not pick whoever happens to be current (P-12).
   */
  chooseAfresh?: boolean;
}

export interface PatientContextValue {
  store: PatientStore;
  tokens: PrincipalTokens;
  /** The main user's access token (the session layer's), null when logged out. */
  mainToken: () => Promise<string | null>;
  /** NS-07: the help line the modal offers (P-15). */
  customerServicePhone: { display: string; tel: string };
  /** Starts the add-principal flow (P-21, P-22): leaves the page on success. */
  startAddPrincipal: () => Promise<void>;
}

/** The principal acted for, by id, with the name the principals list (C-29) gives. */
export interface PrincipalName {
  id: string;
  name: string;
}

interface PatientUi extends PatientContextValue {
  /** Published by the session's patient parts, which read the principals list. */
  principalName: PrincipalName | null;
  publishPrincipalName: (name: PrincipalName | null) => void;
  request: SelectionRequest | null;
  openSelection: (request?: SelectionRequest) => void;
  closeSelection: () => void;
  /** The person just chosen, for the confirmation dialog (P-13). */
  confirmation: { first: string; last: string } | null;
  confirm: (person: { first: string; last: string } | null) => void;
}

const PatientContext = createContext<PatientUi | null>(null);

export function usePatientContext(): PatientUi {
  const value = use(PatientContext);
  if (!value) {
    throw new Error('Patient components must be inside a PatientProvider.');
  }
  return value;
}

export function PatientContextProvider({
  value,
  children,
}: {
  value: PatientContextValue;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<SelectionRequest | null>(null);
  const [confirmation, confirm] = useState<{ first: string; last: string } | null>(null);
  const [principalName, publishPrincipalName] = useState<PrincipalName | null>(null);
  const ui = useMemo<PatientUi>(
    () => ({
      ...value,
      principalName,
      publishPrincipalName,
      request,
      openSelection: (next = {}) => {
        setRequest(next);
      },
      closeSelection: () => {
        setRequest(null);
      },
      confirmation,
      confirm,
    }),
    [value, request, confirmation, principalName],
  );
  return <PatientContext value={ui}>{children}</PatientContext>;
}

/** Whom the user acts for now (P-02); re-renders on every change, also from another tab. */
export function useCurrentPatient(): PatientSelection {
  const { store } = usePatientContext();
  return useSyncExternalStore(store.subscribe, store.selection, store.selection);
}

/**
 * Chooses whom to act for: a principal's token is exchanged first (P-16, P-18), and a principal
 * whose exchange fails is not switched to (E-24 `failedToSelectPrincipal`).
 */
export function useSelectPatient(): (patient: CurrentPatient) => Promise<SelectOutcome> {
  const { store, tokens, mainToken } = usePatientContext();
  return useCallback(
    async (patient) => {
      if (patient.type === 'main') {
        store.select(patient);
        return { kind: 'Selected' };
      }
      const token = await mainToken();
      if (token === null) {
        return { kind: 'Failed' };
      }
      const readiness = await tokens.prepare(patient.id, token);
      if (readiness.kind !== 'Ready') {
        // A failed exchange refuses the switch: nothing changes, the user stays who they were.
        return { kind: readiness.kind };
      }
      store.select(patient);
      return { kind: 'Selected' };
    },
    [store, tokens, mainToken],
  );
}

/**
 * Whom the acting-for banner names, without the principals list: a principal's name comes from
 * the session's patient parts (`PatientSessionParts`), which read the list, so that a visitor's
 * first page carries neither the list's hook nor its schemas. The name is null until
 * the list has named the principal acted for now.
 */
export function useActingForName(): {
  kind: 'self' | 'principal' | 'registerPrincipal';
  name: string | null;
} {
  const selection = useCurrentPatient();
  const { principalName } = usePatientContext();
  switch (selection.type) {
    case 'main':
      return { kind: 'self', name: null };
    case 'principal':
      return {
        kind: 'principal',
        name: principalName?.id === selection.id ? principalName.name : null,
      };
    case 'register-principal':
      return {
        kind: 'registerPrincipal',
        name: displayName(selection),
      };
  }
}

/** Opens the principal-selection modal (the header button, `selectChildFor`, add-principal). */
export function usePrincipalSelection() {
  const { openSelection, store } = usePatientContext();
  return { open: openSelection, canChange: !store.fixed };
}
