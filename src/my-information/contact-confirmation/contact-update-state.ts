// S-30: the contact-update state of this tab (sessionStorage; the session layer names the key and
// clears it on logout and when another person signs in). It says whether the patient was already
// asked to confirm their contact information in this tab, so the request does not nag.
import { z } from 'zod/mini';

export type ContactUpdateStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Built when first read, once a patient is signed in (`z.lazy`), not on every page's start. */
const StoredState = z.lazy(() => z.object({ asked: z.boolean() }));

export interface ContactUpdateState {
  /** Whether the patient has answered the request in this tab (checked or put it off). */
  asked: () => boolean;
  markAsked: () => void;
}

/**
 * The state kept under `key` in the storage `storage` gives (it may throw where the browser
 * blocks storage); an unreadable value counts as not asked (P-09).
 */
export function contactUpdateState(
  storage: () => ContactUpdateStorage,
  key: string,
): ContactUpdateState {
  return {
    asked: () => {
      try {
        const parsed = StoredState.safeParse(JSON.parse(storage().getItem(key) ?? 'null'));
        return parsed.success && parsed.data.asked;
      } catch {
        return false;
      }
    },
    markAsked: () => {
      try {
        storage().setItem(key, JSON.stringify({ asked: true }));
      } catch {
        // Storage blocked: the request may then come again on the next page load.
      }
    },
  };
}
