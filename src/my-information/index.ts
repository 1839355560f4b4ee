// My information (issue #9, R-58, R-59): the page, the update-contact-information page and the
// request to confirm the contact information (NS-24). The portal frame mounts the request from
// ./contact-confirmation/index.ts, which stays out of this area's lazily loaded chunk.
export {
  MyInformationPage,
  type MyInformationArrival,
  type MyInformationPageProps,
} from './my-information-page.tsx';
export {
  UpdateContactInformationPage,
  type UpdateContactInformationPageProps,
} from './update-contact-information-page.tsx';
export {
  contactConfirmationDue,
  contactUpdateState,
  ContactInfoConfirmationNotice,
  useContactConfirmation,
  type ContactConfirmation,
  type ContactInfoConfirmationNoticeProps,
  type ContactInfoUpdateRequestFrequency,
  type ContactUpdateState,
  type ContactUpdateStorage,
} from './contact-confirmation/index.ts';
export { paymentSettingOf, type PaymentSetting } from './payment-setting.ts';
export { useOnlinePaymentAllowed } from './payments-section.tsx';
// Shared with the chat service's online-payment panel and direct compensation (#10). The switch's
// look is in my-information.css, which this index brings along (my-information-page.tsx).
export { SwitchField, type SwitchFieldProps } from './switch-field.tsx';
export { formatCalendarDate, formatProfileTime } from './profile-dates.ts';
