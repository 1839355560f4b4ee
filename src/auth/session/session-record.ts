import { z } from 'zod';
import type { Clock } from './clock.ts';
import { absoluteExpiryMs, idleTimeoutMs } from '../constants.ts';
import { sessionRecordKey, signedOutAtKey, type KeyValueStorage } from '../storage-keys.ts';

/** The session record (S-16): idle time-out `ttl` and absolute expiry `exp`, epoch seconds. */
export const SessionRecord = z.object({
  ttl: z.number().int().nonnegative(),
  exp: z.number().int().nonnegative(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

const seconds = (ms: number) => Math.floor(ms / 1000);

/** S-19: a new session at `nowMs`. */
export function startedRecord(nowMs: number): SessionRecord {
  return { ttl: seconds(nowMs + idleTimeoutMs), exp: seconds(nowMs + absoluteExpiryMs) };
}

/** S-20: a refresh keeps `exp` and moves `ttl` to now + idle, never past `exp`. */
export function refreshedRecord(record: SessionRecord, nowMs: number): SessionRecord {
  return { ttl: Math.min(record.exp, seconds(nowMs + idleTimeoutMs)), exp: record.exp };
}

/** A record whose idle time-out and expiry are both still ahead. */
export function isLive(record: SessionRecord, nowMs: number): boolean {
  return record.ttl * 1000 > nowMs && record.exp * 1000 > nowMs;
}

/** Decodes a stored value; anything missing, unparsable or invalid is no session. */
export function decodeSessionRecord(raw: string | null): SessionRecord | null {
  if (raw === null) {
    return null;
  }
  try {
    const parsed = SessionRecord.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored session record and sign-out timestamp (local storage, shared by the tabs). */
export interface SessionStore {
  read(): SessionRecord | null;
  /** S-19: writes and returns a new record. */
  start(): SessionRecord;
  /** S-20: refreshes the stored record; null when there is none to refresh. */
  refresh(): SessionRecord | null;
  /** S-21: timeout, clear and logout all remove the record; also stamps the sign-out time. */
  remove(): void;
  signedOutAt(): number | null;
}

export function createSessionStore(storage: KeyValueStorage, clock: Clock): SessionStore {
  const write = (record: SessionRecord) => {
    storage.setItem(sessionRecordKey, JSON.stringify(record));
    return record;
  };
  const read = () => decodeSessionRecord(storage.getItem(sessionRecordKey));
  return {
    read,
    start: () => write(startedRecord(clock.now())),
    refresh: () => {
      const record = read();
      return record ? write(refreshedRecord(record, clock.now())) : null;
    },
    remove: () => {
      storage.removeItem(sessionRecordKey);
      storage.setItem(signedOutAtKey, String(clock.now()));
    },
    signedOutAt: () => {
      const value = Number(storage.getItem(signedOutAtKey));
      return Number.isFinite(value) && value > 0 ? value : null;
    },
  };
}
