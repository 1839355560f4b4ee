import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListTopics } from '../../../generated/chat-v4/chat-v4.ts';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import { pathFor, useRouteLanguage } from '../../i18n/index.ts';
import { usePatientTextContext } from '../../patient/index.ts';
import { usePageTitle, WithPhoneLink } from '../../shell/index.ts';
import { Button, LoadingState, Notice } from '../../ui/index.ts';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { ChatDetail } from '../chat-detail.tsx';
import { chatLoadFailureOf } from '../chat-load-failure.ts';
import { LoginRequiredNotice } from '../login-prompt.tsx';
import { useChatQueue, useIsLoggedIn, useLiveQueues } from '../use-chat-queues.ts';
import '../chat.css';

/**
 * The single chat info page, which is the queue page (`queue/:chatId`, R-47, AMB-29): the chat's
 * details with its start button, its status polled while shown, and the chat errors of
 * E-41, E-42 and E-49.
 */
export function ChatQueuePage() {
  const { t } = useTranslation();
  const chatId = Number(useParams().chatId);
  const queue = useChatQueue(chatId);
  const loggedIn = useIsLoggedIn();
  const person = usePatientTextContext();
  usePageTitle(queue.data?.name ?? t('chat.title'));
  if (queue.data) {
    return <QueuePage chat={queue.data} />;
  }
  if (queue.isPending) {
    return <LoadingState label={t('common.loading')} />;
  }
  const failure = chatLoadFailureOf(queue.error);
  switch (failure.kind) {
    case 'NotFound':
      return (
        // A visitor too is told the chat was not found: signing in does not make an id exist.
        <FailurePage>
          <p>
            <WithPhoneLink render={(phone) => t('chat.singleChat.notFound', { phone })} />
          </p>
        </FailurePage>
      );
    case 'NoAccess':
      return (
        <FailurePage>
          {loggedIn ? (
            <Notice tone="error" role="alert">
              <p>{t('chat.errors.chatLoadingFailed')}</p>
              <p>{t('chat.errors.noChatsInATopic', person)}</p>
            </Notice>
          ) : (
            <LoginRequiredNotice />
          )}
        </FailurePage>
      );
    case 'Failed':
      return (
        <FailurePage>
          <Notice tone="error" role="alert">
            <p>{t('chat.chatLoadingFailed')}</p>
            <Button variant="secondary" size="small" onClick={() => void queue.refetch()}>
              {t('common.retry')}
            </Button>
          </Notice>
        </FailurePage>
      );
  }
}

function QueuePage({ chat }: { chat: ChatQueueOutput }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const registered = useMemo(() => [chat], [chat]);
  const [live = chat] = useLiveQueues(registered);
  // The topic the chat is under, when the topics are known (usually cached from the topic page).
  const topic = useListTopics().data?.find((candidate) => candidate.id === chat.topic);
  return (
    <div className="chat-page" data-column="m">
      <Breadcrumbs
        crumbs={[
          { label: t('chat.title'), to: pathFor(language, 'chat.main') },
          ...(topic
            ? [{ label: topic.name, to: pathFor(language, 'chat.topic', { topicId: topic.id }) }]
            : []),
          { label: chat.name },
        ]}
      />
      <h1>{chat.name}</h1>
      <ChatDetail chat={live} type="OnDemand" />
    </div>
  );
}

function FailurePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  return (
    <div className="chat-page" data-column="m">
      <Breadcrumbs crumbs={[{ label: t('chat.title'), to: pathFor(language, 'chat.main') }]} />
      <h1>{t('chat.title')}</h1>
      {children}
    </div>
  );
}
