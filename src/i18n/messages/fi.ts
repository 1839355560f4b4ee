import { accessibilityStatementFi } from './fi/accessibility-statement.ts';
import { authFi } from './fi/auth.ts';
import { identificationFi } from './fi/identification.ts';
import { chatFi } from './fi/chat.ts';
import { feedbackFi } from './fi/feedback.ts';
import { formsFi } from './fi/forms.ts';
import { myInformationFi } from './fi/my-information.ts';
import { occupationalFi } from './fi/occupational.ts';
import { onBehalfOfFi } from './fi/on-behalf-of.ts';
import { onboardingFi } from './fi/onboarding.ts';
import { fiCore } from './fi/core.ts';

/**
 * The whole Finnish catalogue, the core and every part: the source language (NS-09). `sv` and
 * `en` must have exactly these keys (see `catalogue.ts`), and `t()` keys are checked against this
 * object at compile time.
 */
export const fi = {
  ...fiCore,
  forms: formsFi,
  onboarding: onboardingFi,
  myInformation: myInformationFi,
  chat: chatFi,
  occupational: occupationalFi,
  accessibilityStatement: accessibilityStatementFi,
  onBehalfOf: onBehalfOfFi,
  feedback: feedbackFi,
  auth: authFi,
  identification: identificationFi,
} as const;
