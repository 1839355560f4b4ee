import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { useRouteLanguage } from '../i18n/index.ts';
import { formattedPrice, isPaidByTheUser, shortenedDescription } from './chat-model.ts';
import type { ChatType } from './chat-start.ts';
import { OnlinePaymentPanel } from './online-payment/index.ts';
import { openingHoursLines } from './opening-hours.ts';
import { StartButton } from './start-button.tsx';
import { useIsLoggedIn } from './use-chat-queues.ts';
import { WaitTimeMessage } from './wait-time-message.tsx';

/**
 * Q-14…Q-19: a chat's details under its name (the accordion's heading, or the page's): open or
 * closed with the wait time, the description with show more / show less, opening hours, price,
 * the online-payment panel for a logged-in payer, an optional disclaimer, and the start button.
 */
export function ChatDetail({
  chat,
  type,
  showStatus = true,
}: {
  chat: ChatQueueOutput;
  type: ChatType;
  /** False where the status is already shown beside the name (the accordion's heading). */
  showStatus?: boolean;
}) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const loggedIn = useIsLoggedIn();
  const price = formattedPrice(chat.price, language);
  return (
    <div className="chat-detail">
      {showStatus && <ChatStatus chat={chat} />}
      <Description text={chat.description} />
      <dl className="chat-detail__facts">
        <div>
          <dt>{t('chat.detail.openingHours')}</dt>
          <dd>
            <OpeningHours chat={chat} />
          </dd>
        </div>
        <div>
          <dt>{t('chat.detail.price')}</dt>
          <dd>
            <span className="chat-detail__price">{price ?? t('chat.detail.free')}</span>
            {chat.priceDescription && (
              <span className="chat-detail__price-description">{chat.priceDescription}</span>
            )}
          </dd>
        </div>
      </dl>
      {chat.disclaimer && (
        <aside className="chat-detail__disclaimer" aria-label={t('chat.detail.disclaimer')}>
          <p>{chat.disclaimer}</p>
        </aside>
      )}
      {loggedIn && isPaidByTheUser(chat.category) && <OnlinePaymentPanel chat={chat} />}
      <StartButton chat={chat} type={type} />
    </div>
  );
}

/** Q-15, NS-54: open or closed by the live flag, with the wait-time message (Q-60…Q-64). */
export function ChatStatus({ chat }: { chat: ChatQueueOutput }) {
  const { t } = useTranslation();
  return (
    <span className="chat-status">
      <span className={`chat-status__badge chat-status__badge--${chat.open ? 'open' : 'closed'}`}>
        {chat.open ? t('chat.detail.open') : t('chat.detail.closed')}
      </span>
      {chat.open && (
        <span className="chat-status__wait">
          {t('chat.detail.waitTime')}: <WaitTimeMessage queue={chat} />
        </span>
      )}
    </span>
  );
}

/** Q-14: a description longer than 120 characters is shortened, with show more / show less. */
function Description({ text }: { text: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = shortenedDescription(text);
  if (short === null) {
    return <p className="chat-detail__description">{text}</p>;
  }
  return (
    <div className="chat-detail__description">
      <p id={id}>{expanded ? text : short}</p>
      <button
        type="button"
        className="chat-detail__more"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => {
          setExpanded(!expanded);
        }}
      >
        {expanded ? t('chat.detail.showLess') : t('chat.detail.showMore')}
      </button>
    </div>
  );
}

function OpeningHours({ chat }: { chat: ChatQueueOutput }) {
  const { t } = useTranslation();
  const lines = openingHoursLines(chat.openingHours);
  if (lines.length === 0) {
    return t('chat.detail.noOpeningHours');
  }
  return (
    <ul className="chat-detail__hours">
      {lines.map((line) => (
        <li key={line.firstDay}>
          <span className="chat-detail__days">
            {t(`chat.weekdays.${line.firstDay}`)}
            {line.lastDay !== line.firstDay && `–${t(`chat.weekdays.${line.lastDay}`)}`}
          </span>{' '}
          {line.periods}
        </li>
      ))}
    </ul>
  );
}
