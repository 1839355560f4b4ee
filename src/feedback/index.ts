// Feedback (B-01…B-17, C-35): the dialog and its spontaneous variant, the state machine,
// the id and tags, and the 60-day rule for the customer-effort question after a chat (B-13).
export {
  FeedbackProvider,
  useFeedbackOpener,
  type FeedbackOpener,
  type FeedbackProviderProps,
} from './feedback-provider.tsx';
export {
  initialFeedbackState,
  scales,
  transition,
  type FeedbackEvent,
  type FeedbackRequest,
  type FeedbackState,
  type FeedbackType,
} from './feedback-state.ts';
export { feedbackId } from './feedback-id.ts';
export { deviceOf, feedbackTags, visitorKey, type FeedbackContext } from './feedback-tags.ts';
export {
  customerEffortDue,
  feedbackPersonKey,
  lastFeedbackKey,
  personFeedbackStorage,
  readLastFeedbackAt,
  recordFeedback,
  shouldAskCustomerEffort,
  type FeedbackStorage,
} from './last-feedback.ts';
