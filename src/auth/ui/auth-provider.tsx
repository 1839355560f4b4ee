import { useEffect, useMemo, type ReactNode } from 'react';
import { listenForActivity } from '../session/index.ts';
import { AuthContext, defaultClock } from './auth-context.ts';
import type { Clock } from '../session/index.ts';
import type { AuthController } from '../controller-types.ts';

/**
 * Gives the tree the session: starts it, and feeds user activity to it (S-31). No visual part:
 * the login page, callback routes and session dialogs belong to the shell.
 */
export function AuthProvider({
  controller,
  clock = defaultClock,
  children,
}: {
  controller: AuthController;
  clock?: Clock;
  children: ReactNode;
}): ReactNode {
  useEffect(() => {
    void controller.start();
  }, [controller]);
  useEffect(
    () =>
      listenForActivity(
        window,
        () => {
          controller.noteActivity();
        },
        document,
      ),
    [controller],
  );
  useEffect(() => {
    // Back from the sign-in provider by the back button: the page may come from the bfcache
    // with the login button still spinning (S-14).
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        controller.pageRestored();
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [controller]);
  const value = useMemo(() => ({ controller, clock }), [controller, clock]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
