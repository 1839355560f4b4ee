// A live session starts only from an explicit start (the queue page's, the code page's, the
// symptoms survey's or the child selection's): a bare link to the session's address, also the
// `returnTo` of a sign-in, shows the queue page first, so nobody is queued, nor their secure
// metadata fetched, by opening a link. The mark rides in the router state, so a reload resumes.
import { z } from 'zod';

/** The router state a start navigates to the session page with. */
export const explicitChatStart = { chatSessionStart: true } as const;

const marked = z.object({ chatSessionStart: z.literal(true) });

/** Whether the session page was opened by a start (and not by a link). */
export function isExplicitChatStart(state: unknown): boolean {
  return marked.safeParse(state).success;
}
