// After consent: the tag manager (`dataLayer`) and Matomo (`_paq`) load and get every event
// (B-19). Matomo is told the route template, never the address bar: no ids, query or hash, and
// the service key as the page title (a title may name a chat or a person).

import type { RecordedEvent } from './events.ts';

export interface TrackerSettings {
  /** Matomo's site id, its tracker base URL (ends in `/`) and `matomo.js`. */
  matomo: { siteId: string; url: string; scriptUrl: string } | null;
  /** The tag manager's `gtm.js?id=<container>`. */
  tagManager: { scriptUrl: string } | null;
}

/** The Matomo custom dimension (id 1, action scope) that holds `patientType` (B-18). */
export const patientTypeDimension = 'dimension1';

type Command = unknown[];

/** One event as Matomo commands: category `tap`, the service area as action (B-18). */
export function matomoCommands(event: RecordedEvent, origin: string): Command[] {
  const dimensions = { [patientTypeDimension]: event.patientType };
  switch (event.kind) {
    case 'PageView':
      return [
        ['setCustomUrl', origin + event.page],
        ['setDocumentTitle', event.service],
        ['trackPageView', event.service, dimensions],
        ['trackEvent', 'tap', event.service, 'page_view', undefined, dimensions],
      ];
    case 'SignIn':
      return [
        ['trackEvent', 'tap', 'identification', `login_${event.outcome}`, undefined, dimensions],
      ];
    case 'Chat': {
      const value =
        event.push.event === 'chat_timer'
          ? event.push.minutes
          : (event.push.ecommerce as { value?: unknown } | undefined)?.value;
      return [
        [
          'trackEvent',
          'tap',
          'chat',
          event.push.event,
          typeof value === 'number' ? value : undefined,
          dimensions,
        ],
      ];
    }
  }
}

/** One event as a tag-manager push (B-18's fields beside the event's own). */
export function dataLayerPush(event: RecordedEvent): Record<string, unknown> {
  const common = { category: 'tap', patientType: event.patientType };
  switch (event.kind) {
    case 'PageView':
      return { event: 'page_view', ...common, action: event.service, page_path: event.page };
    case 'SignIn':
      return { event: `login_${event.outcome}`, ...common, action: 'identification' };
    case 'Chat':
      return { ...event.push, ...common, action: 'chat' };
  }
}

const originOf = (url: string): string => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};

function appendScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  // A script URL the environment names: the Trusted Types default policy lets it through.
  script.src = src;
  script.async = true;
  doc.head.append(script);
}

/** A global array the tracker's script takes over when it loads (the tags' own protocol). */
function queueOf(win: Window, name: '_paq' | 'dataLayer'): { push: (item: unknown) => void } {
  const existing: unknown = Reflect.get(win, name);
  if (existing !== null && typeof existing === 'object' && 'push' in existing) {
    return existing as { push: (item: unknown) => void };
  }
  const queue: unknown[] = [];
  Reflect.set(win, name, queue);
  return queue;
}

/**
 * Loads the configured trackers and returns what sends an event to them. Called only once the
 * patient has consented to statistics.
 */
export function loadTrackers(
  settings: TrackerSettings,
  win: Window = window,
  doc: Document = document,
): (event: RecordedEvent) => void {
  const { matomo, tagManager } = settings;
  if (tagManager) {
    queueOf(win, 'dataLayer').push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    appendScript(doc, tagManager.scriptUrl);
  }
  if (matomo) {
    const paq = queueOf(win, '_paq');
    // The referrer's origin only: a same-origin referrer's query could carry a sign-in answer.
    paq.push(['setReferrerUrl', originOf(doc.referrer)]);
    paq.push(['setTrackerUrl', `${matomo.url}matomo.php`]);
    paq.push(['setSiteId', matomo.siteId]);
    appendScript(doc, matomo.scriptUrl);
  }
  const origin = win.location.origin;
  let previousPage: string | null = null;
  return (event) => {
    if (tagManager) {
      queueOf(win, 'dataLayer').push(dataLayerPush(event));
    }
    if (matomo) {
      const paq = queueOf(win, '_paq');
      if (event.kind === 'PageView' && previousPage !== null) {
        paq.push(['setReferrerUrl', origin + previousPage]);
      } else if (event.kind !== 'PageView') {
        // Every hit carries a URL: the last page's template, never the address bar's.
        paq.push(['setCustomUrl', origin + (previousPage ?? '/')]);
      }
      matomoCommands(event, origin).forEach((command) => {
        paq.push(command);
      });
    }
    if (event.kind === 'PageView') {
      previousPage = event.page;
    }
  };
}
