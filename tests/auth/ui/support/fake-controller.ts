// A hand-driven AuthController for component tests: the test sets the snapshot and emits intents.
import { vi } from 'vitest';
import type { AuthController, AuthIntent, AuthSnapshot } from '../../../../src/auth/index.ts';

const minute = 60_000;

export function createFakeController(initial: Partial<AuthSnapshot> = {}) {
  let snapshot: AuthSnapshot = {
    mode: 'web',
    auth: { kind: 'LoggedOut', stage: 'Complete', reason: 'NoSession' },
    user: null,
    login: { kind: 'Idle' },
    continuation: { kind: 'Idle' },
    ...initial,
  };
  const listeners = new Set<() => void>();
  const intentListeners = new Set<(intent: AuthIntent) => void>();
  const controller = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    onIntent: (listener: (intent: AuthIntent) => void) => {
      intentListeners.add(listener);
      return () => {
        intentListeners.delete(listener);
      };
    },
    start: vi.fn(() => Promise.resolve()),
    login: vi.fn((_returnTo?: string) => Promise.resolve()),
    pageRestored: vi.fn(),
    handleCallback: vi.fn((_url: string): Promise<AuthIntent> =>
      Promise.resolve({ kind: 'navigate', to: 'path', path: '/fi/asiointi/' }),
    ),
    logout: vi.fn(() => Promise.resolve()),
    continueSession: vi.fn(() => Promise.resolve()),
    keepSessionAlive: vi.fn(() => () => undefined),
    noteActivity: vi.fn(),
    accessToken: vi.fn(() => Promise.resolve(null)),
    dispose: vi.fn(),
  } satisfies AuthController;

  return {
    controller,
    /** Replaces parts of the snapshot and tells the subscribers, as the real session does. */
    set(change: Partial<AuthSnapshot>) {
      snapshot = { ...snapshot, ...change };
      for (const listener of listeners) {
        listener();
      }
    },
    emit(intent: AuthIntent) {
      for (const listener of intentListeners) {
        listener(intent);
      }
    },
  };
}

export type FakeController = ReturnType<typeof createFakeController>;

/** A confirmed session that times out `timeoutInMs` from `nowMs` and expires an hour later. */
export function loggedInUntil(
  nowMs: number,
  timeoutInMs: number,
  expiresInMs = timeoutInMs + 60 * minute,
): AuthSnapshot['auth'] {
  return {
    kind: 'LoggedIn',
    stage: 'Complete',
    timeoutAt: new Date(nowMs + timeoutInMs),
    expiresAt: new Date(nowMs + expiresInMs),
  };
}
