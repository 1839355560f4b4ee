import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListTopics, useListUiCategories } from '../../../generated/chat-v4/chat-v4.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePatientTextContext } from '../../patient/index.ts';
import { NotFoundPage, usePageTitle, WithPhoneLink } from '../../shell/index.ts';
import { Notice, RemoteContent, remoteStateOf } from '../../ui/index.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { LoginRequiredNotice } from '../login-prompt.tsx';
import { parseTopicId, type TopicId } from '../topic-chats.ts';
import { useChatQueues, useIsLoggedIn } from '../use-chat-queues.ts';
import { CallToActionCards } from './call-to-action-cards.tsx';
import { TopicChats } from './topic-chats.tsx';
import { TopicNotFound } from './topic-not-found.tsx';
import '../chat.css';

/**
 * The topic page (Q-10…Q-13): breadcrumbs, the topic's title and description, its chats, and the
 * other ways to get care for a patient who finds no fitting chat.
 */
export function TopicPage() {
  const topicId = parseTopicId(useParams().topicId);
  if (topicId === null) {
    return <NotFoundPage />;
  }
  return <Topic topicId={topicId} />;
}

function Topic({ topicId }: { topicId: TopicId }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const loggedIn = useIsLoggedIn();
  const person = usePatientTextContext();
  const topics = useListTopics();
  const categories = useListUiCategories();
  const queues = useChatQueues();
  const state = remoteStateOf({
    data:
      topics.data && categories.data && queues.data
        ? { topics: topics.data, categories: categories.data, queues: queues.data }
        : undefined,
    isPending: topics.isPending || categories.isPending || queues.isPending,
  });
  const retry = () => {
    for (const query of [topics, categories, queues]) {
      if (query.isError) {
        void query.refetch();
      }
    }
  };
  const front = pathFor(language, 'chat.main');
  const topic =
    topicId.kind === 'Occupational'
      ? {
          name: t('chat.occupational.title'),
          description: t('chat.occupational.description', person),
        }
      : topics.data?.find((candidate) => candidate.id === topicId.id);
  const missing = topicId.kind === 'Topic' && topics.data !== undefined && topic === undefined;
  // While the topics load or fail the page is still the topic's: its place and a heading.
  const heading = topic?.name ?? t('chat.topic.title');
  usePageTitle(missing ? t('chat.topic.notFound.title') : (topic?.name ?? t('chat.title')));
  if (missing) {
    return <TopicNotFound />;
  }
  const frame = (content: ReactNode) => (
    <div className="chat-page" data-column="xl">
      <Breadcrumbs crumbs={[{ label: t('chat.title'), to: front }, { label: heading }]} />
      <header className="chat-page__header">
        <h1>{heading}</h1>
        {topic && <p className="chat-page__lead">{topic.description}</p>}
      </header>
      {content}
    </div>
  );
  if (topicId.kind === 'Occupational' && !loggedIn) {
    // occupational content is for logged-in patients only.
    return frame(
      <>
        <LoginRequiredNotice />
        <CallToActionCards />
      </>,
    );
  }
  return frame(
    <RemoteContent
      state={state}
      loadingLabel={t('chat.topic.loading')}
      failureMessage={t('chat.chatLoadingFailed')}
      failureDetail={
        <p>
          <WithPhoneLink render={(phone) => t('chat.topic.phoneAlternative', { phone })} />
        </p>
      }
      retryLabel={t('common.retry')}
      onRetry={retry}
    >
      {(loaded) => (
        <>
          {/* Each chat's own start asks a visitor to log in: the page says why, without asking again. */}
          {!loggedIn && (
            <Notice tone="info">
              <p>{t('chat.errors.loginToSeeAllChats')}</p>
            </Notice>
          )}
          <TopicChats
            topicId={topicId}
            queues={loaded.queues}
            categories={loaded.categories}
            onRetry={() => void queues.refetch()}
          />
          <CallToActionCards />
        </>
      )}
    </RemoteContent>,
  );
}
