import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';

/** a topic id no topic has. */
export function TopicNotFound() {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <div className="chat-page" data-column="xl">
      <h1>{t('chat.topic.notFound.title')}</h1>
      <p>{t('chat.topic.notFound.text')}</p>
      <p>
        <Link to={pathFor(language, 'chat.main')}>{t('chat.topic.notFound.back')}</Link>
      </p>
    </div>
  );
}
