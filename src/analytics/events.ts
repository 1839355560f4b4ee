// What the portal records for analytics (B-18, B-19, B-21, E-18). Nothing here names a person:
// a service key, a route template, a fixed outcome code, the chat queue's id, tag and name.

/** B-18: whom the signed-in user acts for; a visitor counts as `main` (nobody is acted for). */
export type PatientType = 'main' | 'principal';

/** A chat analytics push as the chat service builds it (`chat_timer`, `remote_reception`). */
export type ChatAnalyticsPush = Record<string, unknown> & { event: string };

export type AnalyticsEvent =
  | {
      kind: 'PageView';
      /** The service area's key (NS-51: `frontpage`, `chat`, `myInformation` …). */
      service: string;
      /** The route's path template (`/fi/asiointi/chat/:chatId`): never ids, query or hash. */
      page: string;
    }
  | { kind: 'SignIn'; outcome: 'canceled' | 'failed' }
  | { kind: 'Chat'; push: ChatAnalyticsPush };

/** An event with the patient type of the moment it happened. */
export type RecordedEvent = AnalyticsEvent & { patientType: PatientType };
