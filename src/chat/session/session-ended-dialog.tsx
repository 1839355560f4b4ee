import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { useShellSettings } from '../../shell/index.ts';
import { Button, buttonClassName, Dialog } from '../../ui/index.ts';
import type { EndedChat } from './ended-chat.ts';

const linkMarker = '\u0000';

/**
 * "session ended": the text with the link to my events, the payment instruction when the
 * patient pays, and the links to the chat front page and to booking.
 */
export function SessionEndedDialog({ chat, onClose }: { chat: EndedChat; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { links } = useShellSettings();
  const [before = '', after = ''] = t('chat.session.ended.myEvents', { link: linkMarker }).split(
    linkMarker,
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('chat.session.ended.title')}
      closeLabel={t('chat.session.ended.close')}
      actions={
        <>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={pathFor(language, 'chat.main')}
            replace
            onClick={onClose}
          >
            {t('chat.session.ended.frontPage')}
          </Link>
          <a className={buttonClassName({ variant: 'secondary' })} href={links.booking(language)}>
            {t('chat.session.ended.booking')}
          </a>
          <Button onClick={onClose}>{t('chat.session.ended.close')}</Button>
        </>
      }
    >
      <p>{t('chat.session.ended.thanks', { name: chat.name })}</p>
      <p>
        {before}
        <a href={pathFor(language, 'myEvents.main')}>{t('chat.session.ended.myEventsLink')}</a>
        {after}
      </p>
      {chat.paidByTheUser && <p>{t('chat.session.ended.payment')}</p>}
    </Dialog>
  );
}
