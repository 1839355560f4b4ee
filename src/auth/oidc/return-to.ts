import { safeRedirectPath } from '../safe-redirect.ts';
import { returnToKey, type KeyValueStorage } from '../storage-keys.ts';

/**
 * AMB-43: when the login starts, the login route's `returnTo` is copied into session storage
 * (only a safe same-origin path; anything else becomes `/`). Without one, nothing is kept.
 */
export function rememberReturnTo(
  storage: KeyValueStorage,
  returnTo: string | undefined,
  origin: string,
): void {
  if (returnTo === undefined) {
    storage.removeItem(returnToKey);
  } else {
    storage.setItem(returnToKey, safeRedirectPath(returnTo, origin));
  }
}

/** S-05: where the callback sends the user: the stored path, checked again, else `/`. */
export function takeReturnTo(storage: KeyValueStorage, origin: string): string {
  const stored = storage.getItem(returnToKey);
  storage.removeItem(returnToKey);
  return safeRedirectPath(stored, origin);
}
