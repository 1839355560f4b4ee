import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { NetworkError } from '../api/index.ts';

/** K-21: answers are fresh for 2 s (dedupe); a visible failure offers a manual retry (AMB-39). */
const dedupeMs = 2_000;

/**
 * The portal's query client. Every query and mutation error goes to `onError` (the blocked-page
 * rule, E-21). Failed calls are not retried automatically: the screen shows the failure with a
 * retry (AMB-39); only transient transport failures get one quiet retry.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: dedupeMs,
        retry: (failures, error) => failures < 1 && error instanceof NetworkError,
        retryDelay: 5_000,
      },
      mutations: { retry: false },
    },
  });
}
