// Q-60…Q-64, K-31, AMB-17: the wait-time message of a chat queue, from its live status. Pure.
import type { ChatQueueStatusOutput } from '../../generated/chat-v4/model/chatQueueStatus.zod.ts';

export type WaitTime =
  /** */
  | { kind: 'closed' }
  /** nobody in the queue, or no wait. */
  | { kind: 'none' }
  /** no estimate; the queue's length instead. */
  | { kind: 'unknown'; length: number }
  /** at most 30 minutes, rounded up in 5-minute steps. */
  | { kind: 'lessThan'; minutes: number }
  /** */
  | { kind: 'moreThan' };

/** K-31: the threshold of "less than" and the rounding step, in seconds. */
export const waitThresholdSeconds = 1800;
export const waitStepSeconds = 300;

export type QueueWait = Pick<ChatQueueStatusOutput, 'open' | 'length' | 'estimatedWaitPeriod'>;

/**
 * The rows of the spec's table, top-down, first match wins (AMB-17): closed; length 0 or an
 * estimate of 0 → none; no estimate (null or absent) → unknown with the length; 1800 s or less →
 * less than, minutes = ceil(estimate / 300) × 5 (so 1800 s is "less than 30 min"); else more.
 */
export function waitTimeOf({ open, length, estimatedWaitPeriod }: QueueWait): WaitTime {
  if (!open) {
    return { kind: 'closed' };
  }
  if (length === 0 || estimatedWaitPeriod === 0) {
    return { kind: 'none' };
  }
  if (estimatedWaitPeriod === null || estimatedWaitPeriod === undefined) {
    return { kind: 'unknown', length };
  }
  if (estimatedWaitPeriod <= waitThresholdSeconds) {
    return {
      kind: 'lessThan',
      minutes: (Math.ceil(estimatedWaitPeriod / waitStepSeconds) * waitStepSeconds) / 60,
    };
  }
  return { kind: 'moreThan' };
}
