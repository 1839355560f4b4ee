// S-25, S-26, S-30: sign-out in every tab; one of them performs the end-session redirect.
import type { SessionCore } from '../session/index.ts';
import { coordinateSignOut, raiseLoggingOutFlag } from '../session/index.ts';
import { reportError } from '../../ui/telemetry/index.ts';

/** S-25: sign-out as the web session offers it. */
export interface SignOutFlow {
  /** The user's logout: flag, timestamp, revocation, and the other tabs told. */
  logout: () => Promise<void>;
  /** Another tab's logout: clears this tab; redirects if this tab wins the claim. */
  follow: (idTokenHint: string | undefined) => Promise<void>;
}

export function createSignOutFlow(core: SessionCore): SignOutFlow {
  const { deps } = core;
  let signingOut: Promise<void> | null = null;

  /** Clears this tab now; after the S-26 wait, redirects if this tab wins the claim. */
  const follow = (idTokenHint: string | undefined): Promise<void> => {
    signingOut ??= (async () => {
      core.clearLocally();
      core.dispatch({ type: 'LogoutStarted' });
      const role = await coordinateSignOut({
        clock: deps.clock,
        random: deps.random,
        isHidden: deps.isHidden,
        locks: deps.locks,
        storage: deps.sharedStorage,
        tabId: deps.tabId,
      });
      if (role === 'Redirect') {
        try {
          await deps.client.signoutRedirect({ idTokenHint, language: deps.language() });
          return;
        } catch (cause) {
          deps.report({ message: 'Sign-out redirect failed', cause });
        }
      }
      await deps.client.removeUser().catch(() => undefined);
      core.dispatch({ type: 'LoggedOut' });
      core.intents.emit({ kind: 'navigate', to: 'loggedOut' });
    })().finally(() => {
      signingOut = null;
    });
    return signingOut;
  };

  return {
    /** The user's logout: flag, timestamp, revocation, and the other tabs told. */
    logout: (): Promise<void> => {
      if (signingOut) {
        return signingOut;
      }
      const idTokenHint = core.user()?.idToken;
      raiseLoggingOutFlag(deps.sharedStorage, deps.clock.now());
      // The stored user goes first, then its refresh token is revoked (best effort, C-42); the
      // redirecting tab passes the ID token hint read above.
      void deps.client.removeUserAndRevoke().catch((cause: unknown) => {
        reportError('[auth] Refresh token revocation failed', cause, 'warning');
      });
      deps.bus.publish({ type: 'LogoutStarted' });
      return follow(idTokenHint);
    },
    /** Another tab's logout. */
    follow,
  };
}
