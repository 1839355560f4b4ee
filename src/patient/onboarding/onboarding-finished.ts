// P-36, C-34, NS-21: after the last step, the `OnboardingFinished` app event is sent and the
// flow waits for it, at most 2 s (K-15). Its failure is only a warning (E-06).
import type { paths } from '../../../generated/app-events/paths.ts';
import { createApiClient, operationTables } from '../../api/index.ts';
import { ONBOARDING_FINISHED_WAIT_MS } from './constants.ts';
import { reportError } from '../../ui/index.ts';

/** The timers the wait needs; the browser's by default, a fake one in tests. */
export interface FinishClock {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: FinishClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]);
  },
};

/**
 * Records `OnboardingFinished` (C-34: `applicationId` `tapWeb`, `keepalive` so a navigation that
 * follows does not cancel it) with the current patient's token. Rejects on failure.
 */
export async function sendOnboardingFinishedEvent(): Promise<void> {
  const client = createApiClient<paths>('app-events', operationTables['app-events']);
  await client.POST('/events', {
    body: { applicationId: 'tapWeb', eventType: 'OnboardingFinished' },
    keepalive: true,
  });
}

export interface TrackFinishedDeps {
  send?: () => Promise<void>;
  clock?: FinishClock;
  warn?: (message: string, cause: unknown) => void;
  waitMs?: number;
}

/** How the wait ended: the event was recorded, it failed (warned), or 2 s passed first. */
export type FinishTracking = 'Sent' | 'Failed' | 'TimedOut';

/**
 * Sends the event and resolves when it is recorded or has failed, or after `waitMs` (2 s),
 * whichever comes first. Never rejects: the patient goes on whatever happens to the event.
 */
export function trackOnboardingFinished({
  send = sendOnboardingFinishedEvent,
  clock = browserClock,
  warn = (message, cause) => {
    reportError(message, cause, 'warning');
  },
  waitMs = ONBOARDING_FINISHED_WAIT_MS,
}: TrackFinishedDeps = {}): Promise<FinishTracking> {
  return new Promise((resolve) => {
    const timer = clock.setTimeout(() => {
      resolve('TimedOut');
    }, waitMs);
    // Through a promise, so a sender that throws at once counts as a failure too.
    Promise.resolve()
      .then(send)
      .then(
        () => {
          clock.clearTimeout(timer);
          resolve('Sent');
        },
        (error: unknown) => {
          warn('[onboarding] The OnboardingFinished app event failed (E-06).', error);
          clock.clearTimeout(timer);
          resolve('Failed');
        },
      );
  });
}
