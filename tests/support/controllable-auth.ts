// An auth controller for the app's providers whose snapshot a test moves on: the logged-out
// start's controller, with the snapshot (stage, login state, signed-in user) under the test's hand.
import { act } from '@testing-library/react';
import {
  createLoggedOutAuth,
  type AuthController,
  type AuthSnapshot,
} from '../../src/auth/index.ts';

export interface ControllableAuth {
  controller: AuthController;
  /** Moves the snapshot on and tells the subscribers, inside `act`. */
  change: (next: (current: AuthSnapshot) => AuthSnapshot) => void;
}

export function controllableAuth(): ControllableAuth {
  const base = createLoggedOutAuth();
  let snapshot = base.getSnapshot();
  const listeners = new Set<() => void>();
  const controller: AuthController = {
    ...base,
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (next: (current: AuthSnapshot) => AuthSnapshot) => {
    act(() => {
      snapshot = next(snapshot);
      for (const listener of listeners) {
        listener();
      }
    });
  };
  return { controller, change };
}
