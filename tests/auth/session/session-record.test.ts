import { describe, expect, it } from 'vitest';
import { decodeSessionRecord, isLive } from '../../../src/auth/session/session-record.ts';
import {
  createSessionStore,
  refreshedRecord,
  startedRecord,
} from '../../../src/auth/session/session-store.ts';
import { createFakeClock } from '../support/fake-clock.ts';
import { createMemoryStorage } from '../support/memory-storage.ts';

const t0 = Date.UTC(2026, 10, 2, 8, 0, 0);
const s = (ms: number) => Math.floor(ms / 1000);
const minutes = (n: number) => n * 60_000;

describe('session record (S-16, S-19, S-20)', () => {
  it('starts with ttl = now + 20 min and exp = now + 2 h, in epoch seconds', () => {
    expect(startedRecord(t0)).toEqual({ ttl: s(t0 + minutes(20)), exp: s(t0 + minutes(120)) });
  });

  it('refresh keeps exp and moves ttl to now + 20 min', () => {
    const record = startedRecord(t0);
    expect(refreshedRecord(record, t0 + minutes(30))).toEqual({
      ttl: s(t0 + minutes(50)),
      exp: record.exp,
    });
  });

  it('refresh never moves ttl past exp', () => {
    const record = startedRecord(t0);
    expect(refreshedRecord(record, t0 + minutes(110))).toEqual({
      ttl: record.exp,
      exp: record.exp,
    });
  });

  it('is live only while both ttl and exp are ahead', () => {
    const record = startedRecord(t0);
    expect(isLive(record, t0)).toBe(true);
    expect(isLive(record, t0 + minutes(20))).toBe(false);
    expect(isLive({ ttl: record.ttl, exp: s(t0) }, t0)).toBe(false);
  });

  it.each([
    ['missing', null],
    ['not JSON', '{ttl'],
    ['wrong shape', '{"ttl":"soon","exp":1}'],
    ['a field missing', '{"ttl":1}'],
    ['negative', '{"ttl":-1,"exp":2}'],
    ['fractional', '{"ttl":1.5,"exp":2}'],
    ['an array', '[1,2]'],
  ])('decodes %s as no session', (_name, raw) => {
    expect(decodeSessionRecord(raw)).toBeNull();
  });

  it('decodes a valid stored value', () => {
    expect(decodeSessionRecord('{"ttl":10,"exp":20}')).toEqual({ ttl: 10, exp: 20 });
  });
});

describe('session store (tap.session_v1, tap.signed_out_at)', () => {
  it('writes, refreshes and removes the record, stamping the sign-out time', async () => {
    const fake = createFakeClock(t0);
    const { clock } = fake;
    const storage = createMemoryStorage();
    const store = createSessionStore(storage, clock);
    expect(store.read()).toBeNull();
    expect(store.refresh()).toBeNull();

    const started = store.start();
    expect(JSON.parse(storage.getItem('tap.session_v1') ?? '')).toEqual(started);
    await fake.advance(minutes(7));
    expect(store.refresh()).toEqual({ ttl: s(t0 + minutes(27)), exp: started.exp });
    expect(store.read()).toEqual({ ttl: s(t0 + minutes(27)), exp: started.exp });

    store.remove();
    expect(storage.getItem('tap.session_v1')).toBeNull();
    expect(store.signedOutAt()).toBe(t0 + minutes(7));
  });

  it('treats a broken stored value as no session', () => {
    const { clock } = createFakeClock(t0);
    const store = createSessionStore(createMemoryStorage({ 'tap.session_v1': 'garbage' }), clock);
    expect(store.read()).toBeNull();
    expect(store.signedOutAt()).toBeNull();
  });
});
