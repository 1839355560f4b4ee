import { describe, expect, it } from 'vitest';
import { createSharedStorage, type TabPresence } from '../../../src/auth/session/shared-storage.ts';
import { isSharedSessionKey } from '../../../src/auth/shared-session-storage.ts';
import { createChannelHub } from '../support/fake-channel.ts';
import { createFakeClock, settle } from '../support/fake-clock.ts';

/** A Web Storage in memory with `key` and `length`, as oidc-client-ts's store reads it. */
class TabStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

const user = 'oidc.user:http://localhost:4000:asiointi-web';
const record = JSON.stringify({ ttl: 1_800_000_000, exp: 1_800_005_000 });

/** One browser: its open tabs (the shared Web Lock), one BroadcastChannel hub, one clock. */
function createBrowser() {
  const hub = createChannelHub();
  const fake = createFakeClock();
  let open = 0;
  let tabs = 0;
  const presence = (): TabPresence => {
    let holding = false;
    return {
      others: () => Promise.resolve(open),
      hold: () => {
        if (!holding) {
          holding = true;
          open += 1;
        }
      },
    };
  };
  const openTab = (storage = new TabStorage()) => {
    tabs += 1;
    const shared = createSharedStorage({
      storage,
      isShared: isSharedSessionKey,
      tabId: `tab-${String(tabs)}`,
      openChannel: hub.open,
      presence: presence(),
      clock: fake.clock,
    });
    return { shared, storage };
  };
  const asks = () =>
    hub.sent.filter((message) => (message as { kind?: string }).kind === 'ask').length;
  return { openTab, asks, fake, hub };
}

describe('the session storage the tabs share', () => {
  it('tells a tab whether it started as the only open tab, and false where it cannot tell', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    await expect(first.shared.startedAlone()).resolves.toBe(true);
    const second = browser.openTab();
    await expect(second.shared.startedAlone()).resolves.toBe(false);
    const unknown = createSharedStorage({
      storage: new TabStorage(),
      isShared: isSharedSessionKey,
      tabId: 'tab-without-locks',
      openChannel: createChannelHub().open,
      presence: undefined,
      clock: createFakeClock().clock,
    });
    await expect(unknown.startedAlone()).resolves.toBe(false);
  });

  it('mirrors writes and removals of the shared keys to the other open tabs, not the others', async () => {
    const browser = createBrowser();
    const a = browser.openTab();
    const b = browser.openTab();
    await Promise.all([a.shared.receiveHandover(), b.shared.receiveHandover()]);
    a.shared.setItem('tap.session_v1', record);
    a.shared.setItem(user, '{"access_token":"a"}');
    a.shared.setItem('tap.patient_v1', '{"id":"x"}');
    a.shared.setItem('oidc.0123456789abcdef', '{"state":"s"}');
    await settle();
    expect(b.storage.entries()).toEqual({
      'tap.session_v1': record,
      [user]: '{"access_token":"a"}',
    });
    b.shared.removeItem(user);
    await settle();
    expect(a.storage.getItem(user)).toBeNull();
    expect(a.storage.getItem('tap.patient_v1')).not.toBeNull();
  });

  it("hands the open tab's session to a tab opened later, without the tab's own entries", async () => {
    const browser = createBrowser();
    const a = browser.openTab();
    await a.shared.receiveHandover();
    a.shared.setItem('tap.session_v1', record);
    a.shared.setItem(user, '{"access_token":"a"}');
    a.shared.setItem('tap.patient_v1', '{"id":"x"}');
    await settle();
    const b = browser.openTab();
    await b.shared.receiveHandover();
    expect(b.storage.entries()).toEqual({
      'tap.session_v1': record,
      [user]: '{"access_token":"a"}',
    });
  });

  it('asks nobody after a reload: the tab keeps its own session storage', async () => {
    const browser = createBrowser();
    const a = browser.openTab();
    await a.shared.receiveHandover();
    a.shared.setItem('tap.session_v1', record);
    const reloaded = browser.openTab(a.storage);
    await reloaded.shared.receiveHandover();
    expect(browser.asks()).toBe(0);
    expect(reloaded.shared.getItem('tap.session_v1')).toBe(record);
  });

  it('waits for nobody and takes nothing when no other tab is open (a browser opened again)', async () => {
    const browser = createBrowser();
    const first = browser.openTab();
    await first.shared.receiveHandover();
    expect(browser.asks()).toBe(0);
    expect(first.storage.length).toBe(0);
  });

  it('takes nothing once every open tab answered that it has no session', async () => {
    const browser = createBrowser();
    const a = browser.openTab();
    await a.shared.receiveHandover();
    const b = browser.openTab();
    await b.shared.receiveHandover();
    expect(browser.asks()).toBe(1);
    expect(b.storage.length).toBe(0);
  });

  it('gives up after 1 s when an open tab does not answer', async () => {
    const browser = createBrowser();
    const a = browser.openTab();
    await a.shared.receiveHandover();
    a.shared.setItem('tap.session_v1', record);
    // An open tab busy with a long task: nothing it answers arrives in time.
    const b = createSharedStorage({
      storage: new TabStorage(),
      isShared: isSharedSessionKey,
      tabId: 'late',
      openChannel: () => ({
        postMessage: () => undefined,
        addEventListener: () => undefined,
        close: () => undefined,
      }),
      presence: { others: () => Promise.resolve(1), hold: () => undefined },
      clock: browser.fake.clock,
    });
    let done = false;
    const handover = b.receiveHandover().then(() => {
      done = true;
    });
    await browser.fake.advance(999);
    expect(done).toBe(false);
    await browser.fake.advance(1);
    await handover;
    expect(b.getItem('tap.session_v1')).toBeNull();
  });
});
