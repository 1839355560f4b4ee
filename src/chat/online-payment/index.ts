// The online-payment toggle (Q-32…Q-35). Being built.
import type { ChatQueueOutput } from '../../../generated/chat-v4/model/chatQueue.zod.ts';
export function OnlinePaymentPanel(_props: { chat: ChatQueueOutput }) {
  return null;
}
