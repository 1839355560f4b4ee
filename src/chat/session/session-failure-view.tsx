import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { WithPhoneLink } from '../../shell/index.ts';
import { Button, buttonClassName, Notice } from '../../ui/index.ts';

/**
 * the failure view, with a new attempt and the way back to the chat front page. A chat
 * that could not be started at all (E-45) says `chatStartingFailed`; one that failed on the way
 * says the session's own failure title.
 */
export function SessionFailureView({
  title,
  starting,
  retry,
}: {
  title: string;
  starting: boolean;
  retry: () => void;
}) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <div className="chat-page chat-session-failure" data-column="m">
      <h1>{title}</h1>
      <Notice
        tone="error"
        role="alert"
        title={starting ? t('chat.chatStartingFailed') : t('chat.session.failure.title')}
        headingLevel={2}
      >
        <p>{t('chat.session.failure.text')}</p>
        <p>
          <WithPhoneLink render={(phone) => t('chat.session.failure.urgent', { phone })} />
        </p>
      </Notice>
      <div className="chat-session-failure__actions">
        <Button onClick={retry}>{t('chat.session.failure.retry')}</Button>
        <Link
          className={buttonClassName({ variant: 'secondary' })}
          to={pathFor(language, 'chat.main')}
        >
          {t('chat.session.failure.back')}
        </Link>
      </div>
    </div>
  );
}
