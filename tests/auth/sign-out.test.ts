import { describe, expect, it } from 'vitest';
import { createInTabLocks } from '../../src/auth/locks.ts';
import {
  claimSignOut,
  coordinateSignOut,
  raiseLoggingOutFlag,
  readLoggingOutFlag,
  settleLoggingOutFlag,
  signOutWaitMs,
  type SignOutRole,
} from '../../src/auth/sign-out.ts';
import { createFakeClock } from './support/fake-clock.ts';
import { createMemoryStorage } from './support/memory-storage.ts';

describe('sign-out wait (S-26)', () => {
  it('is 0–100 ms in a visible tab', () => {
    expect(signOutWaitMs(0, false)).toBe(0);
    expect(signOutWaitMs(0.999, false)).toBeCloseTo(99.9);
  });

  it('is 100–300 ms in a hidden tab', () => {
    expect(signOutWaitMs(0, true)).toBe(100);
    expect(signOutWaitMs(0.5, true)).toBe(200);
    expect(signOutWaitMs(0.999, true)).toBeCloseTo(299.8);
  });
});

describe('sign-out claim (S-25)', () => {
  it('lets the first tab claim the redirect and the others stand by', async () => {
    const fake = createFakeClock();
    const storage = createMemoryStorage();
    const locks = createInTabLocks();
    raiseLoggingOutFlag(storage, fake.clock.now());
    const claim = (tabId: string) => claimSignOut({ locks, storage, tabId, now: fake.clock.now });
    const roles = await Promise.all([claim('a'), claim('b'), claim('c')]);
    expect(roles).toEqual(['Redirect', 'StandBy', 'StandBy']);
    expect(readLoggingOutFlag(storage)).toEqual({ at: fake.clock.now(), claimedBy: 'a' });
    await expect(claim('a')).resolves.toBe('Redirect');
  });

  it('waits 500 ms plus the random wait; a visible tab beats a hidden one', async () => {
    const fake = createFakeClock();
    const storage = createMemoryStorage();
    const locks = createInTabLocks();
    raiseLoggingOutFlag(storage, fake.clock.now());
    const roles: Record<string, SignOutRole> = {};
    const tab = (tabId: string, hidden: boolean) =>
      coordinateSignOut({
        clock: fake.clock,
        random: () => 0.9,
        isHidden: () => hidden,
        locks,
        storage,
        tabId,
      }).then((role) => {
        roles[tabId] = role;
      });
    void tab('hidden', true);
    void tab('visible', false);
    await fake.advance(589);
    expect(roles).toEqual({});
    await fake.advance(1);
    expect(roles).toEqual({ visible: 'Redirect' });
    await fake.advance(190);
    expect(roles).toEqual({ visible: 'Redirect', hidden: 'StandBy' });
  });

  it('removes a claimed or stale flag at start, keeps a fresh unclaimed one', () => {
    const storage = createMemoryStorage();
    const t = 1_000_000;
    raiseLoggingOutFlag(storage, t);
    settleLoggingOutFlag(storage, t + 60_000);
    expect(readLoggingOutFlag(storage)).not.toBeNull();
    settleLoggingOutFlag(storage, t + 60_001);
    expect(readLoggingOutFlag(storage)).toBeNull();
    storage.setItem('tap.logging_out', JSON.stringify({ at: t, claimedBy: 'a' }));
    settleLoggingOutFlag(storage, t);
    expect(storage.getItem('tap.logging_out')).toBeNull();
  });
});
