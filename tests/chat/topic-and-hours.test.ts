// O-26, E-41, E-42: the topic page's grouping, the topic id, the opening hours
// text and what a failed chat load shows.
import { describe, expect, it } from 'vitest';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import type { BackendError } from '../../src/api/index.ts';
import {
  ForbiddenError,
  InternalError,
  LoggedOutError,
  NetworkError,
  NotAuthorizedError,
  NotFoundError,
} from '../../src/api/index.ts';
import { chatLoadFailureOf } from '../../src/chat/chat-load-failure.ts';
import { displayTime, openingHoursLines, type Weekday } from '../../src/chat/opening-hours.ts';
import { groupByCategory, inTopic, parseTopicId } from '../../src/chat/topic-chats.ts';

const queue = (id: number, category: string, topic = 10) =>
  ({ id, category, topic }) as unknown as ChatQueueOutput;
const category = (id: string, chats: number[]) => ({
  id,
  name: id,
  description: '',
  publicDescription: '',
  chats,
});

describe('the topic id of the route (R-54, O-26)', () => {
  it('is a number, or the special topic occupational', () => {
    expect(parseTopicId('12')).toEqual({ kind: 'Topic', id: 12 });
    expect(parseTopicId('occupational')).toEqual({ kind: 'Occupational' });
    expect(parseTopicId('12a')).toBeNull();
    expect(parseTopicId(undefined)).toBeNull();
  });

  it('puts the CUSTOMER and ORDERABLE queues in the occupational topic', () => {
    const occupational = { kind: 'Occupational' } as const;
    expect(inTopic(queue(1, 'CUSTOMER', 3), occupational)).toBe(true);
    expect(inTopic(queue(2, 'ORDERABLE', 10), occupational)).toBe(true);
    expect(inTopic(queue(3, 'MUNICIPAL', 10), occupational)).toBe(false);
    expect(inTopic(queue(2, 'ORDERABLE', 10), { kind: 'Topic', id: 10 })).toBe(true);
    expect(inTopic(queue(2, 'ORDERABLE', 10), { kind: 'Topic', id: 12 })).toBe(false);
  });
});

describe('grouping by UI category (Q-10, C-02)', () => {
  it('follows the categories’ order and their chat order, without empty categories', () => {
    const queues = [queue(1, 'ORDERABLE'), queue(2, 'MUNICIPAL'), queue(3, 'ORDERABLE')];
    const groups = groupByCategory(queues, [
      category('MUNICIPAL', [2]),
      category('INSURANCE', [99]),
      category('ORDERABLE', [3, 1]),
    ]);
    expect(groups.map((g) => [g.category?.id, g.chats.map((c) => c.id)])).toEqual([
      ['MUNICIPAL', [2]],
      ['ORDERABLE', [3, 1]],
    ]);
  });

  it('shows a queue no category lists last, and each queue only once', () => {
    const groups = groupByCategory(
      [queue(1, 'ORDERABLE'), queue(2, 'OTHER')],
      [category('ORDERABLE', [1]), category('DUPLICATE', [1])],
    );
    expect(groups.map((g) => [g.category?.id ?? null, g.chats.map((c) => c.id)])).toEqual([
      ['ORDERABLE', [1]],
      [null, [2]],
    ]);
  });
});

describe('opening hours (Q-15, K-38)', () => {
  it('writes times as H:mm', () => {
    expect(displayTime('08:00')).toBe('8:00');
    expect(displayTime('18:30')).toBe('18:30');
    expect(displayTime('24:00')).toBe('24:00');
  });

  it('joins consecutive days with the same periods, Monday first, closed days left out', () => {
    const day = (dayOfWeek: Weekday, opens: string, closes: string) => ({
      dayOfWeek,
      opens,
      closes,
    });
    expect(
      openingHoursLines([
        day('SATURDAY', '10:00', '14:00'),
        day('MONDAY', '08:00', '18:00'),
        day('TUESDAY', '08:00', '18:00'),
        day('WEDNESDAY', '13:00', '16:00'),
        day('WEDNESDAY', '08:00', '12:00'),
        day('THURSDAY', '08:00', '18:00'),
        day('FRIDAY', '08:00', '18:00'),
      ]),
    ).toEqual([
      { firstDay: 'MONDAY', lastDay: 'TUESDAY', periods: '8:00–18:00' },
      { firstDay: 'WEDNESDAY', lastDay: 'WEDNESDAY', periods: '8:00–12:00, 13:00–16:00' },
      { firstDay: 'THURSDAY', lastDay: 'FRIDAY', periods: '8:00–18:00' },
      { firstDay: 'SATURDAY', lastDay: 'SATURDAY', periods: '10:00–14:00' },
    ]);
  });

  it('does not join days across a closed day', () => {
    expect(
      openingHoursLines([
        { dayOfWeek: 'MONDAY', opens: '08:00', closes: '16:00' },
        { dayOfWeek: 'WEDNESDAY', opens: '08:00', closes: '16:00' },
      ]),
    ).toEqual([
      { firstDay: 'MONDAY', lastDay: 'MONDAY', periods: '8:00–16:00' },
      { firstDay: 'WEDNESDAY', lastDay: 'WEDNESDAY', periods: '8:00–16:00' },
    ]);
  });
});

describe('a chat that cannot be loaded (E-41, E-42, E-49)', () => {
  const failed = (Class: typeof BackendError, status: number) =>
    new Class('https://api.test/chat-v4/chat-queues/1', status, Class.name, [], undefined);

  it('is not found on 404', () => {
    expect(chatLoadFailureOf(failed(NotFoundError, 404))).toEqual({ kind: 'NotFound' });
  });

  it('is no access on 401 and 403, and when the session has ended', () => {
    expect(chatLoadFailureOf(failed(NotAuthorizedError, 401))).toEqual({ kind: 'NoAccess' });
    expect(chatLoadFailureOf(failed(ForbiddenError, 403))).toEqual({ kind: 'NoAccess' });
    expect(chatLoadFailureOf(new LoggedOutError('https://api.test'))).toEqual({
      kind: 'NoAccess',
    });
  });

  it('is a failure with retry otherwise', () => {
    expect(chatLoadFailureOf(failed(InternalError, 500))).toEqual({ kind: 'Failed' });
    expect(
      chatLoadFailureOf(new NetworkError('https://api.test', { cause: new Error('down') })),
    ).toEqual({
      kind: 'Failed',
    });
  });
});
