// B-13: after a chat ends, a customer-effort (ces) dialog follows the "session ended" modal when
// more than 60 days have passed since the last feedback. The last feedback's time is kept in local
// storage under `tap.feedback.last_at` as epoch milliseconds, per browser: NS-18's proposal (the
// spec does not name the key). It is written when the ces dialog is shown, answered or dismissed
// (AMB-31), and after any successful send.

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
