// What onboarding knows of a remote value: still loading, loaded, or failed (not a 404 profile,
// which is an answer: a new patient, P-31).

export type Load<T> = { kind: 'Loading' } | { kind: 'Loaded'; value: T } | { kind: 'Failed' };

/** The parts of a TanStack query result a load state is made of. */
export interface QueryLike<D> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: D | undefined;
  error: unknown;
}

/**
 * A query's load state. A retry after a failure shows as loading again; `answerOf` turns an
 * error that is an answer (a 404) into a value, or returns undefined for a real failure.
 */
export function loadOf<D, T>(
  query: QueryLike<D>,
  valueOf: (data: D) => T,
  answerOf: (error: unknown) => { value: T } | undefined = () => undefined,
): Load<T> {
  if (query.isError) {
    const answer = answerOf(query.error);
    if (answer) {
      return { kind: 'Loaded', value: answer.value };
    }
    return query.isFetching ? { kind: 'Loading' } : { kind: 'Failed' };
  }
  if (query.isPending || query.data === undefined) {
    return { kind: 'Loading' };
  }
  return { kind: 'Loaded', value: valueOf(query.data) };
}
