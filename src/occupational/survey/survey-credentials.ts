// O-08: what the survey needs to call the self-triage API itself: the same base URL and
// subscription key the portal's own self-triage calls use, and a token for that API alone.
import type { paths } from '../../../generated/identity/paths.ts';
import {
  createApiClient,
  currentPatientKey,
  httpSettings,
  operationTables,
  subscriptionKeyHeader,
} from '../../api/index.ts';

export class SurveyCredentialsError extends Error {
  override readonly name = 'SurveyCredentialsError';
}

/** The audience of the survey's token: the self-triage API only (identity contract, Proposal). */
export const selfTriageTokenAudience = 'https://api.asiointi.example/self-triage';

/**
 * RFC 8693: the token the portal would itself send to self-triage (the subject) exchanged for a
 * short-lived one that only the self-triage API accepts, so the survey never holds the portal's.
 */
async function exchangeSelfTriageToken(subjectToken: string): Promise<string> {
  const identity = createApiClient<paths>('identity', operationTables.identity);
  const { data } = await identity.POST('/token', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: {
      audience: selfTriageTokenAudience,
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token: subjectToken,
      subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
    },
  });
  if (!data) {
    throw new SurveyCredentialsError('The token exchange answered without a token');
  }
  return data.access_token;
}

/**
 * The absolute API base and the headers: the subscription key and a self-triage-only bearer token
 * exchanged for this call. Self-triage needs the main-type token (C-15, C-16), so this refuses
 * while acting for someone.
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
      Authorization: `Bearer ${await exchangeSelfTriageToken(token)}`,
    },
  };
}
