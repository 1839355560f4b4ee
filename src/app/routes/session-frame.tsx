// What only a signed-in patient's pages mount around the page: the session's
// time-out and expiration dialogs, the onboarding redirect, the patient layer's dialogs and URL
// requests, and the request to confirm the contact information. The router loads this module
// once there is a session (router.tsx, `WithSession`): a visitor's first page carries none of it,
// nor the catalogue's parts it shows.
import { SessionDialogs } from '../../auth/index.ts';
import { useCatalogueParts } from '../../i18n/index.ts';
import {
  ContactInfoConfirmationNotice,
  type ContactInfoConfirmationNoticeProps,
} from '../../my-information/contact-confirmation/index.ts';
import {
  OnboardingGuard,
  PatientSessionParts,
  type AddPrincipalActions,
} from '../../patient/index.ts';

export function SessionFrame({ addPrincipal }: { addPrincipal: AddPrincipalActions }) {
  // The session's time-out and expiration dialogs (the latter with a failed sign-in's message),
  // the onboarding guard's dialog (a family member who cannot be acted for), the principal
  // selection and the patient layer's other dialogs.
  useCatalogueParts('auth', 'identification', 'onboarding', 'onBehalfOf');
  return (
    <>
      <SessionDialogs />
      <OnboardingGuard />
      <PatientSessionParts addPrincipal={addPrincipal} />
    </>
  );
}

export function SessionNotices(props: ContactInfoConfirmationNoticeProps) {
  useCatalogueParts('myInformation');
  return <ContactInfoConfirmationNotice {...props} />;
}
