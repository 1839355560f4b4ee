// The symptom survey's session id on its way to the chat: one format, the chat API's own.
import { SelfTriageId } from '../../generated/chat-v4/model/selfTriageId.zod.ts';

/** The query parameter of the chat session's address that carries the survey's session id. */
export const selfTriageIdParameter = 'selfTriageId';

/**
 * The survey's session id from the session page's query, as the survey gave it (any id of the
 * contract's `SelfTriageId` format, a UUID or not); null when absent or of another format.
 */
export function selfTriageIdOf(search: URLSearchParams): string | null {
  const parsed = SelfTriageId.safeParse(search.get(selfTriageIdParameter));
  return parsed.success ? parsed.data : null;
}
