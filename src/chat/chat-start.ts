// Q-36…Q-41, NS-31, AMB-19: what the start button of a chat says and does. Pure.
import type { ChatQueueOutput } from '../../generated/chat-v4/model/chatQueue.zod.ts';
import { pathFor, type Language } from '../i18n/index.ts';
import type { ChatQueueIds } from './chat-settings.tsx';

/** how a chat starts, from the received kind and the environment's queue ids. */
export type StartKind = 'ServiceRequest' | 'CallRequest' | 'Bot' | 'HTIA';

/**
 * AMB-19 (proposal): the environment's service-request and call-request queues (K-40…K-42) are
 * those kinds whatever the backend sends; any other queue keeps its received kind. `HTIA` is never
 * derived here (NS-31): the backend sends it (chat-v4 4.2.0, proposal) for a queue the patient
 * enters through the pre-questionnaire.
 */
export function startKindOf(
  queue: Pick<ChatQueueOutput, 'id' | 'kind'>,
  ids: ChatQueueIds,
): StartKind {
  if (queue.id === ids.serviceRequest) {
    return 'ServiceRequest';
  }
  if (queue.id === ids.callRequest) {
    return 'CallRequest';
  }
  return queue.kind;
}

/** Q-38, NS-31: the start button's text. */
export type StartLabel = 'loginAndStart' | 'sendServiceRequest' | 'startCallRequest' | 'start';

export function startLabelOf(kind: StartKind, loggedIn: boolean): StartLabel {
  if (!loggedIn) {
    return 'loginAndStart';
  }
  switch (kind) {
    case 'ServiceRequest':
      return 'sendServiceRequest';
    case 'CallRequest':
      return 'startCallRequest';
    case 'Bot':
    case 'HTIA':
      return 'start';
  }
}

/** The chat as received by a route: on demand, or opened with a code (NS-52). */
export type ChatType = 'OnDemand' | 'OnDemandByCode';

export interface StartContext {
  chat: Pick<ChatQueueOutput, 'id' | 'open' | 'topic' | 'kind'>;
  type: ChatType;
  loggedIn: boolean;
  language: Language;
  /** K-40…K-42: the topic whose chats are for children. */
  childChatTopic: number;
  /** Acting as oneself while able to act for others (web mode, P-14). */
  choosesPrincipalFirst: boolean;
}

export type StartAction =
  /** the queue is not open. */
  | { kind: 'Disabled' }
  /** login first, then back to the chat's own page. */
  | { kind: 'Login'; returnTo: string }
  /** Q-40, P-14: whom the chat is for is asked first (`selectChildFor`). */
  | { kind: 'SelectPrincipal'; chatId: number }
  /** kind `HTIA` answers the pre-questionnaire first; its success starts the chat. */
  | { kind: 'PreQuestionnaire'; path: string }
  /** The chat session. */
  | { kind: 'Session'; path: string };

/**
 * What pressing start does. The child-chat topic's chats are for a child: a user acting as
 * themselves who can act for others chooses first (Proposal: once acting for someone, the chat
 * starts for them at once, so the choice is not asked twice).
 */
export function startActionOf(context: StartContext): StartAction {
  const { chat, type, loggedIn, language } = context;
  if (!chat.open) {
    return { kind: 'Disabled' };
  }
  if (!loggedIn) {
    return { kind: 'Login', returnTo: pathFor(language, 'chat.onDemand', { chatId: chat.id }) };
  }
  if (type === 'OnDemandByCode') {
    return {
      kind: 'Session',
      path: pathFor(language, 'chat.onDemandByCodeSession', { chatId: chat.id }),
    };
  }
  if (chat.kind === 'HTIA') {
    return {
      kind: 'PreQuestionnaire',
      path: pathFor(language, 'chat.onDemandPreQuestionnaire', { chatId: chat.id }),
    };
  }
  if (chat.topic === context.childChatTopic && context.choosesPrincipalFirst) {
    return { kind: 'SelectPrincipal', chatId: chat.id };
  }
  return { kind: 'Session', path: pathFor(language, 'chat.onDemandSession', { chatId: chat.id }) };
}
