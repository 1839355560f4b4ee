import { useEffect, useState } from 'react';
import { useAuthContext } from './auth-context.ts';
import type { TimerId } from '../session/index.ts';
import { countdownTickMs, sessionDialogMs } from '../constants.ts';
import { dialogState, formatCountdown, type SessionDialog } from '../session/index.ts';
import { useAuth } from './use-auth.ts';

/**
 * The session dialog to show now (S-33…S-39), its `mm:ss` countdown (updated every second while
 * shown, K-08), and the actions: `continueSession` for the time-out dialog's continue and close
 * (S-37, AMB-16); `login(currentPath)` and `logout` for the expiration dialog, which closes in
 * no other way (S-39, AMB-15: no Escape, no overlay click). Never a dialog in embedded mode.
 */
export function useSessionDialog(): {
  dialog: SessionDialog;
  countdown: string;
} {
  const { clock } = useAuthContext();
  const { auth, mode } = useAuth();
  const [now, setNow] = useState(() => clock.now());
  const loggedIn = mode === 'web' && auth.kind === 'LoggedIn' && auth.stage === 'Complete';
  const timeoutAt = auth.kind === 'LoggedIn' ? auth.timeoutAt.getTime() : 0;
  const expiresAt = auth.kind === 'LoggedIn' ? auth.expiresAt.getTime() : 0;

  useEffect(() => {
    if (!loggedIn) {
      return undefined;
    }
    let id: TimerId | undefined;
    // Sleep until the dialog is due, then tick every second (chained, so one timer at a time).
    const tick = () => {
      const current = clock.now();
      setNow(current);
      const dueIn = Math.min(timeoutAt, expiresAt) - sessionDialogMs - current;
      id = clock.setTimeout(tick, Math.max(countdownTickMs, dueIn));
    };
    id = clock.setTimeout(tick, 0);
    return () => {
      if (id !== undefined) {
        clock.clearTimeout(id);
      }
    };
  }, [clock, loggedIn, timeoutAt, expiresAt]);

  const dialog: SessionDialog = loggedIn
    ? dialogState(now, timeoutAt, expiresAt)
    : { kind: 'NoDialog' };
  return {
    dialog,
    countdown:
      dialog.kind === 'NoDialog' ? formatCountdown(0) : formatCountdown(dialog.remainingMs),
  };
}
