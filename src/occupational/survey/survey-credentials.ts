// O-08: what the survey needs to call the self-triage API itself, from the HTTP layer's settings
// (the same base URL, subscription key and token the portal's own self-triage calls use).
import { currentPatientKey, httpSettings, subscriptionKeyHeader } from '../../api/index.ts';

export class SurveyCredentialsError extends Error {
  override readonly name = 'SurveyCredentialsError';
}

/**
 * The absolute API base and the headers: the subscription key and the main user's bearer token.
 * Self-triage needs the main-type token (C-15, C-16), so this refuses while acting for someone.
 */
export async function surveyCredentials(
  portalOrigin: string,
): Promise<{ apiBase: string; headers: Record<string, string> }> {
  const settings = httpSettings();
  if (currentPatientKey() !== 'main') {
    throw new SurveyCredentialsError('Self-triage is for the main user only');
  }
  const token = await settings.patientToken({
    contract: 'self-triage',
    operationId: 'getSelfTriageUserData',
  });
  if (token === null) {
    throw new SurveyCredentialsError('Logged out');
  }
  return {
    apiBase: new URL(settings.baseUrl('self-triage'), portalOrigin).toString(),
    headers: {
      [subscriptionKeyHeader]: settings.subscriptionKey,
      Authorization: `Bearer ${token}`,
    },
  };
}
