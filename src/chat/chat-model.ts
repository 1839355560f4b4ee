// the chat as the interface uses it, from a queue as received. Pure.
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import type { ChatQueueStatusOutput } from '../../generated/chat-v4/model/chatQueueStatus.zod.ts';

export type CustomerType =
  'occupationalHealthcare' | 'privateCustomer' | 'insurance' | 'municipal' | 'other';

/** the customer type of a queue's category; any value not in the table is `other`. */
export function customerTypeOf(category: string): CustomerType {
  switch (category) {
    case 'CUSTOMER':
      return 'occupationalHealthcare';
    case 'ORDERABLE':
      return 'privateCustomer';
    case 'INSURANCE':
      return 'insurance';
    case 'MUNICIPAL':
      return 'municipal';
    default:
      return 'other';
  }
}

/** Q-22 [inferred]: the patient pays for a private-customer chat (the online-payment toggle). */
export const isPaidByTheUser = (category: string): boolean =>
  customerTypeOf(category) === 'privateCustomer';

/**
 * Q-16, NS-53: the price with a euro sign in the UI language (`40,00 €`, `€40.00`); null when the
 * chat is free (no price, or 0).
 */
export function formattedPrice(price: number | null | undefined, language: string): string | null {
  if (price === null || price === undefined || price === 0) {
    return null;
  }
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(price);
}

/** the chat detail shows this many characters of a longer description. */
export const descriptionPreviewLength = 120;

/**
 * a description longer than 120 characters, shortened within its first 120 (code points, so
 * a letter is never cut in half) at the last word boundary, so no word is cut either (a single
 * word longer than that is cut at 120), without trailing space or separating punctuation, with an
 * ellipsis; null when it is short enough to show whole (then there is no show more / show less).
 */
export function shortenedDescription(description: string): string | null {
  const characters = Array.from(description);
  if (characters.length <= descriptionPreviewLength) {
    return null;
  }
  const head = characters.slice(0, descriptionPreviewLength);
  const cutInWord = !/\s/u.test(characters[descriptionPreviewLength] ?? ' ');
  const lastSpace = head.findLastIndex((character) => /\s/u.test(character));
  const kept = cutInWord && lastSpace > 0 ? head.slice(0, lastSpace) : head;
  return `${kept.join('').replace(/[\s,;:–-]+$/u, '')}…`;
}

/** The live part of a queue the status polling updates (C-05). */
export type LiveStatus = Pick<ChatQueueOutput, 'open' | 'length' | 'estimatedWaitPeriod'>;

/**
 * C-05, Q-59: the queues' live statuses after a poll: each queue takes its entry, except an entry
 * with `length` -1 (not known), which is skipped so the last known status stays; queues without
 * an entry keep theirs.
 */
export function withStatuses<Q extends LiveStatus & { id: number }>(
  queues: readonly Q[],
  statuses: readonly ChatQueueStatusOutput[],
): Q[] {
  const known = new Map(
    statuses.filter((status) => status.length !== -1).map((status) => [status.queueId, status]),
  );
  return queues.map((queue) => {
    const status = known.get(queue.id);
    return status
      ? {
          ...queue,
          open: status.open,
          length: status.length,
          estimatedWaitPeriod: status.estimatedWaitPeriod ?? null,
        }
      : queue;
  });
}
