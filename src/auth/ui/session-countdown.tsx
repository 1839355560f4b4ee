import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The dialog's visible `mm:ss` (S-36): a timer, which screen readers do not read out each second. */
export function SessionCountdown({ countdown }: { countdown: string }): ReactNode {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <p className="auth-session-countdown">
      <span id={labelId} className="auth-session-countdown__label">
        {t('auth.session.timeLeft')}
      </span>
      <span role="timer" aria-labelledby={labelId} className="auth-session-countdown__time">
        {countdown}
      </span>
    </p>
  );
}

/**
 * The time left in whole minutes rounded up, as a polite live sentence: read with the dialog's
 * description when it opens, then again only when the minute changes.
 */
export function SessionTimeLeft({ remainingMs }: { remainingMs: number }): ReactNode {
  const { t } = useTranslation();
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return (
    <p className="visually-hidden" aria-live="polite">
      {minutes === 1 ? t('auth.session.lastMinute') : t('auth.session.minutesLeft', { minutes })}
    </p>
  );
}
