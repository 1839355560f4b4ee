import type { QueryClient } from '@tanstack/react-query';
import { subscribePatientScope } from '../api/index.ts';

/**
 * "Switching patient resets every patient-scoped query": when the same person switches between
 * themselves and a principal, the previous patient's cached answers are removed (their keys carry
 * the patient in second place, see `patientQueryKey`). A change of person clears everything in
 * the session layer instead.
 */
export function forgetPreviousPatient(queryClient: QueryClient): () => void {
  return subscribePatientScope((next, previous) => {
    if (next.subject === previous.subject && next.patient !== previous.patient) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] === previous.patient });
    }
  });
}
