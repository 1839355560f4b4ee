import { patientScope } from './current-patient.ts';

/** The first element of a query key when nobody is signed in (public calls such as maintenance). */
export const anonymousSubject = 'anonymous';

/**
 * Query key of every generated query: the signed-in person, the current patient, then the
 * operation's URL template and its parameters. A new sign-in or a switch of principal changes
 * the key, so cached data of one person is never shown for another.
 */
export const patientQueryKey = (
  parameters: Record<string, unknown>,
  meta: { url: string; queryOptions?: unknown },
) => {
  const { subject, patient } = patientScope();
  return [subject ?? anonymousSubject, patient, meta.url, parameters] as const;
};
