// §9, AMB-41: the chat timers every 20 minutes and the remote reception's price 40, quantity 1.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chatTimerIntervalMs,
  remoteReceptionEvent,
  startChatTimers,
  type AnalyticsEvent,
} from '../../../src/chat/session/analytics.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chat analytics', () => {
  it('ticks every 20 minutes with the minutes so far, and stops', () => {
    vi.useFakeTimers();
    const pushed: AnalyticsEvent[] = [];
    const stop = startChatTimers({ id: 3012, analyticsTag: 'yleislaakari' }, (event) => {
      pushed.push(event);
    });
    vi.advanceTimersByTime(chatTimerIntervalMs - 1);
    expect(pushed).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(chatTimerIntervalMs);
    expect(pushed).toEqual([
      { event: 'chat_timer', chatId: 3012, chatTag: 'yleislaakari', minutes: 20 },
      { event: 'chat_timer', chatId: 3012, chatTag: 'yleislaakari', minutes: 40 },
    ]);
    stop();
    vi.advanceTimersByTime(chatTimerIntervalMs * 3);
    expect(pushed).toHaveLength(2);
    expect(chatTimerIntervalMs).toBe(20 * 60 * 1000);
  });

  it('reports the remote reception at 40, quantity 1, whatever the chat costs', () => {
    const event = remoteReceptionEvent({ id: 3012, name: 'Yleislääkäri', analyticsTag: null });
    expect(event).toMatchObject({
      event: 'remote_reception',
      ecommerce: { value: 40, items: [{ item_id: '3012', price: 40, quantity: 1 }] },
    });
  });
});
