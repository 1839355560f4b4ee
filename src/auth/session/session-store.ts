// The session record as the web session keeps it in local storage (S-19…S-21). A module of its
// own: a visitor's tab only reads the record (session-record.ts), and its first page carries
// none of this.
import type { Clock } from './clock.ts';
import { absoluteExpiryMs, idleTimeoutMs } from '../constants.ts';
import { sessionRecordKey, signedOutAtKey, type KeyValueStorage } from '../storage-keys.ts';
import { decodeSessionRecord, type SessionRecord } from './session-record.ts';

const seconds = (ms: number) => Math.floor(ms / 1000);

/** S-19: a new session at `nowMs`. */
export function startedRecord(nowMs: number): SessionRecord {
  return { ttl: seconds(nowMs + idleTimeoutMs), exp: seconds(nowMs + absoluteExpiryMs) };
}

/** S-20: a refresh keeps `exp` and moves `ttl` to now + idle, never past `exp`. */
export function refreshedRecord(record: SessionRecord, nowMs: number): SessionRecord {
  return { ttl: Math.min(record.exp, seconds(nowMs + idleTimeoutMs)), exp: record.exp };
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
