// What the chat widget tells the session page (Q-43, Q-49…Q-51), as the adapter hands it on. The
// widget is third-party code: everything it posts is parsed here, and anything else is dropped.
// The message shapes are our proposal to the vendor (docs/chat-vendor.md "Host events").
import { z } from 'zod';

/** The `source` every host event carries, so the page tells them from the embed's own traffic. */
export const hostEventSource = 'ninchat-host-event';

/** The widget's reason when the site configuration cannot load. */
export const siteConfigLoadingFailed = 'SITE_CONFIG_LOADING_FAILED';

export type WidgetEvent =
  | { type: 'queued'; position: number | null }
  | { type: 'audienceStarted' }
  | { type: 'audienceResumed' }
  /** Only the specialist's messages reach the page; the patient's own are not news. */
  | { type: 'message' }
  | { type: 'closed' }
  | { type: 'failed'; reason: string }
  | { type: 'siteConfigFailed' };

const envelope = z.object({ source: z.literal(hostEventSource) });

const received = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued'), position: z.number().int().min(0).max(10_000).optional() }),
  z.object({ type: z.literal('audienceStarted') }),
  z.object({ type: z.literal('audienceResumed') }),
  z.object({ type: z.literal('message'), from: z.enum(['specialist', 'patient']) }),
  z.object({ type: z.literal('closed') }),
  z.object({ type: z.literal('failed'), reason: z.string().max(100) }),
]);

/** The event in a value the widget posted, or null for anything malformed or of no interest. */
export function parseWidgetEvent(value: unknown): WidgetEvent | null {
  const parsed = received.safeParse(value);
  if (!envelope.safeParse(value).success || !parsed.success) {
    return null;
  }
  const event = parsed.data;
  switch (event.type) {
    case 'queued':
      return { type: 'queued', position: event.position ?? null };
    case 'message':
      return event.from === 'specialist' ? { type: 'message' } : null;
    case 'failed':
      return event.reason === siteConfigLoadingFailed
        ? { type: 'siteConfigFailed' }
        : { type: 'failed', reason: event.reason };
    case 'audienceStarted':
    case 'audienceResumed':
    case 'closed':
      return { type: event.type };
  }
}
