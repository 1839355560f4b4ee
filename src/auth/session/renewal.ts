import type { Language } from '../../api/index.ts';
import type { AuthClient, SignedInUser } from './auth-client.ts';
import type { Clock } from './clock.ts';
import { accessTokenExpiringMs } from '../constants.ts';
import type { Locks } from './locks.ts';
import { classifyRenewalError, type RenewalFailure } from './renewal-error.ts';

/** The Web Lock every tab takes before a silent renewal (one renewal across tabs). */
export const renewalLockName = 'asiointi-token-renewal';

export type RenewalResult =
  | { kind: 'Renewed'; user: SignedInUser; by: 'this-tab' | 'other-tab' }
  | { kind: 'Failed'; failure: RenewalFailure; error: unknown };

/** A token that does not expire within the K-02 notification time. */
export function isFresh(user: SignedInUser, nowMs: number): boolean {
  return user.expiresAt === undefined || user.expiresAt * 1000 - nowMs > accessTokenExpiringMs;
}

/**
 * Renews the token under the renewal lock. A tab that had to wait re-reads the shared user
 * store: if another tab stored a fresh token meanwhile, it takes that one instead of asking the
 * provider again, so N tabs renewing at once make one token request (and a rotating refresh
 * token is never spent twice). `locks` must be settled (`settledLocks`), so that the other tab's
 * write has reached this tab when it looks.
 */
export async function renewAcrossTabs(deps: {
  client: AuthClient;
  locks: Locks;
  language: Language;
  clock: Clock;
}): Promise<RenewalResult> {
  const { client, locks, clock } = deps;
  try {
    const seen = (await client.getUser())?.accessToken ?? null;
    const renewedElsewhere = async (): Promise<SignedInUser | null> => {
      const stored = await client.getUser();
      return stored && stored.accessToken !== seen && isFresh(stored, clock.now()) ? stored : null;
    };
    return await locks.request(renewalLockName, async (): Promise<RenewalResult> => {
      const stored = await renewedElsewhere();
      return stored
        ? { kind: 'Renewed', user: stored, by: 'other-tab' }
        : { kind: 'Renewed', user: await client.signinSilent(deps.language), by: 'this-tab' };
    });
  } catch (error) {
    return { kind: 'Failed', failure: classifyRenewalError(error), error };
  }
}
