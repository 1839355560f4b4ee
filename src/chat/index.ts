// Remote reception (issue #10, Q): so far the chat model and the wait-time message; the pages,
// polling, chat start, code entry, payments, direct compensation and appointments follow.
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
