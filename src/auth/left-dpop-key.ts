// A browser closed without logout leaves the session's DPoP key pair in IndexedDB (its tokens
// went with the session storage). A start that finds no session in this browser forgets it, so a
// reopened browser signs in with a new key and nothing of the last session stays on disk.

/** oidc-client-ts's database of DPoP keys (`IndexedDbDPoPStore`), looked for before it loads. */
export const dpopDatabaseName = 'oidc';

export interface LeftDpopKeyDeps {
  /** Whether this tab started as the portal's only open tab (`SharedStorage.startedAlone`). */
  startedAlone: () => Promise<boolean>;
  /** `indexedDB.databases()`, undefined where the browser has none. */
  databases: (() => Promise<{ name?: string | undefined }[]>) | undefined;
  /** Loads the library and removes the client's key pair (`forgetDpopKey`). */
  forget: () => Promise<unknown>;
}

/**
 * Called at a start with no session stored in this tab. Only when no other tab of the portal is
 * open: another tab may hold a session, or be completing a sign-in, whose key this is. The
 * library loads only where its database exists (or where the browser cannot list databases), so
 * a visitor who never signed in here loads nothing.
 */
export async function forgetLeftDpopKey(deps: LeftDpopKeyDeps): Promise<void> {
  if (!(await deps.startedAlone())) {
    return;
  }
  const databases = await deps.databases?.();
  if (databases && !databases.some((database) => database.name === dpopDatabaseName)) {
    return;
  }
  await deps.forget();
}
