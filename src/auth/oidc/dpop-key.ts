// The DPoP key pair that binds a session's refresh token, in oidc-client-ts's store. The library
// removes it with the user at every end of a session; this removes one a browser closed without
// an end of session left on disk. Imported dynamically: it loads the library.
import { IndexedDbDPoPStore } from 'oidc-client-ts';
import type { DpopKeyStore } from './oidc-settings.ts';

/** Removes the client's key pair from the store (the library's IndexedDB one unless given). */
export async function forgetDpopKey(
  clientId: string,
  store: DpopKeyStore = new IndexedDbDPoPStore(),
): Promise<boolean> {
  if (!(await store.getAllKeys()).includes(clientId)) {
    return false;
  }
  await store.remove(clientId);
  return true;
}
