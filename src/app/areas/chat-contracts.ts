// The chat area's first step (page-routes.tsx, scripts/build-chunks.ts `loadSteps`): the chat API's
// generated client. Classic zod builds each of its schemas as the module runs, the larger part of
// evaluating the area, so it runs in a task of its own before the area's pages.
import '../../../generated/chat-v4/chat-v4.ts';
