// The chat queues a page shows and their live statuses (Q-57…Q-59, C-05).
import { useEffect, useMemo } from 'react';
import {
  useGetChatQueue,
  useGetPersonChatQueue,
  useListChatQueues,
  useListChatQueueStatuses,
  useListPersonChatQueues,
} from '../../generated/chat-v4/chat-v4.ts';
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { useShellSettings } from '../shell/index.ts';
import { reportError } from '../ui/index.ts';
import { withStatuses } from './chat-model.ts';

/** Q-57, K-30: the queue statuses are asked again every 15 seconds. */
export const statusPollIntervalMs = 15_000;

export function useIsLoggedIn(): boolean {
  return useShellSettings().auth.state.kind === 'LoggedIn';
}

/** logged-out visitors read the public queues, logged-in patients their own. */
export function useChatQueues() {
  const loggedIn = useIsLoggedIn();
  const publicQueues = useListChatQueues({ query: { enabled: !loggedIn } });
  const personQueues = useListPersonChatQueues({ query: { enabled: loggedIn } });
  return loggedIn ? personQueues : publicQueues;
}

/** One queue by its id (C-04 logged out, C-07 logged in). */
export function useChatQueue(id: number) {
  const loggedIn = useIsLoggedIn();
  const publicQueue = useGetChatQueue(id, { query: { enabled: !loggedIn } });
  const personQueue = useGetPersonChatQueue(id, { query: { enabled: loggedIn } });
  return loggedIn ? personQueue : publicQueue;
}

/**
 * The registered queues (those the page shows) with their live statuses: one request for all of
 * them (`queueIds`), every 15 seconds while the page is visible. TanStack Query pauses the
 * interval while the document is hidden (`refetchIntervalInBackground: false`) and asks again as
 * soon as it is visible (`refetchOnWindowFocus`, the statuses being stale by then). The queues
 * arrive with a status, so the first request waits for the first interval. A failed poll is
 * reported (a warning; the HTTP layer also reports a failing answer by its operation) and
 * otherwise ignored: the last statuses stay, polling goes on, and it is not retried before
 * the next interval.
 */
export function useLiveQueues<Q extends ChatQueueOutput>(queues: readonly Q[] | undefined): Q[] {
  const ids = useMemo(
    () => [...new Set((queues ?? []).map((queue) => queue.id))].sort((a, b) => a - b),
    [queues],
  );
  const statuses = useListChatQueueStatuses(
    { queueIds: ids.join(',') },
    {
      query: {
        enabled: ids.length > 0,
        refetchInterval: statusPollIntervalMs,
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
        staleTime: statusPollIntervalMs,
        initialData: [],
        initialDataUpdatedAt: () => Date.now(),
        retry: false,
      },
    },
  );
  const { error, errorUpdatedAt } = statuses;
  useEffect(() => {
    if (error) {
      reportError('[chat] The queue statuses could not be polled.', error, 'warning');
    }
  }, [error, errorUpdatedAt]);
  return useMemo(() => withStatuses(queues ?? [], statuses.data), [queues, statuses.data]);
}
