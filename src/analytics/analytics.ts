// The portal's analytics: the consent platform decides, the queue holds events until it has, and
// the trackers load and get them only after consent to statistics.
import type { ConsentPlatform } from './consent-platform.ts';
import { createConsentQueue, type ConsentState } from './consent-queue.ts';
import type { RecordedEvent } from './events.ts';
import { loadTrackers, type TrackerSettings } from './trackers.ts';

export interface Analytics {
  record: (event: RecordedEvent) => void;
  /** Lets the patient change the consent decision. */
  renew: () => void;
  consentState: () => ConsentState;
}

export function startAnalytics(
  consent: ConsentPlatform,
  trackers: TrackerSettings,
  win: Window = window,
  doc: Document = document,
): Analytics {
  let send: (event: RecordedEvent) => void = () => undefined;
  const queue = createConsentQueue<RecordedEvent>(
    (event) => {
      send(event);
    },
    () => {
      send = loadTrackers(trackers, win, doc);
    },
  );
  consent.start(queue.decide);
  return { record: queue.record, renew: consent.renew, consentState: queue.state };
}
