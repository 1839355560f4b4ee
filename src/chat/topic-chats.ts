// Q-10, O-26: the chats of a topic page, grouped by UI category. Pure.
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import type { UiCategoryOutput } from '../../generated/chat-v4/model/uiCategory.zod.ts';

/** R-54, O-26: a topic route's id: a number, or the special topic `occupational`. */
export type TopicId = { kind: 'Topic'; id: number } | { kind: 'Occupational' };

export function parseTopicId(value: string | undefined): TopicId | null {
  if (value === 'occupational') {
    return { kind: 'Occupational' };
  }
  return value !== undefined && /^\d+$/.test(value) ? { kind: 'Topic', id: Number(value) } : null;
}

/** O-26: the categories that make up the occupational topic. */
export const occupationalCategories: readonly string[] = ['CUSTOMER', 'ORDERABLE'];

export function inTopic(queue: ChatQueueOutput, topic: TopicId): boolean {
  return topic.kind === 'Occupational'
    ? occupationalCategories.includes(queue.category)
    : queue.topic === topic.id;
}

export interface ChatGroup {
  /** Null for chats whose category the UI categories do not list (shown last, untitled). */
  category: UiCategoryOutput | null;
  chats: ChatQueueOutput[];
}

/**
 * The categories in their order, each with its chats in the category's order (ids without a
 * queue dropped), empty categories left out; queues no category lists come last in one group.
 */
export function groupByCategory(
  queues: readonly ChatQueueOutput[],
  categories: readonly UiCategoryOutput[],
): ChatGroup[] {
  const byId = new Map(queues.map((queue) => [queue.id, queue]));
  const listed = new Set<number>();
  const groups: ChatGroup[] = [];
  for (const category of categories) {
    const chats = category.chats.flatMap((id) => {
      const queue = byId.get(id);
      if (!queue || listed.has(id)) {
        return [];
      }
      listed.add(id);
      return [queue];
    });
    if (chats.length > 0) {
      groups.push({ category, chats });
    }
  }
  const rest = queues.filter((queue) => !listed.has(queue.id));
  if (rest.length > 0) {
    groups.push({ category: null, chats: rest });
  }
  return groups;
}
