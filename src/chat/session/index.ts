// The live chat session (Q-42…Q-51): its page, the widget adapter, the state machine
// and the "session ended" modal the front page shows after it.
export { ChatSessionPage, type ChatSessionPageProps } from './chat-session-page.tsx';
export { SessionEndedDialog } from './session-ended-dialog.tsx';
export { endedChatOf, endedChatState, type EndedChat } from './ended-chat.ts';
export type { ChatWidgetConfig } from './widget-adapter.ts';
export { explicitChatStart } from './session-start.ts';
export { remoteReceptionFailedEvent, type RemoteReceptionFailedDetail } from './session-report.ts';
export { useChatsOpenInTabs } from './use-chats-open-in-tabs.ts';
export type { ChatLockKey } from './chat-tab-claim.ts';
