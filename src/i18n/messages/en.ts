import type { Catalogue } from './catalogue.ts';
import { accessibilityStatementEn } from './en/accessibility-statement.ts';
import { authEn } from './en/auth.ts';
import { identificationEn } from './en/identification.ts';
import { chatEn } from './en/chat.ts';
import { feedbackEn } from './en/feedback.ts';
import { formsEn } from './en/forms.ts';
import { myInformationEn } from './en/my-information.ts';
import { occupationalEn } from './en/occupational.ts';
import { onBehalfOfEn } from './en/on-behalf-of.ts';
import { onboardingEn } from './en/onboarding.ts';
import { enCore } from './en/core.ts';

/** The whole English catalogue: the core and every part. */
export const en: Catalogue = {
  ...enCore,
  forms: formsEn,
  onboarding: onboardingEn,
  myInformation: myInformationEn,
  chat: chatEn,
  occupational: occupationalEn,
  accessibilityStatement: accessibilityStatementEn,
  onBehalfOf: onBehalfOfEn,
  feedback: feedbackEn,
  auth: authEn,
  identification: identificationEn,
};
