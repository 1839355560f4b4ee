import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { Button, Notice } from '../../ui/index.ts';
import { appointmentNoticeKey, appointmentNoticeOf } from './appointment-rules.ts';

/**
 * NS-55, E-46, E-47: the notice the appointment route leaves in the front page's router state when
 * it could not open the appointment, with a retry that tries the appointment route again. Shown
 * once: the state is taken out of the history entry, so a reload or a return does not repeat it.
 */
export function AppointmentNotice() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const arrived = appointmentNoticeOf(location.state) !== null;
  const [notice] = useState(() => appointmentNoticeOf(location.state));
  const { pathname, search, hash } = location;
  const state: unknown = location.state;

  useEffect(() => {
    if (arrived) {
      const { [appointmentNoticeKey]: _taken, ...rest } = state as Record<string, unknown>;
      void navigate({ pathname, search, hash }, { replace: true, state: rest });
    }
  }, [arrived, navigate, pathname, search, hash, state]);

  if (notice === null) {
    return null;
  }
  const retry = () => {
    void navigate(pathFor(language, 'chat.appointmentSession', { identifier: notice.identifier }));
  };
  return (
    <Notice
      tone="error"
      role="alert"
      className="chat-appointments-notice"
      headingLevel={2}
      title={
        notice.kind === 'queueFailure'
          ? t('chat.appointments.errors.queueFailure.title')
          : t('chat.appointments.errors.loadingFailed')
      }
    >
      {notice.kind === 'queueFailure' && <p>{t('chat.appointments.errors.queueFailure.text')}</p>}
      <Button variant="secondary" size="small" onClick={retry}>
        {t('common.retry')}
      </Button>
    </Notice>
  );
}
