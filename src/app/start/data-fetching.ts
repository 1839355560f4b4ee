// K-21, the spec's data-fetching constants, and what they mean for TanStack Query
// (docs/data-fetching.md). The numbers are SWR's defaults; so is what counts as slow.
import { ApiError, NetworkError, PaymentsMaintenanceError } from '../../api/index.ts';

/** K-21: a failed query is asked again after 5 s, 10 s on a slow connection. */
export const errorRetryDelayMs = { normal: 5_000, slow: 10_000 } as const;

/** K-21: an answer is fresh for 2 s: pages that ask for it meanwhile share it (dedupe). */
export const dedupeMs = 2_000;

/** K-21: window focus asks a query again at most once in 5 s. */
export const focusThrottleMs = 5_000;

/** K-21: the slow-loading notice comes after 3 s of loading, 5 s on a slow connection. */
export const slowLoadingAfterMs = { normal: 3_000, slow: 5_000 } as const;

/**
 * One automatic retry: it covers a blip (a dropped mobile connection, a restarting gateway)
 * within one interval; a longer outage is the visible failure with its manual retry (AMB-39),
 * not a spinner for 15 s or more while every open tab asks a failing backend again.
 */
export const automaticRetries = 1;

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * A slow connection as SWR, whose defaults K-21's numbers are, defines it: the Network Information
 * API's effective type `slow-2g` or `2g`, or the data saver on. `3g` and `4g` are not slow;
 * browsers without the API (Firefox, Safari) count as not slow.
 */
export function isSlowConnection(
  connection: NetworkInformation | undefined = (
    globalThis.navigator as { connection?: NetworkInformation } | undefined
  )?.connection,
): boolean {
  return (
    connection?.effectiveType === 'slow-2g' ||
    connection?.effectiveType === '2g' ||
    connection?.saveData === true
  );
}

/** The delay before a query's automatic retry, for the connection of that moment. */
export function errorRetryDelay(): number {
  return isSlowConnection() ? errorRetryDelayMs.slow : errorRetryDelayMs.normal;
}

/** How long loading may take before the slow-loading notice, for the connection of that moment. */
export function slowLoadingAfter(): number {
  return isSlowConnection() ? slowLoadingAfterMs.slow : slowLoadingAfterMs.normal;
}

/**
 * Whether a failed query may be asked again by itself: no answer at all, or a 5xx answer. Every
 * query is a generated GET hook (orval makes hooks of the other methods mutations, which never
 * retry), so asking again changes nothing on the server. The payments service's maintenance
 * (503) is a state to show, not a failure to wait out.
 */
export function retriesByItself(error: unknown): boolean {
  if (error instanceof NetworkError) {
    return true;
  }
  return (
    error instanceof ApiError &&
    !(error instanceof PaymentsMaintenanceError) &&
    error.status !== undefined &&
    error.status >= 500 &&
    error.status <= 599
  );
}
