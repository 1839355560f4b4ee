import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useGetAppointment } from '../../../generated/chat-v4/chat-v4.ts';
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePageTitle } from '../../shell/index.ts';
import { Spinner } from '../../ui/index.ts';
import {
  appointmentNoticeKey,
  appointmentRedirect,
  supportedAppointments,
  type AppointmentNotice,
} from './appointment-rules.ts';
import { useChatSettings } from '../chat-settings.tsx';
import { systemClock, type Clock } from './use-appointments.ts';

const checkedAppointment = (appointment: AppointmentOutput): AppointmentOutput => {
  supportedAppointments([appointment]);
  return appointment;
};

/** The visit page is another application: a full page load that replaces the route's entry. */
const replacePage = (path: string) => {
  window.location.replace(path);
};

export interface AppointmentSessionRouteProps {
  clock?: Clock;
  /** Opens a page of another application in place of this one. */
  leaveTo?: (path: string) => void;
}

/**
 * The appointment route `appointment/:identifier/reception` (Q-52, NS-55, AMB-30): it only
 * redirects, replacing its own history entry. Available → the visit page by webCode; anything
 * else → the chat front page, which shows the queue-failure notice for QueueClosed and
 * QueueNotFound, and `loadingFailed` when the appointment could not be read (C-11 fails).
 */
export function AppointmentSessionRoute({
  clock = systemClock,
  leaveTo = replacePage,
}: AppointmentSessionRouteProps) {
  const { t } = useTranslation();
  usePageTitle(t('chat.appointments.route.title'));
  const language = useRouteLanguage();
  const navigate = useNavigate();
  const identifier = useParams().identifier ?? '';
  const { selfCheckIn = false, visitPage } = useChatSettings();
  const query = useGetAppointment(encodeURIComponent(identifier), {
    // Always the appointment as it is now: a retry from the front page must not see an old answer.
    query: { select: checkedAppointment, staleTime: 0, gcTime: 0 },
  });
  const { data, isError, isFetching } = query;

  useEffect(() => {
    if (isFetching || (data === undefined && !isError)) {
      return;
    }
    const redirect =
      data === undefined
        ? ({ kind: 'FrontPage', notice: 'loadingFailed' } as const)
        : appointmentRedirect(data, clock(), selfCheckIn);
    if (redirect.kind === 'Visit') {
      const { webCode } = redirect;
      leaveTo(visitPage?.(language, webCode) ?? pathFor(language, 'visits.visit', { webCode }));
      return;
    }
    const notice: AppointmentNotice | null =
      redirect.notice === null ? null : { kind: redirect.notice, identifier };
    void navigate(pathFor(language, 'chat.main'), {
      replace: true,
      state: notice === null ? null : { [appointmentNoticeKey]: notice },
    });
  }, [
    data,
    isError,
    isFetching,
    clock,
    selfCheckIn,
    visitPage,
    leaveTo,
    language,
    navigate,
    identifier,
  ]);

  return (
    <div className="chat-appointment-route">
      <h1>{t('chat.appointments.route.title')}</h1>
      <Spinner label={t('chat.appointments.route.opening')} showLabel />
    </div>
  );
}
