import type { RemoteContentState } from './remote-content.tsx';

/** The parts of a TanStack query result its remote state is made of. */
export interface QueryState<D> {
  data: D | undefined;
  isPending: boolean;
}

/**
 * H-22: loaded data stays shown while it is read again (also when that read fails), so a form
 * never loses what the patient chose. A retry after a failure is pending again, so the content
 * or the retry button gets the focus.
 */
export function remoteStateOf<D>(query: QueryState<D>): RemoteContentState<D> {
  if (query.data !== undefined) {
    return { kind: 'Success', value: query.data };
  }
  return query.isPending ? { kind: 'Loading' } : { kind: 'Failure' };
}
