import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Notice, reportError } from '../../ui/index.ts';
import { authMessageKeys } from '../controller-types.ts';
import { SessionCountdown, SessionTimeLeft } from './session-countdown.tsx';
import type { SessionDialogTimeProps } from './timeout-dialog.tsx';
import { useAuth } from './use-auth.ts';
import { useCurrentPath } from '../../i18n/index.ts';

const stayOpen = () => undefined;

/**
 * S-39, AMB-15, A-10: 'Your session is ending'. The session cannot be extended, so the dialog
 * closes only by logging in again (back to this page) or logging out: no close button, no
 * Escape, no overlay click.
 */
export function ExpirationDialog({ remainingMs, countdown }: SessionDialogTimeProps): ReactNode {
  const { t } = useTranslation();
  const { loginState, login, logout } = useAuth();
  const currentPath = useCurrentPath();
  const [loggingOut, setLoggingOut] = useState(false);
  const logInButton = useRef<HTMLButtonElement>(null);
  const logInAgain = () => {
    login(currentPath).catch((cause: unknown) => {
      reportError('[auth] Sign-in could not start.', cause);
    });
  };
  const logOut = () => {
    setLoggingOut(true);
    logout().catch((cause: unknown) => {
      reportError('[auth] Logout failed.', cause);
      setLoggingOut(false);
    });
  };
  return (
    <Dialog
      open
      role="alertdialog"
      size="small"
      title={t('auth.session.expiration.title')}
      description={
        <>
          <p>{t('auth.session.expiration.description')}</p>
          <SessionTimeLeft remainingMs={remainingMs} />
        </>
      }
      onClose={stayOpen}
      closeOnEscape={false}
      closeOnOverlayClick={false}
      initialFocus={logInButton}
      actions={
        <>
          <Button ref={logInButton} loading={loginState.kind === 'Loading'} onClick={logInAgain}>
            {t('auth.session.expiration.logInAgain')}
          </Button>
          <Button variant="secondary" loading={loggingOut} onClick={logOut}>
            {t('auth.session.expiration.logOut')}
          </Button>
        </>
      }
    >
      <SessionCountdown countdown={countdown} />
      {loginState.kind === 'Error' && (
        <Notice tone="error" role="alert">
          <p>
            {loginState.message ??
              t(loginState.timedOut ? authMessageKeys.loginTimedOut : authMessageKeys.loginFailed)}
          </p>
        </Notice>
      )}
    </Dialog>
  );
}
