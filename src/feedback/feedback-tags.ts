// B-06, NS-22: the context every feedback carries, as `key:value` tags. Made when the dialog
// opens, in its chunk (feedback-dialog.tsx): a page that gives no feedback loads none of it.
import type { FeedbackStorage } from './last-feedback.ts';

/** What the tags are made of; the caller reads them from the page, the browser and the config. */
export interface FeedbackContext {
  /** The environment's service tags, already `key:value`. */
  serviceTags: readonly string[];
  /** The service area of the page the feedback is given on, e.g. `frontpage` or `chat`. */
  service: string;
  /** What opened the form: `spontaneous` (the footer, NS-50) or `chatEnded` (B-13). */
  trigger: 'spontaneous' | 'chatEnded';
  environment: string;
  language: string;
  userAgent: string;
  visitor: string;
}

/** The contract's limit of one tag (`maxLength` of the feedback contract's tag). */
const tagMaxLength = 100;

/** B-06: `mobile` for phones and tablets by their user agent, `desktop` otherwise. */
export function deviceOf(userAgent: string): 'mobile' | 'desktop' {
  return /Mobi|Android|iPhone|iPad|iPod/i.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * The tags in the order of B-06: the service tags, then service, trigger, environment, language,
 * device, browser (the user agent cut to 64 characters) and visitor.
 */
export function feedbackTags(context: FeedbackContext): string[] {
  return [
    ...context.serviceTags,
    `service:${context.service}`,
    `trigger:${context.trigger}`,
    `environment:${context.environment}`,
    `language:${context.language}`,
    `device:${deviceOf(context.userAgent)}`,
    `browser:${context.userAgent.slice(0, 64)}`,
    `visitor:${context.visitor}`,
  ].map((tag) => tag.slice(0, tagMaxLength));
}

/** Proposal: the analytics visitor id (B-06) until analytics exists: a random id per browser. */
export const visitorKey = 'tap.feedback_visitor_v1';

export function visitorId(storage: FeedbackStorage): string {
  try {
    const stored = storage.getItem(visitorKey);
    if (stored !== null && /^[0-9a-f]{16}$/.test(stored)) {
      return stored;
    }
    const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
      byte.toString(16).padStart(2, '0'),
    ).join('');
    storage.setItem(visitorKey, made);
    return made;
  } catch {
    return 'unknown';
  }
}
