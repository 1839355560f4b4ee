import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useListTopics } from '../../../generated/chat-v4/chat-v4.ts';
import type { TopicOutput } from '../../../generated/chat-v4/model/topic.zod.ts';
import { anchorFor, pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePatientTextContext } from '../../patient/index.ts';
import { useSectionFromHash, usePageTitle } from '../../shell/index.ts';
import { LinkCard, RemoteContent, remoteStateOf } from '../../ui/index.ts';
import { AppointmentsSection } from '../appointments/index.ts';
import { DirectCompensationInterruptedNotice } from '../direct-compensation/index.ts';
import { LoginRequiredNotice } from '../login-prompt.tsx';
import { endedChatOf, SessionEndedDialog } from '../session/index.ts';

import { useIsLoggedIn } from '../use-chat-queues.ts';
import { CallToActionCards } from './call-to-action-cards.tsx';
import '../chat.css';

/**
 * The chat service's front page: the interrupted direct compensation notice
 * and booked appointments for a logged-in patient, the login-required notice for a visitor, the
 * topics (anchor `aihealueet` / `ämnesområden` / `topics`), other ways to get care, and the
 * most common matters. The occupational section (O-02…O-04) comes from its own area as a slot.
 * After a chat session that closed in chat, the "session ended" modal shows; when
 * it closes, `afterSessionEnded` runs (the app's customer-effort question, B-13).
 */
export function ChatFrontPage({
  occupationalSection,
  afterSessionEnded,
}: { occupationalSection?: ReactNode; afterSessionEnded?: () => void } = {}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const endedChat = endedChatOf(location.state);
  const language = useRouteLanguage();
  const loggedIn = useIsLoggedIn();
  const topicsAnchor = anchorFor(language, 'chat.main', 'topics');
  useSectionFromHash([topicsAnchor]);
  const person = usePatientTextContext();
  const intro = t('chat.intro', person);
  usePageTitle(t('chat.title'), intro);
  return (
    <div className="chat-page" data-column="xl">
      <header className="chat-page__header">
        <h1>{t('chat.title')}</h1>
        <p className="chat-page__lead">{intro}</p>
      </header>
      {loggedIn ? (
        <>
          <DirectCompensationInterruptedNotice />
          <AppointmentsSection />
        </>
      ) : (
        <LoginRequiredNotice />
      )}
      {occupationalSection}
      {endedChat && (
        <SessionEndedDialog
          chat={endedChat}
          onClose={() => {
            // Shown once: the state goes, so a reload or going back does not show it again.
            void navigate(
              { pathname: location.pathname, search: location.search, hash: location.hash },
              { replace: true, state: null },
            );
            afterSessionEnded?.();
          }}
        />
      )}
      <TopicsAndMatters id={topicsAnchor} between={<CallToActionCards />} />
    </div>
  );
}

/**
 * The topics, the other ways to get care (`between`, made by the page) and the matters. The topics
 * arrive as the page starts; their answer renders at once (React Query's answers do not yield), so
 * it re-renders only this component, and `between`, the same element, not at all. Their list
 * renders in slices, between which the browser may paint and answer input.
 */
function TopicsAndMatters({ id, between }: { id: string; between: ReactNode }) {
  const { t } = useTranslation();
  const topics = useDeferredValue(useListTopics());
  return (
    <>
      <section id={id} tabIndex={-1} className="chat-section" aria-labelledby="chat-topics-title">
        <h2 id="chat-topics-title">{t('chat.topics.title')}</h2>
        <RemoteContent
          state={remoteStateOf(topics)}
          loadingLabel={t('chat.topics.loading')}
          failureMessage={t('chat.errors.topicsLoadingFailed')}
          retryLabel={t('common.retry')}
          onRetry={() => void topics.refetch()}
        >
          {(list) => <TopicList topics={list} />}
        </RemoteContent>
      </section>
      {between}
      {topics.data && <Matters topics={topics.data} />}
    </>
  );
}

function TopicList({ topics }: { topics: readonly TopicOutput[] }) {
  const language = useRouteLanguage();
  return (
    <ul className="chat-cards">
      {topics.map((topic) => (
        <LinkCard
          key={topic.id}
          link={(className) => (
            <Link className={className} to={pathFor(language, 'chat.topic', { topicId: topic.id })}>
              {topic.name}
            </Link>
          )}
          description={topic.description}
        />
      ))}
    </ul>
  );
}

/** Q-06: the list of matters: the topics' keywords, each leading to its topic. */
function Matters({ topics }: { topics: readonly TopicOutput[] }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const matters = topics.flatMap((topic) =>
    topic.keywords.map((keyword) => ({ keyword, topicId: topic.id })),
  );
  if (matters.length === 0) {
    return null;
  }
  return (
    <section className="chat-section" aria-labelledby="chat-matters-title">
      <h2 id="chat-matters-title">{t('chat.matters.title')}</h2>
      <p>{t('chat.matters.description')}</p>
      <ul className="chat-matters">
        {matters.map(({ keyword, topicId }) => (
          <li key={keyword.id}>
            <Link to={pathFor(language, 'chat.topic', { topicId })}>{keyword.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
