import type { Catalogue } from './catalogue.ts';
import { accessibilityStatementSv } from './sv/accessibility-statement.ts';
import { authSv } from './sv/auth.ts';
import { identificationSv } from './sv/identification.ts';
import { chatSv } from './sv/chat.ts';
import { feedbackSv } from './sv/feedback.ts';
import { formsSv } from './sv/forms.ts';
import { myInformationSv } from './sv/my-information.ts';
import { occupationalSv } from './sv/occupational.ts';
import { onBehalfOfSv } from './sv/on-behalf-of.ts';
import { onboardingSv } from './sv/onboarding.ts';
import { svCore } from './sv/core.ts';

/** The whole Swedish catalogue: the core and every part. */
export const sv: Catalogue = {
  ...svCore,
  forms: formsSv,
  onboarding: onboardingSv,
  myInformation: myInformationSv,
  chat: chatSv,
  occupational: occupationalSv,
  accessibilityStatement: accessibilityStatementSv,
  onBehalfOf: onBehalfOfSv,
  feedback: feedbackSv,
  auth: authSv,
  identification: identificationSv,
};
