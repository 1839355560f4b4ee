// chat-service.md §9: the session's analytics events. The app's analytics (ChatSettings
// `analytics`) take them; they reach the tag manager and Matomo only after consent.

export type AnalyticsEvent = Record<string, unknown> & { event: string };

/** §9: the chat timers tick every 20 minutes of a session. */
export const chatTimerIntervalMs = 20 * 60 * 1000;

/** AMB-41: the remote reception's price in analytics is always 40, quantity 1. */
export const remoteReceptionAnalyticsPrice = 40;

/** Starts the chat timers: `chat_timer` with the minutes so far, every 20 minutes; returns stop. */
export function startChatTimers(
  chat: { id: number; analyticsTag: string | null },
  push: (event: AnalyticsEvent) => void,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  let ticks = 0;
  const id = timers.setInterval(() => {
    ticks += 1;
    push({
      event: 'chat_timer',
      chatId: chat.id,
      chatTag: chat.analyticsTag,
      minutes: (ticks * chatTimerIntervalMs) / 60_000,
    });
  }, chatTimerIntervalMs);
  return () => {
    timers.clearInterval(id);
  };
}

/** Proposal: the remote reception is reported once, when the specialist has joined. */
export function remoteReceptionEvent(chat: {
  id: number;
  name: string;
  analyticsTag: string | null;
}): AnalyticsEvent {
  return {
    event: 'remote_reception',
    ecommerce: {
      currency: 'EUR',
      value: remoteReceptionAnalyticsPrice,
      items: [
        {
          item_id: chat.analyticsTag ?? String(chat.id),
          item_name: chat.name,
          price: remoteReceptionAnalyticsPrice,
          quantity: 1,
        },
      ],
    },
  };
}
