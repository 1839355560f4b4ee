import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetSecureChatMetadata,
  useNotifyChatStarted,
} from '../../../generated/chat-v4/chat-v4.ts';
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
import { useRouteLanguage } from '../../i18n/index.ts';
import { useShellSettings } from '../../shell/index.ts';
import type { ChatType } from '../chat-start.ts';
import { useChatSettings } from '../chat-settings.tsx';
import { remoteReceptionEvent, startChatTimers } from './analytics.ts';
import { deviceInfoOf } from './device-info.ts';
import { reportSessionError, reportSessionFailure } from './session-report.ts';
import { initialSessionState, isUnderWay, nextSessionState } from './session-state.ts';
import { startChatWidget, type ChatWidgetConfig, type WidgetHandle } from './widget-adapter.ts';

export interface ChatSessionInput {
  chat: ChatQueueOutput;
  type: ChatType;
  /** NS-52: the code of a chat opened by code; null otherwise. */
  chatCode: string | null;
  /** O-10: the symptom survey's session id; null when the chat did not come from it. */
  selfTriageId: string | null;
  widget: ChatWidgetConfig;
  /** Called for each of the specialist's messages (the unread count, the sound). */
  onMessage: () => void;
  /** True once another tab has taken the chat over: the page then lets go without ending it. */
  handedOver?: () => boolean;
}

/**
 * One chat session (Q-41, Q-43, Q-49…Q-51): `chat-started` once for an on-demand chat, fresh
 * secure metadata (never cached or logged), the widget in the returned container, the state
 * machine fed by its events, the failure reported, and the analytics of §9.
 */
export function useChatSession({
  chat,
  type,
  chatCode,
  selfTriageId,
  widget,
  onMessage,
  handedOver,
}: ChatSessionInput) {
  const { t } = useTranslation();
  const language = useRouteLanguage();
  const { mode } = useShellSettings();
  const { analytics } = useChatSettings();
  const [state, dispatch] = useReducer(nextSessionState, initialSessionState);
  const container = useRef<HTMLDivElement>(null);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });
  const { mutateAsync: fetchMetadata } = useGetSecureChatMetadata({ mutation: { gcTime: 0 } });
  const { mutateAsync: notifyStarted } = useNotifyChatStarted({ mutation: { gcTime: 0 } });
  // Once per session page, also when StrictMode runs the effects twice.
  const notified = useRef(false);

  const { id, name, ninchatRealmId, ninchatId, siteConfig } = chat;
  const frameTitle = t('chat.session.frameTitle', { name });
  useEffect(() => {
    const host = container.current;
    if (!host) {
      return undefined;
    }
    let cancelled = false;
    // A function, so the checks after each await read the current value.
    const isCancelled = () => cancelled;
    let handle: WidgetHandle | null = null;
    if (type === 'OnDemand' && !notified.current) {
      notified.current = true;
      notifyStarted({ id, data: { chatCode: null, selfTriageId } }).catch((cause: unknown) => {
        reportSessionError('chat-started failed.', cause);
      });
    }
    const start = async () => {
      let metadata: string;
      try {
        const answer = await fetchMetadata({
          id,
          data: { chatCode, selfTriageId },
          params: { deviceInfo: deviceInfoOf(mode, navigator.userAgent) },
        });
        metadata = answer.metadata;
      } catch (cause) {
        if (!isCancelled()) {
          reportSessionError('The secure metadata did not load.', cause);
          dispatch({ type: 'startFailed', failure: 'metadata' });
        }
        return;
      }
      if (isCancelled()) {
        return;
      }
      try {
        const started = await startChatWidget(widget, {
          realmId: ninchatRealmId || widget.realmId,
          queueId: ninchatId || String(id),
          siteConfig: siteConfig || widget.siteConfig,
          metadata,
          language,
          container: host,
          title: frameTitle,
          onEvent: (event) => {
            if (isCancelled()) {
              return;
            }
            dispatch(event);
            if (event.type === 'message') {
              onMessageRef.current();
            }
          },
        });
        if (isCancelled()) {
          started.destroy();
        } else {
          handle = started;
        }
      } catch (cause) {
        if (!isCancelled()) {
          reportSessionError('The chat widget did not start.', cause);
          dispatch({ type: 'startFailed', failure: 'script' });
        }
      }
    };
    void start();
    return () => {
      cancelled = true;
      if (handedOver?.() === true) {
        handle?.detach();
      } else {
        handle?.destroy();
      }
    };
    // The session starts once per page; a refetched chat or a new title does not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, type, chatCode, selfTriageId, widget, language, mode]);

  // the failure is reported (critical) and emitted once.
  useEffect(() => {
    if (state.kind === 'Failed') {
      reportSessionFailure(id, state.failure);
    }
  }, [state, id]);

  // §9: the remote reception's price once the specialist has joined; the timers while under way.
  const inChat = state.kind === 'InChat';
  const reported = useRef(false);
  const analyticsTag = chat.analyticsTag ?? null;
  useEffect(() => {
    if (inChat && !reported.current) {
      reported.current = true;
      analytics?.(remoteReceptionEvent({ id, name, analyticsTag }));
    }
  }, [inChat, id, name, analyticsTag, analytics]);
  const underWay = isUnderWay(state);
  useEffect(
    () => (underWay && analytics ? startChatTimers({ id, analyticsTag }, analytics) : undefined),
    [underWay, id, analyticsTag, analytics],
  );

  return { state, container };
}
