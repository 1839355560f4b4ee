import { CustomerDeniedAccessError } from '../api/index.ts';

/**
 * Whether the customer has been denied access (E-21). The app creates one, hands
 * `handleError` to its QueryCache and MutationCache `onError`, and passes it to the shell settings;
 * the layout then shows the blocked page (H-21).
 */
export interface BlockedAccess {
  isBlocked: () => boolean;
  /** Blocks when `error` is a `CustomerDeniedAccessError`; ignores every other error. */
  handleError: (error: unknown) => void;
  /** Lifts the block, e.g. after a sign-out. */
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
