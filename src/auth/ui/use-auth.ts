import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useAuthContext } from './auth-context.ts';
import type {
  AuthController,
  AuthIntent,
  AuthSnapshot,
  ContinueState,
  LoginState,
  SessionUser,
} from '../controller-types.ts';
import type { AuthState } from '../session/index.ts';

/** What components read of the session, and its actions. */
export interface AuthView {
  mode: AuthSnapshot['mode'];
  auth: AuthState;
  user: SessionUser | null;
  /** S-14, S-15: the login button's state. */
  loginState: LoginState;
  /** S-37: the time-out dialog's continue state. */
  continuation: ContinueState;
  login: AuthController['login'];
  logout: AuthController['logout'];
  handleCallback: AuthController['handleCallback'];
  continueSession: AuthController['continueSession'];
}

/** The session state and its actions. Components read this; none parses tokens. */
export function useAuth(): AuthView {
  const { controller } = useAuthContext();
  const snapshot: AuthSnapshot = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  return {
    mode: snapshot.mode,
    auth: snapshot.auth,
    user: snapshot.user,
    /** S-14, S-15: the login button's state. */
    loginState: snapshot.login,
    /** S-37: the time-out dialog's continue state. */
    continuation: snapshot.continuation,
    login: controller.login,
    logout: controller.logout,
    handleCallback: controller.handleCallback,
    continueSession: controller.continueSession,
  };
}

/** Calls `listener` with the intents that arise on their own (time-out, another tab's sign-out). */
export function useAuthIntents(listener: (intent: AuthIntent) => void): void {
  const { controller } = useAuthContext();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(
    () =>
      controller.onIntent((intent) => {
        latest.current(intent);
      }),
    [controller],
  );
}

/**
 * S-32 session-keeping marker: while mounted (and `active`), the session is renewed at once and
 * every 5 minutes. Mount it only where inactivity is expected during use, the chat session page
 * (AMB-32): elsewhere the idle time-out must be able to fire.
 */
export function useKeepSessionAlive(active = true): void {
  const { controller } = useAuthContext();
  useEffect(() => (active ? controller.keepSessionAlive() : undefined), [controller, active]);
}
