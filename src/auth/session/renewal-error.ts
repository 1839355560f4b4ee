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

/**
 * The `error` of an oidc-client-ts `ErrorDPoPNonce`: an error answer that also offered a DPoP
 * nonce, once the library's one retry with it has failed too. Its message is the answer's body.
 */
function dpopNonceErrorCode(error: object): unknown {
  if (!('name' in error) || error.name !== 'ErrorDPoPNonce' || !('message' in error)) {
    return undefined;
  }
  try {
    const body: unknown = JSON.parse(String(error.message));
    return typeof body === 'object' && body !== null && 'error' in body ? body.error : undefined;
  } catch {
    return undefined;
  }
}

/** Classifies oidc-client-ts errors by their markers (`name`, `error`), not by class identity. */
export function classifyRenewalError(error: unknown): RenewalFailure {
  if (typeof error !== 'object' || error === null) {
    return 'Failed';
  }
  if ('name' in error && error.name === 'ErrorTimeout') {
    return 'TimedOut';
  }
  const code = 'error' in error ? error.error : dpopNonceErrorCode(error);
  if (typeof code === 'string' && loginRequiredCodes.has(code)) {
    return 'LoginRequired';
  }
  return 'Failed';
}
