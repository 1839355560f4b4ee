// Remote reception (issue #10, Q): so far the pure rules: the chat model, the wait-time message,
// appointment timing and the code field's states. The pages, polling, chat start, payments and
// direct compensation follow.
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
