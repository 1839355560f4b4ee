// The request to confirm the contact information (NS-24, K-11): small enough for the portal
// frame to mount on every page without loading the my-information area.
export {
  contactConfirmationDue,
  type ContactInfoUpdateRequestFrequency,
} from './confirmation-rule.ts';
export {
  contactUpdateState,
  type ContactUpdateState,
  type ContactUpdateStorage,
} from './contact-update-state.ts';
export {
  ContactInfoConfirmationNotice,
  type ContactInfoConfirmationNoticeProps,
} from './contact-info-confirmation-notice.tsx';
export { useContactConfirmation, type ContactConfirmation } from './use-contact-confirmation.ts';
export { ConfirmationDueText } from './confirmation-due-text.tsx';
