import { currentPatientKey } from './current-patient.ts';

/**
 * Query key of every generated query: the current patient first, then the operation's URL
 * template and its parameters. Switching principal changes the key, so cached data of one
 * person is never shown for another.
 */
export const patientQueryKey = (
  parameters: Record<string, unknown>,
  meta: { url: string; queryOptions?: unknown },
) => [currentPatientKey(), meta.url, parameters] as const;
