// Remote reception (Q): the chat model and its rules, the pages (front, topic, queue, code,
// appointments, direct compensation), the online-payment panel and the live chat session.
export {
  customerTypeOf,
  descriptionPreviewLength,
  formattedPrice,
  isPaidByTheUser,
  shortenedDescription,
  withStatuses,
  type CustomerType,
  type LiveStatus,
} from './chat-model.ts';
export {
  waitStepSeconds,
  waitThresholdSeconds,
  waitTimeOf,
  type QueueWait,
  type WaitTime,
} from './wait-time.ts';
export {
  appointmentState,
  endDelay,
  endOf,
  longestTimerMs,
  refreshAfterOpenMs,
  refreshDelay,
  type AppointmentState,
} from './appointment-time.ts';
export {
  afterEdit,
  checkCodeField,
  codeFailure,
  notValidated,
  type CodeEntryState,
  type CodeMessage,
} from './code-entry.ts';
export {
  ChatSettingsProvider,
  useChatSettings,
  type ChatQueueIds,
  type ChatSettings,
} from './chat-settings.tsx';
export { ChatFrontPage } from './pages/chat-front-page.tsx';
export { TopicPage } from './pages/topic-page.tsx';
export { ChatQueuePage } from './pages/chat-queue-page.tsx';
export { ChatLoginRedirect } from './pages/chat-login-redirect.tsx';
export { CodeLoginPage, CodePage } from './code/index.ts';
export {
  AppointmentsSection,
  AppointmentSessionRoute,
  appointmentsActionableNow,
  startingSoonMs,
  useAppointmentsNow,
  type AppointmentView,
} from './appointments/index.ts';
export { OnlinePaymentPanel } from './online-payment/index.ts';
export {
  DirectCompensationInterruptedNotice,
  DirectCompensationPage,
  DirectCompensationPrincipalEnablingPage,
  DirectCompensationPrincipalSelectionPage,
} from './direct-compensation/index.ts';
export {
  ChatSessionPage,
  endedChatOf,
  endedChatState,
  explicitChatStart,
  remoteReceptionFailedEvent,
  useChatsOpenInTabs,
  type ChatLockKey,
  SessionEndedDialog,
  type ChatSessionPageProps,
  type ChatWidgetConfig,
  type EndedChat,
  type RemoteReceptionFailedDetail,
} from './session/index.ts';
