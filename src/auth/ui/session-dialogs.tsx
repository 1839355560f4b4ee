import type { ReactNode } from 'react';
import { ExpirationDialog } from './expiration-dialog.tsx';
import { TimeoutDialog } from './timeout-dialog.tsx';
import { useAuth } from './use-auth.ts';
import { useSessionDialog } from './use-session-dialog.ts';
import './session-dialogs.css';

/**
 * The session dialogs (S-33…S-39): render once inside the layout. Nothing in embedded mode,
 * where the native app owns the session.
 */
export function SessionDialogs(): ReactNode {
  const { mode } = useAuth();
  const { dialog, countdown } = useSessionDialog();
  if (mode === 'embedded') {
    return null;
  }
  switch (dialog.kind) {
    case 'NoDialog':
      return null;
    case 'Timeout':
      return <TimeoutDialog remainingMs={dialog.remainingMs} countdown={countdown} />;
    case 'Expiration':
      return <ExpirationDialog remainingMs={dialog.remainingMs} countdown={countdown} />;
  }
}
