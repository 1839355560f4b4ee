// the chat the session page carries to the front page (router state) when it closed in
// chat, so the front page shows the "session ended" modal. Router state survives a reload
// of the front page, so it is parsed, never trusted. Zod Mini, as the chat API's schemas: the chat
// front page, which reads it, loads no classic zod.
import { z } from 'zod/mini';

const endedChatSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string().check(z.maxLength(200)),
  paidByTheUser: z.boolean(),
});

export type EndedChat = z.infer<typeof endedChatSchema>;

const stateSchema = z.object({ endedChat: endedChatSchema });

/** The router state that carries `chat`. */
export const endedChatState = (chat: EndedChat): { endedChat: EndedChat } => ({ endedChat: chat });

/** The carried chat in a location's state, or null. */
export function endedChatOf(state: unknown): EndedChat | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.endedChat : null;
}
