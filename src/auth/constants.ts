// The spec's numbers for sign-in and session (000 §9, REQUIREMENTS.md K-01…K-10).

const second = 1000;
const minute = 60 * second;

/** K-01: idle time-out; `ttl` = last start or refresh + this. */
export const idleTimeoutMs = 20 * minute;
/** K-01: absolute session expiry; `exp` = start + this. */
export const absoluteExpiryMs = 2 * 60 * minute;
/** K-02: an access token this close to its expiry is renewed before it is handed out. */
export const accessTokenExpiringMs = 60 * second;
/** K-03: how long a silent sign-in may take before it counts as timed out. */
export const silentRequestTimeoutSeconds = 10;
/**
 * Not a spec number: how long any other request to the sign-in provider (discovery, key set, code
 * exchange, revocation) may take before it fails as 'Network timed out' (E-09). The spec's one
 * time-out for the provider, K-03's, applies to these too.
 */
export const requestTimeoutSeconds = silentRequestTimeoutSeconds;
/** K-04: a silent sign-in that timed out is tried again after this. */
export const silentRenewRetryMs = 5 * second;
/** K-05: stored sign-in states older than this are stale. */
export const staleStateAgeSeconds = 15 * 60;
/** K-06: every tab waits this long before one of them performs the sign-out redirect. */
export const signOutDelayMs = 500;
/** S-26: extra random wait of a visible tab, up to this. */
export const signOutVisibleWaitMaxMs = 100;
/** S-26: extra random wait of a hidden tab, between these two. */
export const signOutHiddenWaitMinMs = 100;
export const signOutHiddenWaitMaxMs = 300;
/** K-07: activity renews the session when the last renewal is older than this (S-31, S-32). */
export const sessionRefreshIntervalMs = 5 * minute;
/** K-08: the session dialog's countdown ticks this often. */
export const countdownTickMs = second;
/** K-09: a session dialog shows when the session ends within this. */
export const sessionDialogMs = 2 * minute;
/** K-09: extra margin that tells a time-out (continuable) from the absolute expiry. */
export const sessionDialogMarginMs = 30 * second;
/**
 * K-10: cross-tab messages older than this are ignored (the local-storage TTL). Messages go by
 * BroadcastChannel or local storage only, so K-10's IndexedDB TTL has nothing to apply to.
 */
export const crossTabMessageTtlMs = 60 * second;
/**
 * How long a tab waits for the user another tab announced to reach its local storage (a
 * BroadcastChannel message may arrive before the storage write does), and how often it looks.
 */
export const announcedUserWaitMs = 5 * second;
export const announcedUserRetryMs = 50;
/** S-27: `max_age` of the interactive sign-in redirect (forces fresh authentication). */
export const interactiveMaxAge = 0;
/** S-27: `max_age` of a silent sign-in. */
export const silentMaxAge = 999999;

/**
 * Not a spec number: how long a tab granted a lock (`settledLocks`) gives another tab's last
 * local-storage write (a token, a sign-out claim) to arrive before it decides. Chromium delivers
 * it up to a few milliseconds after the lock (measured: about 1 grant in 4 read the old value,
 * for 1–2 ms).
 */
export const storageSettleMs = 100;

/**
 * Not a spec number: how long a fallback (local-storage) renewal lock is held at most, so a tab
 * that dies holding it does not block the others. A silent sign-in plus one retry fits in it.
 */
export const fallbackLockLeaseMs = silentRequestTimeoutSeconds * second + silentRenewRetryMs;

/**
 * Not a spec number: how long a tab that starts with nothing of a session waits for an open tab
 * to hand over the shared session (session-storage messages arrive within milliseconds; a tab
 * busy with a long task answers late, and one that never answers only delays this tab).
 */
export const sessionHandoverWaitMs = 1000;
