// R-31, chat-service.md §9: the session's analytics. No analytics seam exists yet, so events go to
// the tag manager's `window.dataLayer` when the page has one (not locally) and nowhere otherwise.

export type AnalyticsEvent = Record<string, unknown> & { event: string };

/** Pushes one event to `dataLayer` when it exists; analytics never break the page. */
export function pushAnalytics(event: AnalyticsEvent, scope: object = window): void {
  try {
    const layer: unknown = Reflect.get(scope, 'dataLayer');
    if (Array.isArray(layer)) {
      layer.push(event);
    }
  } catch {
    // Analytics blocked or broken: the chat goes on.
  }
}

/** §9: the chat timers tick every 20 minutes of a session. */
export const chatTimerIntervalMs = 20 * 60 * 1000;

/** AMB-41: the remote reception's price in analytics is always 40, quantity 1. */
export const remoteReceptionAnalyticsPrice = 40;

/** Starts the chat timers: `chat_timer` with the minutes so far, every 20 minutes; returns stop. */
export function startChatTimers(
  chat: { id: number; analyticsTag: string | null },
  push: (event: AnalyticsEvent) => void = pushAnalytics,
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
