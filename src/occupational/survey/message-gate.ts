// O-16, NS-41: which message events count as the survey's, and their one-at-a-time queue. Pure.

/** The survey frame as the host knows it: its window (once loaded) and its origin. */
export interface SurveyPeer {
  window: () => MessageEventSource | null;
  origin: string;
}

/** Only the frame's own window, from the survey's origin; any other sender is ignored. */
export function isFromSurvey(
  event: Pick<MessageEvent, 'source' | 'origin'>,
  peer: SurveyPeer,
): boolean {
  const frame = peer.window();
  return frame !== null && event.source === frame && event.origin === peer.origin;
}

/** `Done` ends the queue: what is still queued, or arrives later, is dropped. */
export type Handled = 'Continue' | 'Done';

export interface MessageQueue<M> {
  push: (message: M) => void;
  /** Drops what is queued and anything later (the page is leaving). */
  stop: () => void;
}

/**
 * O-16: messages are handled one by one, in the order they arrived; a handler that awaits holds
 * the next message back until it is done. A handler that throws is reported and the queue goes on.
 */
export function createMessageQueue<M>(
  handle: (message: M) => Handled | Promise<Handled>,
  report: (error: unknown) => void,
): MessageQueue<M> {
  const waiting: M[] = [];
  let running = false;
  let stopped = false;

  const drain = async () => {
    running = true;
    for (let next = waiting.shift(); next !== undefined && !stopped; next = waiting.shift()) {
      try {
        if ((await handle(next)) === 'Done') {
          stopped = true;
        }
      } catch (error) {
        report(error);
      }
    }
    waiting.length = 0;
    running = false;
  };

  return {
    push: (message) => {
      if (stopped) {
        return;
      }
      waiting.push(message);
      if (!running) {
        void drain();
      }
    },
    stop: () => {
      stopped = true;
      waiting.length = 0;
    },
  };
}
