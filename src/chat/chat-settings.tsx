import { createContext, use, type ReactNode } from 'react';
import type { Language } from '../i18n/index.ts';
import type { AnalyticsEvent } from './session/analytics.ts';

/** Queue and topic ids that differ per environment (K-39…K-42). */
export interface ChatQueueIds {
  serviceRequest: number;
  callRequest: number;
  /** The chat opened after direct compensation with the insurer `if` (K-39). */
  insuranceDefaultQueue: number;
  /** The topic whose chats are for children: acting on behalf opens the principal selection. */
  childChatTopic: number;
}

/** What the chat service takes from the environment; the app passes it in. */
export interface ChatSettings {
  queueIds: ChatQueueIds;
  /**
   * K-12, NS-25: booked appointments can be joined from 30 minutes before their start (the
   * native host's `selfCheckIn` feature, or the environment's setting on the web). Off if absent.
   */
  selfCheckIn?: boolean;
  /**
   * B-21: where the session's `chat_timer` and `remote_reception` go (the app's analytics, which
   * send nothing before consent). Nowhere if absent.
   */
  analytics?: (push: AnalyticsEvent) => void;
  /**
   * The visit page a booked appointment opens, on the visits application's host; the
   * portal's own path `visits/:webCode` if absent.
   */
  visitPage?: (language: Language, webCode: string) => string;
}

const ChatSettingsContext = createContext<ChatSettings | null>(null);

export function ChatSettingsProvider({
  settings,
  children,
}: {
  settings: ChatSettings;
  children: ReactNode;
}) {
  return <ChatSettingsContext value={settings}>{children}</ChatSettingsContext>;
}

/** The settings of the enclosing `ChatSettingsProvider`; without one it is a programming error. */
export function useChatSettings(): ChatSettings {
  const settings = use(ChatSettingsContext);
  if (!settings) {
    throw new Error('Chat components must be inside a ChatSettingsProvider.');
  }
  return settings;
}
