// Q-49…Q-51: the chat session's states. Pure: the page feeds it the widget's events and its own.
import type { WidgetEvent } from './widget-events.ts';

/** Why a session failed: the widget said so, or the page could not start it. */
export type SessionFailure = 'metadata' | 'script' | 'siteConfig' | { widget: string };

export type SessionState =
  | { kind: 'Loading' }
  | { kind: 'InQueue'; position: number | null }
  | { kind: 'InChat' }
  /** `hadAudience` when it closed in chat: the front page then gets the chat along. */
  | { kind: 'Closed'; hadAudience: boolean }
  | { kind: 'Failed'; failure: SessionFailure };

export type SessionEvent = WidgetEvent | { type: 'startFailed'; failure: 'metadata' | 'script' };

export const initialSessionState: SessionState = { kind: 'Loading' };

/** Closed and Failed are final: nothing the widget says afterwards changes them. */
export const isFinal = (state: SessionState): boolean =>
  state.kind === 'Closed' || state.kind === 'Failed';

/** the session is under way (the leave warning, the session keeping, the timers). */
export const isUnderWay = (state: SessionState): boolean =>
  state.kind === 'InQueue' || state.kind === 'InChat';

/**
 * The next state. In queue moves to in chat when an audience starts or resumes; a queue
 * position after that keeps the chat (Proposal: a specialist's transfer is still the same
 * reception, so a close afterwards still carries the chat).
 */
export function nextSessionState(state: SessionState, event: SessionEvent): SessionState {
  if (isFinal(state)) {
    return state;
  }
  switch (event.type) {
    case 'queued':
      return state.kind === 'InChat' ? state : { kind: 'InQueue', position: event.position };
    case 'audienceStarted':
    case 'audienceResumed':
      return { kind: 'InChat' };
    case 'message':
      return state;
    case 'closed':
      return { kind: 'Closed', hadAudience: state.kind === 'InChat' };
    case 'failed':
      return { kind: 'Failed', failure: { widget: event.reason } };
    case 'siteConfigFailed':
      return { kind: 'Failed', failure: 'siteConfig' };
    case 'startFailed':
      return { kind: 'Failed', failure: event.failure };
  }
}

/**
 * E-45: the failures that leave the chat unstarted: the page could not fetch its metadata or
 * load the widget, or the widget could not load its site configuration. A failure the widget
 * reports is the session's, wherever it happened.
 */
export const isStartFailure = (failure: SessionFailure): boolean =>
  failure === 'metadata' || failure === 'script' || failure === 'siteConfig';

/** The failure's name in reports (never anything of the metadata). */
export function failureName(failure: SessionFailure): string {
  return typeof failure === 'string' ? failure : `widget:${failure.widget}`;
}
