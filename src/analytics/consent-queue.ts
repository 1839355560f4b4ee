// NS-44: nothing leaves the browser before the patient has consented to statistics. Events wait in
// memory until the decision; a refusal drops them, a consent sends them (and everything after).

export type ConsentState = 'Undecided' | 'Granted' | 'Refused';

/** The most events kept while the patient has not decided; the oldest go first. */
export const undecidedQueueLimit = 100;

export interface ConsentQueue<E> {
  record: (event: E) => void;
  /** The statistics decision, each time the consent platform tells it. */
  decide: (statistics: boolean) => void;
  state: () => ConsentState;
}

/**
 * `send` gets an event only while consent is given; `onFirstGrant` runs once, before the first
 * event is sent (it loads the trackers).
 */
export function createConsentQueue<E>(
  send: (event: E) => void,
  onFirstGrant: () => void,
): ConsentQueue<E> {
  let state: ConsentState = 'Undecided';
  let waiting: E[] = [];
  let loaded = false;
  return {
    record(event) {
      if (state === 'Granted') {
        send(event);
      } else if (state === 'Undecided') {
        waiting.push(event);
        if (waiting.length > undecidedQueueLimit) {
          waiting.shift();
        }
      }
    },
    decide(statistics) {
      if (!statistics) {
        state = 'Refused';
        waiting = [];
        return;
      }
      if (state === 'Granted') {
        return;
      }
      state = 'Granted';
      if (!loaded) {
        loaded = true;
        onFirstGrant();
      }
      const queued = waiting;
      waiting = [];
      queued.forEach(send);
    },
    state: () => state,
  };
}
