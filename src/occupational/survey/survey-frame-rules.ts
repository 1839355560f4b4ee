// O-06, NS-41: where the survey frame points and what its sandbox allows. Pure.
import type { Language } from '../../i18n/index.ts';

/**
 * A survey on another origin needs scripts, forms and its own origin (without
 * `allow-same-origin` its origin is opaque, `"null"`, and no message of it passes the origin
 * check). On the portal's own origin, scripts with `allow-same-origin` could lift the sandbox off
 * the frame, so there it gets no `allow-same-origin`: its messages then come from `"null"`, are
 * ignored, and the page shows the fallback once the handshake times out. Nothing else is allowed
 * (no popups, top navigation, downloads or modals).
 */
export function surveySandboxOf(surveyUrl: string, portalOrigin: string): string {
  return new URL(surveyUrl).origin === portalOrigin
    ? 'allow-scripts allow-forms'
    : 'allow-scripts allow-same-origin allow-forms';
}

/** The origin whose messages are accepted and to which `Init` is posted (R-30 `url`'s). */
export function surveyOriginOf(surveyUrl: string): string {
  return new URL(surveyUrl).origin;
}

/**
 * The frame's address: the environment's survey url with `organisation` and `language` (Proposal:
 * query parameters; they come again in `Init`, so a survey may read either).
 */
export function surveyFrameUrlOf(
  survey: { url: string; organisation: string },
  language: Language,
): string {
  const url = new URL(survey.url);
  url.searchParams.set('organisation', survey.organisation);
  url.searchParams.set('language', language);
  return url.toString();
}
