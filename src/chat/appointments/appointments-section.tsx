import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteContent, type RemoteContentState } from '../../ui/index.ts';
import { useChatSettings } from '../chat-settings.tsx';
import { AppointmentCard } from './appointment-card.tsx';
import { AppointmentNotice } from './appointment-notice.tsx';
import { appointmentView, type AppointmentsContent } from './appointment-rules.ts';
import { systemClock, useAppointments, type Clock } from './use-appointments.ts';
import type { AppointmentOutput } from '../../../generated/chat-v4/model/appointment.zod.ts';
import './appointments.css';

function remoteState(content: AppointmentsContent): RemoteContentState<AppointmentOutput[]> {
  switch (content.kind) {
    case 'Loading':
      return { kind: 'Loading' };
    case 'Failure':
      return { kind: 'Failure' };
    case 'None':
      return { kind: 'Success', value: [] };
    case 'Listed':
      return { kind: 'Success', value: content.appointments };
  }
}

export interface AppointmentsSectionProps {
  /** The time now, epoch ms; the system clock by default. */
  clock?: Clock;
}

/**
 * The signed-in patient's booked video appointments (C-10, Q-52…Q-56) on the chat front page.
 * No appointments (an empty list, or the list's 404, NS-28) renders nothing at all rather than a
 * line saying so: most patients have none, and the front page's own content should come first.
 * A notice left by the appointment route (NS-55) shows even then.
 */
export function AppointmentsSection({ clock = systemClock }: AppointmentsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const selfCheckIn = useChatSettings().selfCheckIn ?? false;
  const { content, now, retry } = useAppointments(clock, selfCheckIn);
  const at = new Date(now);
  // The notice keeps its place in the tree whatever the list does, so it is not lost on the way.
  return (
    <>
      <AppointmentNotice />
      {content.kind !== 'None' && (
        <section className="chat-appointments" aria-labelledby={headingId}>
          <h2 id={headingId}>{t('chat.appointments.title')}</h2>
          <RemoteContent
            state={remoteState(content)}
            loadingLabel={t('chat.appointments.loading')}
            failureMessage={t('chat.appointments.errors.loadingFailed')}
            retryLabel={t('common.retry')}
            onRetry={retry}
          >
            {(appointments) => (
              <ul className="chat-appointments__list">
                {appointments.map((appointment) => (
                  <AppointmentCard
                    key={appointment.appointmentId}
                    appointment={appointmentView(appointment, now, selfCheckIn)}
                    now={at}
                  />
                ))}
              </ul>
            )}
          </RemoteContent>
        </section>
      )}
    </>
  );
}
