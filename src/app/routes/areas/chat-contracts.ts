// The chat area's first step (page-routes.tsx, scripts/build/build-chunks.ts `loadSteps`): the chat API's
// generated client with its schemas, built as the module runs, evaluated in a task of its own
// before the area's pages.
import '../../../../generated/chat-v4/chat-v4.ts';
