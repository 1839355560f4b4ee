import { z } from 'zod/mini';

/** The session record (S-16): idle time-out `ttl` and absolute expiry `exp`, epoch seconds. */
export const SessionRecord = z.object({
  ttl: z.int().check(z.nonnegative()),
  exp: z.int().check(z.nonnegative()),
});
export type SessionRecord = z.infer<typeof SessionRecord>;

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
