// a session failure is reported as critical and emitted as `remote-reception-failed`.
import { reportError } from '../../ui/index.ts';
import { failureName, type SessionFailure } from './session-state.ts';

/**
 * The event name on `window` (a `CustomEvent` whose `detail` is `{ chatId, reason }`): the app
 * events contract (C-34) has no such type, so listeners in the page (analytics, a host) use this.
 */
export const remoteReceptionFailedEvent = 'remote-reception-failed';

export interface RemoteReceptionFailedDetail {
  chatId: number;
  reason: string;
}

/** Reports the failure (critical) and emits the event. Never anything of the metadata. */
export function reportSessionFailure(
  chatId: number,
  failure: SessionFailure,
  cause?: unknown,
): void {
  const reason = failureName(failure);
  // The reason is the portal's own name for the failure; the chat's id stays in the page.
  reportError(`[chat-session] Remote reception failed: ${reason}.`, cause, 'critical');
  window.dispatchEvent(
    new CustomEvent<RemoteReceptionFailedDetail>(remoteReceptionFailedEvent, {
      detail: { chatId, reason },
    }),
  );
}

/** A remote-reception error during the session that does not end it (e.g. chat-started). */
export function reportSessionError(message: string, cause?: unknown): void {
  reportError(`[chat-session] ${message}`, cause);
}
