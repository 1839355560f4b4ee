// S-25, S-26: every tab that follows a sign-out waits 500 ms and a random while (longer when
// hidden, so a visible tab usually wins); the first to claim performs the end-session redirect,
// the others only clear locally.
import { sleep, type Clock } from './clock.ts';
import {
  signOutDelayMs,
  signOutHiddenWaitMaxMs,
  signOutHiddenWaitMinMs,
  signOutVisibleWaitMaxMs,
} from '../constants.ts';
import type { Locks } from './locks.ts';
import { readLoggingOutFlag } from './logging-out-flag.ts';
import { loggingOutKey, type KeyValueStorage } from '../storage-keys.ts';

export const signOutLockName = 'asiointi-sign-out';

/** S-26: the random wait: up to 100 ms when visible, 100–300 ms when hidden. */
export function signOutWaitMs(random: number, hidden: boolean): number {
  return hidden
    ? signOutHiddenWaitMinMs + random * (signOutHiddenWaitMaxMs - signOutHiddenWaitMinMs)
    : random * signOutVisibleWaitMaxMs;
}

export type SignOutRole = 'Redirect' | 'StandBy';

/**
 * Claims the redirect under the sign-out lock: the first claim wins, later ones stand by. `locks`
 * must be settled (`settledLocks`): two claims would mean two end-session redirects, of which the
 * first then fails at the provider.
 */
export function claimSignOut(deps: {
  locks: Locks;
  storage: KeyValueStorage;
  tabId: string;
  clock: Clock;
}): Promise<SignOutRole> {
  const claim = (): SignOutRole => {
    const flag = readLoggingOutFlag(deps.storage);
    if (flag && flag.claimedBy !== null && flag.claimedBy !== deps.tabId) {
      return 'StandBy';
    }
    deps.storage.setItem(
      loggingOutKey,
      JSON.stringify({ at: flag?.at ?? deps.clock.now(), claimedBy: deps.tabId }),
    );
    return 'Redirect';
  };
  return deps.locks.request(signOutLockName, () => Promise.resolve(claim()));
}

/** Waits as S-26 says, then claims: the role of this tab in the sign-out. */
export async function coordinateSignOut(deps: {
  clock: Clock;
  random: () => number;
  isHidden: () => boolean;
  locks: Locks;
  storage: KeyValueStorage;
  tabId: string;
}): Promise<SignOutRole> {
  await sleep(deps.clock, signOutDelayMs);
  await sleep(deps.clock, signOutWaitMs(deps.random(), deps.isHidden()));
  return claimSignOut(deps);
}
