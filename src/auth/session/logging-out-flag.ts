// The logging-out flag in local storage (S-25, S-26): when a sign-out began, and which tab
// claimed its end-session redirect. A module of its own: a visitor's tab only settles it at
// start, and its first page carries none of the sign-out's coordination.
import { z } from 'zod/mini';
import { crossTabMessageTtlMs } from '../constants.ts';
import { loggingOutKey, type KeyValueStorage } from '../storage-keys.ts';

/** The logging-out flag: when the sign-out began, and which tab claimed the redirect. */
export const LoggingOutFlag = z.object({ at: z.number(), claimedBy: z.nullable(z.string()) });
export type LoggingOutFlag = z.infer<typeof LoggingOutFlag>;

export function readLoggingOutFlag(storage: KeyValueStorage): LoggingOutFlag | null {
  try {
    const parsed = LoggingOutFlag.safeParse(JSON.parse(storage.getItem(loggingOutKey) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function raiseLoggingOutFlag(storage: KeyValueStorage, nowMs: number): void {
  storage.setItem(loggingOutKey, JSON.stringify({ at: nowMs, claimedBy: null }));
}

/**
 * At start: a claimed flag (we are back from the provider) or one older than the K-10 TTL is
 * done with and removed. An unclaimed fresh one belongs to a sign-out still under way.
 */
export function settleLoggingOutFlag(storage: KeyValueStorage, nowMs: number): void {
  const flag = readLoggingOutFlag(storage);
  if (flag && (flag.claimedBy !== null || nowMs - flag.at > crossTabMessageTtlMs)) {
    storage.removeItem(loggingOutKey);
  }
}
