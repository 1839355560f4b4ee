// Browser storage entries of the session layer (NS-18, NS-19). `shared` entries are in every
// tab's session storage alike (shared-session-storage.ts) and go when the browser closes;
// `session` entries belong to one tab and survive its sign-in redirect; `local` ones stay.

/** shared: the session record `{ttl, exp}` (S-16). */
export const sessionRecordKey = 'tap.session_v1';
/** shared: epoch ms of the last sign-out in any tab (S-16). */
export const signedOutAtKey = 'tap.signed_out_at';
/** shared: set while the tabs sign out together (S-25). */
export const loggingOutKey = 'tap.logging_out';
/** localStorage: `"true"` turns the fake bank identity provider off in non-production (S-02). */
export const disableFakeIdpKey = 'tap.disable_fake_idp';
/** localStorage: the cross-tab bus when BroadcastChannel is missing. */
export const crossTabStorageKey = 'tap.cross_tab';
/** localStorage: the fallback renewal and sign-out locks when Web Locks are missing. */
export const lockKeyPrefix = 'tap.lock.';
/** sessionStorage: where the callback sends the user after sign-in (S-08, AMB-43). */
export const returnToKey = 'tap.return_to';
/** sessionStorage: the current patient (NS-19). */
export const patientKey = 'tap.patient_v1';
/**
 * sessionStorage: the subject (user GUID) of the person whose data this tab holds. Ours, in the
 * NS-18 style: a sign-in of anyone else clears the tab's patient data first (see `adoptSubject`).
 */
export const subjectKey = 'tap.subject_v1';
/**
 * sessionStorage: the family member being onboarded (register-principal with its registration
 * token), so that a reload resumes the onboarding. Ours; this tab only, never broadcast.
 */
export const registrationKey = 'tap.register_principal_v1';
/** sessionStorage: the add-principal transaction (NS-19). */
export const onBehalfOfKey = 'tap.obo.v1';
/** sessionStorage: direct compensation enabling under way (NS-46; the chat service sets it). */
export const directCompensationEnablingKey = 'tap.dc.enabling';
/** sessionStorage: the codes that found code chats (src/chat/code/remembered-code.ts). */
export const chatCodeKey = 'tap.chat_code_v1';
/**
 * sessionStorage: the contact-update state (S-30). The spec names no key; this is ours, in the
 * NS-18 style, for my-information to use.
 */
export const contactUpdateKey = 'tap.contact_update_v1';

/** The part of the Web Storage API the session layer uses; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
