import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import {
  automaticRetries,
  dedupeMs,
  errorRetryDelay,
  focusThrottleMs,
  retriesByItself,
} from './data-fetching.ts';

/**
 * The portal's query client, with K-21's data fetching (docs/data-fetching.md). Every query and
 * mutation error goes to `onError` (the blocked-page rule, E-21) once the query has given up.
 * A query that fails with no answer or a 5xx answer is asked once more after 5 s (10 s on a slow
 * connection) while the page still shows it loading; then the failure shows with its manual
 * retry (AMB-39). Mutations are never retried: they need not be idempotent.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  // When window focus last asked each query again (SWR's per-hook focus throttle).
  const focusedAt = new WeakMap<Query, number>();
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: dedupeMs,
        retry: (failures, error) => failures < automaticRetries && retriesByItself(error),
        retryDelay: errorRetryDelay,
        refetchOnWindowFocus: (query) => {
          const now = Date.now();
          const last = focusedAt.get(query);
          if (last !== undefined && now - last < focusThrottleMs) {
            return false;
          }
          focusedAt.set(query, now);
          return true;
        },
      },
      mutations: { retry: false },
    },
  });
}
