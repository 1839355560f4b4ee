import { describe, expect, it } from 'vitest';
import { storageSettleMs } from '../../../src/auth/constants.ts';
import { createInTabLocks, settledLocks } from '../../../src/auth/session/locks.ts';
import {
  raiseLoggingOutFlag,
  readLoggingOutFlag,
  settleLoggingOutFlag,
} from '../../../src/auth/session/logging-out-flag.ts';
import {
  claimSignOut,
  coordinateSignOut,
  signOutWaitMs,
  type SignOutRole,
} from '../../../src/auth/session/sign-out.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createLaggingStorage, createMemoryStorage } from '../support/memory-storage.ts';

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
    const locks = settledLocks(createInTabLocks(), fake.clock);
    raiseLoggingOutFlag(storage, fake.clock.now());
    const raisedAt = fake.clock.now();
    const claim = (tabId: string) => claimSignOut({ locks, storage, tabId, clock: fake.clock });
    const roles = Promise.all([claim('a'), claim('b'), claim('c')]);
    await fake.advance(3 * storageSettleMs);
    await expect(roles).resolves.toEqual(['Redirect', 'StandBy', 'StandBy']);
    expect(readLoggingOutFlag(storage)).toEqual({ at: raisedAt, claimedBy: 'a' });
    const again = claim('a');
    await fake.advance(storageSettleMs);
    await expect(again).resolves.toBe('Redirect');
  });

  it("with settled locks, reads the flag only after another tab's claim has reached local storage", async () => {
    const fake = createFakeClock();
    const inA = createMemoryStorage();
    const inB = createMemoryStorage();
    // Chromium: A's write shows in B's local storage a few ms later, possibly after B got the lock.
    const lagging = createLaggingStorage(inA, inB, fake.clock);
    raiseLoggingOutFlag(inA, fake.clock.now());
    raiseLoggingOutFlag(inB, fake.clock.now());
    const locks = settledLocks(createInTabLocks(), fake.clock);
    const roles = Promise.all([
      claimSignOut({ locks, storage: lagging, tabId: 'a', clock: fake.clock }),
      claimSignOut({ locks, storage: inB, tabId: 'b', clock: fake.clock }),
    ]);
    await fake.advance(2 * storageSettleMs);
    await expect(roles).resolves.toEqual(['Redirect', 'StandBy']);
  });

  it('waits 500 ms plus the random wait; a visible tab beats a hidden one', async () => {
    const fake = createFakeClock();
    const storage = createMemoryStorage();
    const locks = settledLocks(createInTabLocks(), fake.clock);
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
    // 500 ms, the random wait (90 ms visible, 280 ms hidden), then the claim's storage settle.
    await fake.advance(589 + storageSettleMs);
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
