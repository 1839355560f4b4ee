// The current patient of this tab (P-02…P-09, AMB-05): kept in the HTTP layer's scope (so every
// call and query key follows it), persisted per tab under `tap.patient_v1`, told to the other
// tabs of the same signed-in person, and reflected in the principal cookie flag.
import { z } from 'zod/mini';
import {
  patientScope,
  setCurrentPatientKey,
  subscribePatientScope,
  type PatientScope,
} from '../api/index.ts';
import { patientKey, registrationKey } from '../auth/index.ts';
import {
  CurrentPatient,
  decodeStoredPatient,
  encodePatient,
  mainPatient,
  patientKeyOf,
  patientOfKey,
  type PatientSelection,
  type RegisterPrincipal,
} from './current-patient.ts';
import { principalCookie } from './principal-cookie.ts';

export const patientChannelName = 'asiointi-patient';

/** Built when the first message arrives (`z.lazy`), not while the page starts. */
const PatientMessage = z.lazy(() =>
  z.discriminatedUnion('type', [
    /** A tab chose a patient; tabs of the same person follow (P-06). */
    z.object({ type: z.literal('PatientChanged'), subject: z.string(), patient: CurrentPatient }),
    /** A new tab asks the open ones whom they act for (AMB-05). */
    z.object({ type: z.literal('PatientAsked') }),
  ]),
);
type PatientMessage = z.infer<typeof PatientMessage>;

/** The part of BroadcastChannel the store uses. */
export interface PatientChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface PatientStoreDeps {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Sets one cookie (`document.cookie = value`). */
  setCookie: (cookie: string) => void;
  hostname: string;
  /** Opens the cross-tab channel; undefined where the browser has none. */
  openChannel: ((name: string) => PatientChannel) | undefined;
  /** Embedded mode: the host named the patient and it cannot be changed (P-08). */
  fixed: boolean;
}

export interface Registration extends RegisterPrincipal {
  /** The on-behalf-of token of the add-principal flow: the registration token (P-20). */
  token: string;
  /** Epoch ms when the token expires (its `expires_in`); a reload resumes only before it. */
  expiresAt?: number;
}

export interface PatientStore {
  selection: () => PatientSelection;
  subscribe: (listener: () => void) => () => void;
  /**
   * Acts for the main user or a principal, here and in the person's other tabs: the scope, the
   * selection, storage, the cookie flag and the other tabs change together. Throws, changing
   * nothing, for a patient the stored form would not hold.
   */
  select: (patient: CurrentPatient) => void;
  /**
   * Onboarding of a principal without a profile (P-25): this tab only, never told to the others
   * (P-05); kept in this tab's storage until it ends, so that a reload resumes the onboarding.
   */
  beginRegistration: (registration: Registration) => void;
  /** The registration token while `register-principal` with this id is current. */
  registrationToken: (id: string) => string | null;
  readonly fixed: boolean;
  dispose: () => void;
}

/** A stored registration, resumed after a reload while its token has not expired. */
const StoredRegistration = z.object({
  type: z.literal('register-principal'),
  id: z.string().check(z.minLength(1)),
  firstName: z.string(),
  lastName: z.string(),
  token: z.string().check(z.minLength(1)),
  expiresAt: z.number(),
});

function readRegistration(deps: PatientStoreDeps): Registration | null {
  try {
    const parsed = StoredRegistration.safeParse(
      JSON.parse(deps.sessionStorage.getItem(registrationKey) ?? 'null'),
    );
    if (!parsed.success) {
      return null;
    }
    return parsed.data.expiresAt > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

export function createPatientStore(deps: PatientStoreDeps): PatientStore {
  let registration: Registration | null = null;
  /** The answer another tab gave before this tab knew who is signed in. */
  let offered: { subject: string; patient: CurrentPatient } | null = null;
  let chosenHere = false;
  const listeners = new Set<() => void>();
  const channel = deps.fixed ? undefined : deps.openChannel?.(patientChannelName);

  const post = (message: PatientMessage) => {
    channel?.postMessage(message);
  };

  const compute = (): PatientSelection => {
    const key = patientScope().patient;
    if (registration && key === patientKeyOf(registration)) {
      const { token: _token, expiresAt: _expiresAt, ...patient } = registration;
      return patient;
    }
    return patientOfKey(key) ?? mainPatient;
  };
  /** One object per change, as `useSyncExternalStore` needs. */
  let current = compute();
  const selection = () => current;

  const adoptOffer = (scope: PatientScope) => {
    if (offered && !chosenHere && offered.subject === scope.subject) {
      const { patient } = offered;
      offered = null;
      setCurrentPatientKey(patientKeyOf(patient));
    }
  };

  const forgetRegistration = () => {
    registration = null;
    deps.sessionStorage.removeItem(registrationKey);
  };

  /**
   * After a reload: the registration this tab stored, once the session names its person. A
   * sign-in of anyone else has cleared the storage first (`adoptSubject`), so only theirs is found.
   */
  const resumeRegistration = () => {
    if (deps.fixed || registration !== null || patientScope().subject === null) {
      return;
    }
    const stored = readRegistration(deps);
    if (stored) {
      registration = stored;
      setCurrentPatientKey(patientKeyOf(stored));
    }
  };

  const onScope = (next: PatientScope, previous: PatientScope) => {
    if (
      registration &&
      (next.subject !== previous.subject || !next.patient.startsWith('register-principal:'))
    ) {
      forgetRegistration();
    }
    if (next.subject === null && previous.subject !== null) {
      // Signed out: whatever was being onboarded is gone with the session.
      forgetRegistration();
    }
    if (next.subject === null) {
      chosenHere = false;
    }
    const persisted = patientOfKey(next.patient);
    if (!deps.fixed && next.subject !== null && persisted) {
      deps.sessionStorage.setItem(patientKey, encodePatient(persisted));
    }
    deps.setCookie(principalCookie(next.patient !== 'main', deps.hostname));
    adoptOffer(next);
    if (previous.subject === null && next.subject !== null) {
      resumeRegistration();
    }
    current = compute();
    for (const listener of listeners) {
      listener();
    }
  };
  const unsubscribeScope = subscribePatientScope(onScope);

  channel?.addEventListener('message', (event: MessageEvent) => {
    const parsed = PatientMessage.safeParse(event.data);
    if (!parsed.success) {
      return;
    }
    const message = parsed.data;
    const { subject } = patientScope();
    if (message.type === 'PatientAsked') {
      const current = patientOfKey(patientScope().patient);
      if (subject !== null && current) {
        post({ type: 'PatientChanged', subject, patient: current });
      }
      return;
    }
    if (subject === null) {
      offered = { subject: message.subject, patient: message.patient };
    } else if (message.subject === subject) {
      chosenHere = true;
      setCurrentPatientKey(patientKeyOf(message.patient));
    }
  });

  if (!deps.fixed) {
    const stored = deps.sessionStorage.getItem(patientKey);
    if (stored === null) {
      post({ type: 'PatientAsked' });
    } else {
      chosenHere = true;
      setCurrentPatientKey(patientKeyOf(decodeStoredPatient(stored)));
    }
    resumeRegistration();
  }

  return {
    selection,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    select(chosen) {
      if (deps.fixed) {
        return;
      }
      // The scope holds only a patient that storage and the other tabs decode back to itself.
      const parsed = CurrentPatient.safeParse(chosen);
      if (!parsed.success) {
        throw new TypeError('Not a patient to act for');
      }
      const patient = parsed.data;
      chosenHere = true;
      forgetRegistration();
      setCurrentPatientKey(patientKeyOf(patient));
      const { subject } = patientScope();
      if (subject !== null) {
        post({ type: 'PatientChanged', subject, patient });
      }
    },
    beginRegistration(next) {
      if (deps.fixed) {
        return;
      }
      registration = next;
      deps.sessionStorage.setItem(registrationKey, JSON.stringify(next));
      setCurrentPatientKey(patientKeyOf(next));
    },
    registrationToken(id) {
      return registration?.id === id && selection().type === 'register-principal'
        ? registration.token
        : null;
    },
    fixed: deps.fixed,
    dispose() {
      unsubscribeScope();
      channel?.close();
      listeners.clear();
    },
  };
}
