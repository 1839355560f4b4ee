import { CustomerDeniedAccessError, subscribePatientScope } from '../api/index.ts';

/**
 * Whether the customer has been denied access (E-21). The app creates one, hands
 * `handleError` to its QueryCache and MutationCache `onError`, and passes it to the shell settings;
 * the layout then shows the blocked page (H-21). The denial is the signed-in person's: it lifts
 * when the session's person changes (a sign-out, another person adopted from another tab).
 */
export interface BlockedAccess {
  isBlocked: () => boolean;
  /** Blocks when `error` is a `CustomerDeniedAccessError`; ignores every other error. */
  handleError: (error: unknown) => void;
  /** Lifts the block; done by itself whenever the signed-in person changes. */
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
}

export function createBlockedAccess(): BlockedAccess {
  let blocked = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (blocked !== next) {
      blocked = next;
      listeners.forEach((listener) => {
        listener();
      });
    }
  };
  // Every change of person passes through the HTTP layer's scope, whoever makes it.
  subscribePatientScope((next, previous) => {
    if (next.subject !== previous.subject) {
      set(false);
    }
  });
  return {
    isBlocked: () => blocked,
    handleError: (error) => {
      if (error instanceof CustomerDeniedAccessError) {
        set(true);
      }
    },
    clear: () => {
      set(false);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
