import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  describeDay,
  formatDate,
  formatDayLabel,
  formatTime,
  isSameHelsinkiDay,
  pathFor,
  useRouteLanguage,
} from '../../i18n/index.ts';
import { buttonClassName, ErrorIcon } from '../../ui/index.ts';
import type { AppointmentView } from './appointment-rules.ts';

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** What the card says about the chat, by state (Q-53…Q-55, E-46). */
function ChatState({ appointment, now }: { appointment: AppointmentView; now: Date }) {
  const { t } = useTranslation();
  const opens = appointment.chatOpenTime;
  // Before its chat opens, a queue not set up yet is no failure: the appointment is just ahead.
  const ahead = now.getTime() < opens.getTime();
  switch (appointment.state) {
    case 'Available':
      return <p className="chat-appointment__state">{t('chat.appointments.status.available')}</p>;
    case 'QueueClosed':
    case 'QueueNotFound':
      if (!ahead) {
        return (
          <p className="chat-appointment__state chat-appointment__state--error">
            <ErrorIcon />
            <span>{t('chat.appointments.errors.queueFailure.title')}</span>
          </p>
        );
      }
      return <OpensAt opens={opens} now={now} />;
    case 'NotYetAvailable':
      return <OpensAt opens={opens} now={now} />;
    case 'ended':
      return (
        <p className="chat-appointment__state chat-appointment__state--ended">
          {t('chat.appointments.status.ended')}
        </p>
      );
  }
}

/** When an appointment's chat opens: at a time today, or on a date. */
function OpensAt({ opens, now }: { opens: Date; now: Date }) {
  const { t } = useTranslation();
  return (
    <p className="chat-appointment__state">
      {isSameHelsinkiDay(opens, now)
        ? t('chat.appointments.status.notYetAvailable', { time: formatTime(opens) })
        : t('chat.appointments.status.notYetAvailableOn', {
            date: formatDate(opens),
            time: formatTime(opens),
          })}
    </p>
  );
}

/**
 * One booked video appointment (Q-23, K-38): the specialist, the day (today labelled, another day
 * with its weekday) and time in Helsinki, and its state; an available one, or one whose self
 * check-in is open (K-12), has a join link to the appointment route.
 */
export function AppointmentCard({ appointment, now }: { appointment: AppointmentView; now: Date }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const start = appointment.appointmentStartTime;
  const day = formatDayLabel(describeDay(start, now, language), t('common.today'));
  const when = t('chat.appointments.when', { day: capitalized(day), time: formatTime(start) });
  return (
    <li className="chat-appointment">
      <h3 className="chat-appointment__specialist">{appointment.specialistName}</h3>
      <p className="chat-appointment__when">
        <time dateTime={start.toISOString()}>{when}</time>
        <span className="chat-appointment__duration">
          {t('chat.appointments.duration', { minutes: appointment.minutesDuration })}
        </span>
      </p>
      <ChatState appointment={appointment} now={now} />
      {appointment.joinable && (
        <Link
          className={buttonClassName({ variant: 'primary' })}
          to={pathFor(language, 'chat.appointmentSession', {
            identifier: appointment.appointmentId,
          })}
          aria-label={t('chat.appointments.joinLabel', {
            specialist: appointment.specialistName,
            when,
          })}
        >
          {t('chat.appointments.join')}
        </Link>
      )}
    </li>
  );
}
