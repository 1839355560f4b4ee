import { describe, expect, it } from 'vitest';
import { createCrossTabBus, type CrossTabEvent } from '../../../src/auth/session/cross-tab.ts';
import { createChannelHub, createStorageEventHub } from '../support/fake-channel.ts';
import { createFakeClock, settle } from '../support/fake-clock.ts';
import { createMemoryStorage } from '../support/memory-storage.ts';

const record = { ttl: 1_800_000_000, exp: 1_800_006_000 };

function twoTabsOnChannels() {
  const fake = createFakeClock();
  const hub = createChannelHub();
  const events = createStorageEventHub();
  const bus = (tabId: string) =>
    createCrossTabBus({
      clock: fake.clock,
      tabId,
      openChannel: hub.open,
      storage: createMemoryStorage(),
      storageEvents: events.window(),
    });
  return { fake, hub, a: bus('a'), b: bus('b') };
}

describe('cross-tab bus on BroadcastChannel (S-21)', () => {
  it('delivers each event to the other tabs, not back to the sender', async () => {
    const { a, b } = twoTabsOnChannels();
    const inA: CrossTabEvent[] = [];
    const inB: CrossTabEvent[] = [];
    a.subscribe((event) => inA.push(event));
    b.subscribe((event) => inB.push(event));
    a.publish({ type: 'SessionRefreshed', record, subject: 'laura' });
    a.publish({ type: 'SessionTimedOut' });
    await settle();
    expect(inB).toEqual([
      { type: 'SessionRefreshed', record, subject: 'laura' },
      { type: 'SessionTimedOut' },
    ]);
    expect(inA).toEqual([]);
  });

  it('ignores messages older than the 60 s time-to-live (K-10)', async () => {
    const { fake, hub, b } = twoTabsOnChannels();
    const inB: CrossTabEvent[] = [];
    b.subscribe((event) => inB.push(event));
    const stale = {
      id: 'x:1',
      from: 'x',
      sentAt: fake.clock.now() - 60_001,
      event: { type: 'SessionCleared' },
    };
    const fresh = { ...stale, id: 'x:2', sentAt: fake.clock.now() - 60_000 };
    const sender = hub.open('asiointi-session');
    sender.postMessage(stale);
    sender.postMessage(fresh);
    await settle();
    expect(inB).toEqual([{ type: 'SessionCleared' }]);
  });

  it('ignores messages that are not ours', async () => {
    const { hub, b } = twoTabsOnChannels();
    const inB: CrossTabEvent[] = [];
    b.subscribe((event) => inB.push(event));
    const sender = hub.open('asiointi-session');
    sender.postMessage('hello');
    sender.postMessage({ id: '1', from: 'x', sentAt: Date.now(), event: { type: 'Unknown' } });
    sender.postMessage({
      id: '1',
      from: 'x',
      sentAt: Date.now(),
      event: { type: 'SessionRefreshed', record: { ttl: 'soon' } },
    });
    await settle();
    expect(inB).toEqual([]);
  });

  it('stops delivering after unsubscribe and close', async () => {
    const { a, b } = twoTabsOnChannels();
    const inB: CrossTabEvent[] = [];
    const unsubscribe = b.subscribe((event) => inB.push(event));
    unsubscribe();
    a.publish({ type: 'SessionCleared' });
    await settle();
    expect(inB).toEqual([]);
  });
});

describe('cross-tab bus without BroadcastChannel: local-storage events', () => {
  it('carries events through a storage entry that the other tabs hear about', () => {
    const fake = createFakeClock();
    const events = createStorageEventHub();
    const windowA = events.window();
    const windowB = events.window();
    const shared = createMemoryStorage();
    // The browser fires `storage` in the other windows when one writes.
    const storageOf = (win: ReturnType<typeof events.window>) => ({
      ...shared,
      setItem: (key: string, value: string) => {
        shared.setItem(key, value);
        win.changed(key, value);
      },
    });
    const a = createCrossTabBus({
      clock: fake.clock,
      tabId: 'a',
      openChannel: undefined,
      storage: storageOf(windowA),
      storageEvents: windowA,
    });
    const b = createCrossTabBus({
      clock: fake.clock,
      tabId: 'b',
      openChannel: undefined,
      storage: storageOf(windowB),
      storageEvents: windowB,
    });
    const inB: CrossTabEvent[] = [];
    b.subscribe((event) => inB.push(event));

    a.publish({ type: 'LogoutStarted' });
    a.publish({ type: 'LogoutStarted' });
    expect(inB).toEqual([{ type: 'LogoutStarted' }, { type: 'LogoutStarted' }]);
    expect(shared.getItem('tap.cross_tab')).toContain('LogoutStarted');

    windowA.changed('tap.cross_tab', 'not json');
    windowA.changed('other', '{}');
    expect(inB).toHaveLength(2);

    b.close();
    a.publish({ type: 'SessionCleared' });
    expect(inB).toHaveLength(2);
  });
});
