import { describe, expect, it } from 'vitest';
import { sleep } from '../../../src/auth/session/clock.ts';
import { storageSettleMs } from '../../../src/auth/constants.ts';
import {
  createInTabLocks,
  createStorageLeaseLocks,
  settledLocks,
  webLocks,
} from '../../../src/auth/session/locks.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createMemoryStorage } from '../support/memory-storage.ts';

describe('in-tab locks', () => {
  it('run tasks of one name one after another, even when one fails', async () => {
    const fake = createFakeClock();
    const locks = createInTabLocks();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name} start`);
        await sleep(fake.clock, ms);
        log.push(`${name} end`);
        if (fail) {
          throw new Error(name);
        }
        return name;
      };
    const first = locks.request('l', task('first', 100, true));
    const second = locks.request('l', task('second', 10));
    const other = locks.request('other', task('other', 10));
    await fake.advance(200);
    await expect(first).rejects.toThrow('first');
    await expect(second).resolves.toBe('second');
    await expect(other).resolves.toBe('other');
    expect(log).toEqual([
      'first start',
      'other start',
      'other end',
      'first end',
      'second start',
      'second end',
    ]);
  });
});

describe('settled locks', () => {
  it('start each holder storageSettleMs after the grant, one holder at a time', async () => {
    const fake = createFakeClock();
    const locks = settledLocks(createInTabLocks(), fake.clock);
    const started: [string, number][] = [];
    const task = (name: string) => () => {
      started.push([name, fake.clock.now()]);
      return Promise.resolve(name);
    };
    const t0 = fake.clock.now();
    const first = locks.request('l', task('first'));
    const second = locks.request('l', task('second'));
    await fake.advance(storageSettleMs - 1);
    expect(started).toEqual([]);
    await fake.advance(1);
    expect(started).toEqual([['first', t0 + storageSettleMs]]);
    await fake.advance(storageSettleMs);
    expect(started).toEqual([
      ['first', t0 + storageSettleMs],
      ['second', t0 + 2 * storageSettleMs],
    ]);
    await expect(Promise.all([first, second])).resolves.toEqual(['first', 'second']);
  });

  it("let a holder see the previous holder's write that arrives just after the grant", async () => {
    const fake = createFakeClock();
    const locks = settledLocks(createInTabLocks(), fake.clock);
    let shared = 'old';
    const writer = locks.request('l', () => {
      // Chromium: the write reaches the other tab a few ms after the lock is released.
      fake.clock.setTimeout(() => {
        shared = 'new';
      }, 5);
      return Promise.resolve();
    });
    const reader = locks.request('l', () => Promise.resolve(shared));
    await fake.advance(2 * storageSettleMs);
    await writer;
    await expect(reader).resolves.toBe('new');
  });
});

describe('web locks adapter', () => {
  it('hands the task to navigator.locks', async () => {
    const names: string[] = [];
    const locks = webLocks({
      request: (name, callback) => {
        names.push(name);
        return callback();
      },
    });
    await expect(locks.request('n', () => Promise.resolve(1))).resolves.toBe(1);
    expect(names).toEqual(['n']);
  });
});

describe('local-storage lease locks (no Web Locks)', () => {
  it('let only one tab at a time hold the lock', async () => {
    const fake = createFakeClock();
    const storage = createMemoryStorage();
    const tabs = ['a', 'b', 'c'].map((tabId) =>
      createStorageLeaseLocks({ storage, clock: fake.clock, tabId }),
    );
    let holders = 0;
    let most = 0;
    const runs = tabs.map((locks) =>
      locks.request('renewal', async () => {
        holders += 1;
        most = Math.max(most, holders);
        await sleep(fake.clock, 300);
        holders -= 1;
      }),
    );
    await fake.advance(5_000);
    await Promise.all(runs);
    expect(most).toBe(1);
    expect(storage.getItem('tap.lock.renewal')).toBeNull();
  });

  it('take over a lease its holder never released once it expires', async () => {
    const fake = createFakeClock();
    const storage = createMemoryStorage({
      'tap.lock.renewal': JSON.stringify({ owner: 'dead:1', until: fake.clock.now() + 15_000 }),
    });
    const locks = createStorageLeaseLocks({ storage, clock: fake.clock, tabId: 'a' });
    let ran = false;
    const run = locks.request('renewal', () => {
      ran = true;
      return Promise.resolve();
    });
    await fake.advance(14_000);
    expect(ran).toBe(false);
    await fake.advance(2_000);
    await run;
    expect(ran).toBe(true);
  });
});
