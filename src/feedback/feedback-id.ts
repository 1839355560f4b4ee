import type { FeedbackType } from './feedback-state.ts';

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * B-05, NS-23: the client-generated feedback id, `{type}-{Date.now()}-{8 random base36
 * characters}`, e.g. `ces-1795177925418-k3j9x2qa` (the contract's `externalId` pattern).
 */
export function feedbackId(
  type: FeedbackType,
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  const suffix = Array.from(
    { length: 8 },
    () => base36[Math.floor(random() * 36) % 36] ?? '0',
  ).join('');
  return `${type}-${String(Math.trunc(now)).padStart(13, '0')}-${suffix}`;
}
