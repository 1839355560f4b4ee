// What the signed-in patient can act on now, above the front page's services (the NHS App's home
// as the model): an appointment whose chat is open or that starts soon, a chat open in another
// tab, and a contact-information confirmation that is due. Loaded only for a signed-in patient:
// the visitor's prerendered front page does not carry it.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  explicitChatStart,
  useAppointmentsNow,
  useChatsOpenInTabs,
  type AppointmentView,
  type ChatLockKey,
} from '../../../chat/index.ts';
import {
  describeDay,
  formatDayLabel,
  formatTime,
  pathFor,
  useCatalogueParts,
  useRouteLanguage,
  type Language,
} from '../../../i18n/index.ts';
import { useContactConfirmation } from '../../../my-information/contact-confirmation/index.ts';
import { LinkCard } from '../../../ui/index.ts';
import { currentEnvironment } from '../../config/index.ts';

const newDate = () => new Date();

function AppointmentItem({
  appointment,
  now,
  language,
}: {
  appointment: AppointmentView;
  now: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const start = appointment.appointmentStartTime;
  const label = formatDayLabel(describeDay(start, new Date(now), language), t('common.today'));
  // Mid-sentence: "tänään", "i dag", "today" (the catalogue's word starts a sentence).
  const day = label.charAt(0).toLocaleLowerCase(language) + label.slice(1);
  const when = { day, time: formatTime(start), specialist: appointment.specialistName };
  return appointment.joinable ? (
    <LinkCard
      link={(className) => (
        <Link
          className={className}
          to={pathFor(language, 'chat.appointmentSession', {
            identifier: appointment.appointmentId,
          })}
        >
          {t('chat.now.appointmentOpen', when)}
        </Link>
      )}
      description={t('chat.now.appointmentOpenText', when)}
    />
  ) : (
    <LinkCard
      link={(className) => (
        <Link className={className} to={pathFor(language, 'chat.main')}>
          {t('chat.now.appointmentSoon', when)}
        </Link>
      )}
      description={t('chat.now.appointmentSoonText', {
        ...when,
        opens: formatTime(appointment.chatOpenTime),
      })}
    />
  );
}

function ChatItem({ chat, language }: { chat: ChatLockKey; language: Language }) {
  const { t } = useTranslation();
  return (
    <LinkCard
      link={(className) => (
        <Link
          className={className}
          to={pathFor(
            language,
            chat.byCode ? 'chat.onDemandByCodeSession' : 'chat.onDemandSession',
            {
              chatId: chat.chatId,
            },
          )}
          state={explicitChatStart}
        >
          {t('chat.now.chatOpen')}
        </Link>
      )}
      description={t('chat.now.chatOpenText')}
    />
  );
}

export default function FrontPageNow() {
  // It may suspend on the first render: the section's own hooks are in a component of their own.
  useCatalogueParts('chat');
  return <NowSection />;
}

function NowSection() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { appointments, now } = useAppointmentsNow();
  const chats = useChatsOpenInTabs();
  const contact = useContactConfirmation(
    currentEnvironment().contactInfoUpdateRequestFrequency,
    newDate,
  );
  if (appointments.length === 0 && chats.length === 0 && contact.kind !== 'Due') {
    return null;
  }
  return (
    <section className="shell-front-page__now" aria-labelledby="shell-front-page-now">
      <h2 id="shell-front-page-now" className="shell-front-page__services-title">
        {t('chat.now.title')}
      </h2>
      <ul className="shell-front-page__services">
        {chats.map((chat) => (
          <ChatItem key={`chat-${String(chat.chatId)}`} chat={chat} language={language} />
        ))}
        {appointments.map((appointment) => (
          <AppointmentItem
            key={appointment.appointmentId}
            appointment={appointment}
            now={now}
            language={language}
          />
        ))}
        {contact.kind === 'Due' && (
          <LinkCard
            link={(className) => (
              <Link
                className={className}
                to={pathFor(language, 'myInformation.updateContactInformation')}
              >
                {t('chat.now.contact')}
              </Link>
            )}
            description={t('chat.now.contactText')}
          />
        )}
      </ul>
    </section>
  );
}
