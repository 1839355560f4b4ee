// The app's one analytics seam, on the first page and a few lines long: the sign-in outcome, the
// router's page views and the chat's events come here; they wait in memory until the analytics
// chunk (analytics-start.ts, loaded after the first render) takes them, and from then on go
// straight to it. Whether anything leaves the browser is decided there, by consent.
import type { AuthAnalyticsEvent } from '../../auth/index.ts';
import type { AnalyticsEvent, ChatAnalyticsPush } from '../../analytics/index.ts';

export interface AnalyticsSeam {
  record: (event: AnalyticsEvent) => void;
  /** Hands the waiting events, and every later one, to the loaded analytics; returns undo. */
  connect: (record: (event: AnalyticsEvent) => void, renew?: () => void) => () => void;
  /**
   * Shows the consent platform's dialog again; asked before the analytics have loaded, once they
   * have (the cookie settings pressed on a page that has just opened).
   */
  renewConsent: () => void;
}

/** The most events kept before the analytics chunk has come. */
const waitingLimit = 100;

export function createAnalyticsSeam(): AnalyticsSeam {
  let waiting: AnalyticsEvent[] = [];
  let target: ((event: AnalyticsEvent) => void) | null = null;
  let renewTarget: (() => void) | undefined;
  let renewAsked = false;
  return {
    record(event) {
      if (target) {
        target(event);
      } else if (waiting.length < waitingLimit) {
        waiting.push(event);
      }
    },
    connect(record, renew) {
      target = record;
      renewTarget = renew;
      const queued = waiting;
      waiting = [];
      queued.forEach(record);
      if (renewAsked && renew) {
        renewAsked = false;
        renew();
      }
      return () => {
        target = null;
        renewTarget = undefined;
      };
    },
    renewConsent() {
      if (renewTarget) {
        renewTarget();
      } else {
        renewAsked = true;
      }
    },
  };
}

/** The portal's seam (the browser has one app). */
export const portalAnalytics = createAnalyticsSeam();

/** E-18: `access_denied` is a canceled sign-in, any other error a failed one. */
export const trackSignIn = (event: AuthAnalyticsEvent): void => {
  portalAnalytics.record({
    kind: 'SignIn',
    outcome: event.type === 'LoginCanceled' ? 'canceled' : 'failed',
  });
};

/** B-21: the chat's `chat_timer` and `remote_reception`. */
export const trackChat = (push: ChatAnalyticsPush): void => {
  portalAnalytics.record({ kind: 'Chat', push });
};
