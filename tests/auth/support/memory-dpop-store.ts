import { vi } from 'vitest';
import type { DPoPState } from 'oidc-client-ts';
import type { DpopKeyStore } from '../../../src/auth/oidc/oidc-settings.ts';

/**
 * The DPoP key store in memory (IndexedDB in the browser), for Vitest's Node environment;
 * `keys()` shows what is left behind.
 */
export function createMemoryDpopStore(): DpopKeyStore & { keys: () => string[] } {
  const items = new Map<string, DPoPState>();
  // Like IndexedDbDPoPStore, undefined when there is none (the library's type says otherwise).
  const found = (key: string) => items.get(key) as unknown as DPoPState;
  return {
    set: (key, value) => {
      items.set(key, value);
      return Promise.resolve();
    },
    get: (key) => Promise.resolve(found(key)),
    remove: (key) => {
      const value = found(key);
      items.delete(key);
      return Promise.resolve(value);
    },
    getAllKeys: () => Promise.resolve([...items.keys()]),
    keys: () => [...items.keys()],
  };
}

/**
 * oidc-client-ts makes DPoP keys and proofs with `window.crypto`; in Node the same Web Crypto
 * API is `globalThis.crypto`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubWindowCrypto(): void {
  vi.stubGlobal('window', { crypto: globalThis.crypto });
}
