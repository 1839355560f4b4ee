// The contact form and the consent form, shared by onboarding and my information
//. Re-exported by src/patient/index.ts.
export { ContactForm, type ContactFormProps } from './contact-form.tsx';
export { ConsentForm, type ConsentFormProps } from './consent-form.tsx';
export {
  contactFields,
  fieldRules,
  namesCombinedMaxLength,
  type ContactField,
  type ContactFormValues,
  type FieldRule,
} from './contact-fields.ts';
export {
  checkContactField,
  checkEmail,
  checkField,
  checkGivenNames,
  checkLastName,
  checkNamesCombined,
  checkPhoneNumber,
  checkPostCode,
  checkPostOffice,
  checkStreetAddress,
  editableFields,
  isRequired,
  normalizeContactValue,
  normalizePhoneNumber,
  validateContactForm,
  type CheckOptions,
  type ContactFormVariant,
  type Violation,
  type ViolationRule,
} from './contact-rules.ts';
export {
  contactFormSchema,
  contactFormValues,
  toCreateProfileBody,
  toUpdateProfileBody,
} from './contact-form-schema.ts';
export {
  categoryConsentValues,
  consentChanges,
  customerInfoGroup,
  customerInfoGroups,
  hasConsentChanges,
  hiddenConsentCategoryIds,
  visibleConsentCategories,
  type ConsentChanges,
  type ConsentChoices,
} from './consent-categories.ts';
export {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type LeaveUnsavedState,
} from './unsaved-changes-guard.tsx';
export { useSave, type SaveOptions, type SaveStatus } from './use-save.ts';
export { useInsuranceSwitch } from './use-insurance-switch.ts';
export {
  checkCharacters,
  checkPersonalIdentityCode,
  type PersonalIdentityCodeCheck,
  type PersonalIdentityCodeProblem,
} from './personal-identity-code.ts';
export {
  formatInvoiceFee,
  PaperInvoiceConfirmation,
  type PaperInvoiceConfirmationProps,
} from './paper-invoice-confirmation.tsx';
export { usePaperInvoiceSwitch, type PaperInvoiceSwitch } from './use-paper-invoice-switch.ts';
