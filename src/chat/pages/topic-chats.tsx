import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import type { UiCategoryOutput } from '../../../generated/chat-v4/model/uiCategory.zod.ts';
import { useSectionFromHash } from '../../shell/index.ts';
import { Accordion, AccordionSection, Button, Notice } from '../../ui/index.ts';
import { ChatDetail, ChatStatus } from '../chat-detail.tsx';
import { groupByCategory, inTopic, type TopicId } from '../topic-chats.ts';
import { useIsLoggedIn, useLiveQueues } from '../use-chat-queues.ts';

interface TopicChatsProps {
  topicId: TopicId;
  queues: readonly ChatQueueOutput[];
  categories: readonly UiCategoryOutput[];
  onRetry: () => void;
}

/**
 * Q-10…Q-12: the topic's chats grouped by category, each an accordion section that opens from
 * the URL hash equal to its id and writes its id back to the hash when opened. Their statuses are
 * polled while the page shows them.
 */
export function TopicChats({ topicId, queues, categories, onRetry }: TopicChatsProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const inThisTopic = useMemo(
    () => queues.filter((queue) => inTopic(queue, topicId)),
    [queues, topicId],
  );
  const live = useLiveQueues(inThisTopic);
  const groups = groupByCategory(live, categories);
  const ids = useMemo(() => inThisTopic.map((queue) => String(queue.id)), [inThisTopic]);
  useSectionFromHash(ids);
  const openId = hashId(hash);
  if (groups.length === 0) {
    return (
      <Notice tone="warning">
        <p>{t('chat.errors.noChatsFound')}</p>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  }
  return groups.map((group) => (
    <section
      key={group.category?.id ?? 'other'}
      className="chat-section"
      aria-labelledby={group.category ? `chat-category-${group.category.id}` : undefined}
    >
      {group.category && (
        <>
          <h2 id={`chat-category-${group.category.id}`}>{group.category.name}</h2>
          <p>{loggedIn ? group.category.description : group.category.publicDescription}</p>
        </>
      )}
      <Accordion
        headingLevel={group.category ? 3 : 2}
        open={ids.includes(openId) ? [openId] : []}
        onOpenChange={(_, toggled) => {
          void navigate({ hash: toggled.expanded ? toggled.id : '' }, { replace: true });
        }}
      >
        {group.chats.map((chat) => (
          <AccordionSection
            key={chat.id}
            id={String(chat.id)}
            title={
              <span className="chat-summary">
                <span className="chat-summary__name">{chat.name}</span>
                <ChatStatus chat={chat} />
              </span>
            }
          >
            <ChatDetail chat={chat} type="OnDemand" showStatus={false} />
          </AccordionSection>
        ))}
      </Accordion>
    </section>
  ));
}

function hashId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}
