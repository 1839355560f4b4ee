// Analytics behind consent (docs/analytics.md). Loaded lazily: nothing of it is on the first page.
export { startAnalytics, type Analytics } from './analytics.ts';
export {
  cookiebot,
  cookiebotEvents,
  hostConsent,
  noConsentPlatform,
  type ConsentPlatform,
  type CookiebotSettings,
} from './consent-platform.ts';
export { createConsentQueue, type ConsentState } from './consent-queue.ts';
export type { AnalyticsEvent, ChatAnalyticsPush, PatientType, RecordedEvent } from './events.ts';
export { dataLayerPush, matomoCommands, type TrackerSettings } from './trackers.ts';
