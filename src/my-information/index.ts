// My information: the page, the update-contact-information page and the
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
export { formatCalendarDate, formatProfileTime } from './profile-dates.ts';
