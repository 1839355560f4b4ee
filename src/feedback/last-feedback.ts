// B-13: after a chat ends, a customer-effort (ces) dialog follows the "session ended" modal when
// more than 60 days have passed since the last feedback. The last feedback's time is kept in local
// storage under `tap.feedback.last_at` as epoch milliseconds (NS-18's proposal; the spec does not
// name the key), per signed-in person (`personFeedbackStorage`, docs/feedback.md). It is written
// when the ces dialog is shown, answered or dismissed (AMB-31), and after any successful send.

export const lastFeedbackKey = 'tap.feedback.last_at';

const sixtyDaysMs = 60 * 24 * 60 * 60 * 1000;

export type FeedbackStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** B-13: whether to ask for customer effort now: never asked, or more than 60 days ago. */
export function customerEffortDue(lastFeedbackAt: number | undefined, now: number): boolean {
  return lastFeedbackAt === undefined || now - lastFeedbackAt > sixtyDaysMs;
}

/** The stored time of the last feedback; a missing, unreadable or future value counts as none. */
export function readLastFeedbackAt(storage: FeedbackStorage, now: number): number | undefined {
  try {
    const stored = storage.getItem(lastFeedbackKey) ?? '';
    const value = /^\d{1,15}$/.test(stored) ? Number(stored) : Number.NaN;
    return Number.isFinite(value) && value <= now ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers that feedback was given or the ces question asked at `now`. */
export function recordFeedback(storage: FeedbackStorage, now: number): void {
  try {
    storage.setItem(lastFeedbackKey, String(now));
  } catch {
    // Storage blocked: the customer-effort question may come again sooner.
  }
}

/** B-13 in one call: ask after this chat? */
export function shouldAskCustomerEffort(storage: FeedbackStorage, now: number): boolean {
  return customerEffortDue(readLastFeedbackAt(storage, now), now);
}

/**
 * A person's own feedback entries: every key gets the person's key appended, so that nothing of
 * one patient's feedback (the visitor id, the last time) is another's on a shared browser. A
 * visitor (no person) has the browser's entries.
 */
export function personFeedbackStorage(
  storage: FeedbackStorage,
  person: string | undefined,
): FeedbackStorage {
  if (person === undefined) {
    return storage;
  }
  return {
    getItem: (key) => storage.getItem(`${key}.${person}`),
    setItem: (key, value) => {
      storage.setItem(`${key}.${person}`, value);
    },
  };
}

/**
 * The key of a signed-in person's feedback entries: the first 128 bits of SHA-256 over the
 * subject, in hex, so that the browser's storage does not name the person.
 */
export async function feedbackPersonKey(subject: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`asiointi-feedback:${subject}`),
  );
  return Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
