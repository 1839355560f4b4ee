import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Notice, reportError } from '../../ui/index.ts';
import { SessionCountdown, SessionTimeLeft } from './session-countdown.tsx';
import { useAuth } from './use-auth.ts';

export interface SessionDialogTimeProps {
  remainingMs: number;
  /** `mm:ss` (S-36). */
  countdown: string;
}

/**
 * S-36, S-37: 'Do you want to continue?'. Continue and every way of closing (the close button,
 * Escape, the overlay) continue the session (AMB-16), so the close button says so.
 */
export function TimeoutDialog({ remainingMs, countdown }: SessionDialogTimeProps): ReactNode {
  const { t } = useTranslation();
  const { continuation, continueSession } = useAuth();
  const continueButton = useRef<HTMLButtonElement>(null);
  const continueNow = () => {
    continueSession().catch((cause: unknown) => {
      reportError('[auth] Continuing the session failed.', cause);
    });
  };
  return (
    <Dialog
      open
      role="alertdialog"
      size="small"
      title={t('auth.session.timeout.title')}
      description={
        <>
          <p>{t('auth.session.timeout.description')}</p>
          <SessionTimeLeft remainingMs={remainingMs} />
        </>
      }
      closeLabel={t('auth.session.timeout.close')}
      onClose={continueNow}
      initialFocus={continueButton}
      actions={
        <Button
          ref={continueButton}
          loading={continuation.kind === 'Loading'}
          onClick={continueNow}
        >
          {t('auth.session.timeout.continue')}
        </Button>
      }
    >
      <SessionCountdown countdown={countdown} />
      {continuation.kind === 'Error' && (
        <Notice tone="error" role="alert">
          <p>{t(continuation.messageKey)}</p>
        </Notice>
      )}
    </Dialog>
  );
}
