/** Why a silent renewal failed, as far as the session cares. */
export type RenewalFailure =
  /** S-23: the provider wants the user back (`login_required`, `interaction_required`). */
  | 'LoginRequired'
  /** S-24: no answer within the silent time-out; tried again after 5 s. */
  | 'TimedOut'
  /** Anything else (network, server): reported as 'Failed to refresh session' (E-07). */
  | 'Failed';

/**
 * `invalid_grant` joins the S-23 codes: it is what the refresh-token path answers when the
 * grant is gone (signed out elsewhere, expired), the same meaning as `login_required`.
 */
const loginRequiredCodes = new Set(['login_required', 'interaction_required', 'invalid_grant']);

/** Classifies oidc-client-ts errors by their markers (`name`, `error`), not by class identity. */
export function classifyRenewalError(error: unknown): RenewalFailure {
  if (typeof error !== 'object' || error === null) {
    return 'Failed';
  }
  if ('name' in error && error.name === 'ErrorTimeout') {
    return 'TimedOut';
  }
  if ('error' in error && typeof error.error === 'string' && loginRequiredCodes.has(error.error)) {
    return 'LoginRequired';
  }
  return 'Failed';
}
