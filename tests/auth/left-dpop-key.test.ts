// A DPoP key pair left by a browser closed without logout is removed at a start that finds no
// session in the browser (src/auth/left-dpop-key.ts, src/auth/oidc/dpop-key.ts).
import { DPoPState, IndexedDbDPoPStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dpopDatabaseName, forgetLeftDpopKey } from '../../src/auth/left-dpop-key.ts';
import { forgetDpopKey } from '../../src/auth/oidc/dpop-key.ts';
import { createMemoryDpopStore, stubWindowCrypto } from './support/memory-dpop-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a DPoP key left on disk', () => {
  it('is looked for in the library’s own database', () => {
    expect(dpopDatabaseName).toBe(new IndexedDbDPoPStore()._dbName);
  });

  it('is removed at a start as the only tab, where the library’s database exists', async () => {
    const forget = vi.fn(() => Promise.resolve());
    await forgetLeftDpopKey({
      startedAlone: () => Promise.resolve(true),
      databases: () => Promise.resolve([{ name: 'other' }, { name: 'oidc' }]),
      forget,
    });
    expect(forget).toHaveBeenCalledOnce();
  });

  it('is removed where the browser cannot list its databases', async () => {
    const forget = vi.fn(() => Promise.resolve());
    await forgetLeftDpopKey({
      startedAlone: () => Promise.resolve(true),
      databases: undefined,
      forget,
    });
    expect(forget).toHaveBeenCalledOnce();
  });

  it('stays while another tab is open: it may hold a session or be completing a sign-in', async () => {
    const forget = vi.fn(() => Promise.resolve());
    const databases = vi.fn(() => Promise.resolve([{ name: 'oidc' }]));
    await forgetLeftDpopKey({ startedAlone: () => Promise.resolve(false), databases, forget });
    expect(forget).not.toHaveBeenCalled();
  });

  it('loads nothing for a visitor who never signed in on this browser', async () => {
    const forget = vi.fn(() => Promise.resolve());
    await forgetLeftDpopKey({
      startedAlone: () => Promise.resolve(true),
      databases: () => Promise.resolve([{ name: 'other' }]),
      forget,
    });
    expect(forget).not.toHaveBeenCalled();
  });

  it('is the client’s key pair in the library’s store, removed through its API', async () => {
    stubWindowCrypto();
    const store = createMemoryDpopStore();
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
      'verify',
    ]);
    await store.set('asiointi-web', new DPoPState(keys));
    await store.set('another-client', new DPoPState(keys));
    await expect(forgetDpopKey('asiointi-web', store)).resolves.toBe(true);
    expect(store.keys()).toEqual(['another-client']);
    await expect(forgetDpopKey('asiointi-web', store)).resolves.toBe(false);
  });
});
